/**
 * The site's look as theme inputs (spec §1 start-up, §2 themes): which theme its `type` picks,
 * the background colour, skin and holiday themes for theme-kit's `ThemeProvider` (which finds
 * the holiday overlay for the time and currency), and the layout design.
 */
import type { HomeLayoutDesign, SiteInfo } from '@lobbykit/contract';

export interface SiteLook {
  /** The site's `type` as text ('classic', '3'): the theme to mount. Undefined until the site is known. */
  readonly themeType: string | undefined;
  /** The fields theme-kit's `ThemeProvider` reads as its `site` prop. */
  readonly site: Pick<
    SiteInfo,
    'backgroundColor' | 'skinTypeValue' | 'skinConfigInfo' | 'holidayThemes' | 'currencyInfos'
  >;
  /** The visit's currency: a holiday overlay shows only for its currencies. */
  readonly currency: string | undefined;
  readonly layout: HomeLayoutDesign | undefined;
}

export function siteLookOf(
  site: SiteInfo | undefined,
  currency: string | undefined,
  layout: HomeLayoutDesign | undefined,
): SiteLook {
  return {
    themeType: site?.type === undefined ? undefined : String(site.type),
    site: {
      backgroundColor: site?.backgroundColor,
      skinTypeValue: site?.skinTypeValue,
      skinConfigInfo: site?.skinConfigInfo,
      holidayThemes: site?.holidayThemes ?? [],
      currencyInfos: site?.currencyInfos ?? [],
    },
    currency,
    layout,
  };
}

/**
 * The item serving a site type (theme-kit's `LobbyTheme.siteTypes`, compared as text), or the
 * first item: one build of a theme serves every site of its type, and an unknown type still
 * gets a lobby.
 * @example pickBySiteType([classic, aurora], look.themeType)
 */
export function pickBySiteType<T extends { readonly siteTypes?: readonly (string | number)[] | undefined }>(
  items: readonly [T, ...T[]],
  type: string | number | undefined,
): T {
  const wanted = type === undefined ? undefined : String(type);
  return items.find((item) => item.siteTypes?.some((candidate) => String(candidate) === wanted)) ?? items[0];
}

// The theme contract: what a theme app must supply for the lobby to mount it.
import type { ComponentType, ReactNode } from 'react';
import type { TokenSet } from './tokens';

export interface ThemeSlotProps {
  readonly children?: ReactNode;
}

export interface ThemePages {
  readonly home: ComponentType;
  readonly search: ComponentType;
  readonly subGame: ComponentType;
  /** Some themes add a page shown inside an embedded frame. */
  readonly embedded?: ComponentType | undefined;
}

export interface ThemeLayouts {
  /** The frame of every page (header, content, footer, float bar). */
  readonly main: ComponentType<ThemeSlotProps>;
  /** Any further layouts the theme uses. */
  readonly [name: string]: ComponentType<ThemeSlotProps>;
}

export interface ThemeHide {
  /** @default false */
  readonly footerOnMobile?: boolean | undefined;
  /** @default false */
  readonly footerOnDesktop?: boolean | undefined;
  /** @default false */
  readonly floatBar?: boolean | undefined;
}

/** A visual theme. Every part but `pages.embedded`, `hide` and `siteTypes` is required. */
export interface LobbyTheme {
  readonly name: string;
  /** The site `type` values (skin layouts) this theme serves. */
  readonly siteTypes?: readonly (string | number)[] | undefined;
  readonly pages: ThemePages;
  readonly footer: ComponentType;
  readonly floatBar: ComponentType;
  readonly layouts: ThemeLayouts;
  /** The theme's base tokens; its stylesheet reads them as `--lk-*` custom properties. */
  readonly styles: TokenSet;
  readonly hide?: ThemeHide | undefined;
}

const PARTS = [
  'pages.home',
  'pages.search',
  'pages.subGame',
  'footer',
  'floatBar',
  'layouts.main',
  'styles.tokens',
];

/**
 * Declares a theme. The type makes a theme with a missing part fail to compile; the
 * check here gives plain JavaScript callers the same answer at start-up.
 */
export function defineTheme<const T extends LobbyTheme>(theme: T): T {
  for (const part of PARTS) {
    const value = part
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], theme);
    if (!value) throw new TypeError(`theme-kit: theme "${theme?.name}" is missing ${part}`);
  }
  return theme;
}

/** Whether the footer and float bar show, given the theme's hide flags and the viewport. */
export function themeChrome(
  theme: Pick<LobbyTheme, 'hide'>,
  mobile: boolean,
): { footer: boolean; floatBar: boolean } {
  const hide = theme.hide ?? {};
  return { footer: !(mobile ? hide.footerOnMobile : hide.footerOnDesktop), floatBar: !hide.floatBar };
}

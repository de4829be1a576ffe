// ThemeProvider: puts the derived tokens on the page and hands theme facts to the hooks.
import type { HomeLayoutDesign, SiteInfo } from '@lobbykit/contract';
import { createContext, useContext, useEffect, useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { deriveTokens, layoutVars } from './derive';
import { findHolidayOverlay } from './holiday';
import type { HolidayOverlay } from './holiday';
import { resolveSkinAsset } from './skin-assets';
import type { SkinAssetsOptions } from './skin-assets';
import { toCssVars } from './tokens';
import type { ThemeTokens, TokenSet } from './tokens';

/** The site info fields the theme reads. */
export type ThemeSite = Partial<
  Pick<SiteInfo, 'backgroundColor' | 'skinTypeValue' | 'skinConfigInfo' | 'holidayThemes' | 'currencyInfos'>
>;

export interface ThemeProviderProps {
  /** The base token set (a theme's `styles`, or `classicTokens` / `auroraTokens`). */
  readonly tokens: TokenSet;
  /** Site info: background colour, skin type and config, holiday themes, currencies. */
  readonly site?: ThemeSite | undefined;
  /** The home layout design; its colours and images become `--lk-area-*` properties. */
  readonly layout?: HomeLayoutDesign | undefined;
  /**
   * The player's currency, matched against a holiday's `currencyCodes`.
   * @default the site's first currency
   */
  readonly currency?: string | undefined;
  /**
   * The holiday overlays this app ships, e.g. `[midAutumnOverlay]` from `@lobbykit/theme-kit/presets`.
   * @default [] (no holiday looks)
   */
  readonly overlays?: readonly HolidayOverlay[] | undefined;
  /**
   * Forces an overlay (`null`: none), whatever the site's holiday themes say; for
   * previews and Storybook.
   * @default undefined (decided from the site)
   */
  readonly holiday?: HolidayOverlay | null | undefined;
  /**
   * The clock holiday windows are checked against, read on render.
   * @default Date.now
   */
  readonly now?: (() => number) | undefined;
  /** Where skin assets live and their hashes; without it `asset(path)` returns the path. */
  readonly assets?: SkinAssetsOptions | undefined;
  /**
   * Also writes the custom properties on this element (e.g. `document.documentElement`)
   * so content rendered in portals outside the provider sees them. A property the element
   * already has with the same value (from a stylesheet's rule, say) is left as it is, and
   * stays on unmount.
   * @default undefined
   */
  readonly applyTo?: HTMLElement | null | undefined;
  readonly className?: string | undefined;
  /** Merged over the wrapper's own style (text colour, font and the hero backdrop). */
  readonly style?: CSSProperties | undefined;
  readonly children?: ReactNode;
}

export interface ThemeContextValue {
  /** The base set's name. */
  readonly name: string;
  readonly tokens: ThemeTokens;
  /** Every `--lk-*` custom property the provider sets. */
  readonly vars: Readonly<Record<string, string>>;
  /** The holiday overlay in force, if any. */
  readonly holiday: HolidayOverlay | undefined;
  readonly layout: HomeLayoutDesign | undefined;
  /** The URL of a skin asset (see `resolveSkinAsset`). */
  readonly asset: (path: string) => string;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const noOverlays: readonly HolidayOverlay[] = [];

export function ThemeProvider({
  tokens: set,
  site,
  layout,
  currency = site?.currencyInfos?.[0]?.currencyCode,
  overlays = noOverlays,
  holiday: forced,
  now = Date.now,
  assets,
  applyTo,
  className,
  style,
  children,
}: ThemeProviderProps) {
  const holiday =
    forced === undefined
      ? findHolidayOverlay(site?.holidayThemes, overlays, { now: now(), currency })
      : (forced ?? undefined);
  const { backgroundColor, skinTypeValue, skinConfigInfo } = site ?? {};
  const value = useMemo<ThemeContextValue>(() => {
    const tokens = deriveTokens(set, {
      site: { backgroundColor, skinTypeValue, skinConfigInfo },
      overlay: holiday?.tokens,
    });
    return {
      name: set.name,
      tokens,
      vars: { ...toCssVars(tokens), ...layoutVars(layout) },
      holiday,
      layout,
      asset: (path) => (assets ? resolveSkinAsset(path, assets) : path),
    };
  }, [set, backgroundColor, skinTypeValue, skinConfigInfo, holiday, layout, assets]);

  const { vars } = value;
  useEffect(() => {
    if (!applyTo) return undefined;
    // Only what the element does not have already: a server-rendered page carries them in a
    // rule for <html>, and a property written there, even unchanged, restyles the whole page.
    const had = applyTo.ownerDocument.defaultView?.getComputedStyle(applyTo);
    const written = had
      ? Object.entries(vars).filter(([name, v]) => !holds(had, name, v))
      : Object.entries(vars);
    for (const [name, v] of written) applyTo.style.setProperty(name, v);
    return () => {
      for (const [name] of written) applyTo.style.removeProperty(name);
    };
  }, [applyTo, vars]);

  return (
    <ThemeContext.Provider value={value}>
      <div
        className={className}
        data-lk-theme={set.name}
        data-lk-holiday={holiday?.name}
        style={{
          ...vars,
          color: 'var(--lk-color-text)',
          background: 'var(--lk-gradient-hero)',
          fontFamily: 'var(--lk-font-family)',
          ...style,
        }}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/**
 * Whether the computed `style` has custom property `name` at `value`. A computed custom property
 * holds its references resolved (`var(--lk-color-bg)` reads as the colour), so they are resolved
 * in `value` too before the two are compared.
 */
function holds(style: CSSStyleDeclaration, name: string, value: string): boolean {
  const resolved = value.replace(/var\((--[\w-]+)\)/g, (_reference, ref: string) =>
    style.getPropertyValue(ref).trim(),
  );
  return style.getPropertyValue(name).trim() === resolved.trim();
}

/** Everything the nearest `ThemeProvider` knows. Throws outside one: that is a wiring mistake. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('theme-kit: useTheme and the theme hooks must be used inside <ThemeProvider>');
  return value;
}

export const useThemeTokens = (): ThemeTokens => useTheme().tokens;

export const useHoliday = (): HolidayOverlay | undefined => useTheme().holiday;

/** The URL of one skin asset through the provider's skin assets hash. */
export const useSkinAsset = (path: string): string => useTheme().asset(path);

/** Renders the theme's main area inside the active holiday's main slot, or as is. */
export function HolidayMain({ children }: { readonly children?: ReactNode }) {
  const Main = useHoliday()?.slots.main;
  return Main ? <Main>{children}</Main> : children;
}

// The public surface of @lobbykit/theme-kit, entry by entry (every subpath of "exports" in
// package.json), imported by the package's own name as a user imports it. A change to what
// the package exports fails this file, so it is a visible diff in review: update the lists
// with the change, on purpose.
//
// Values are listed exactly: `keyof typeof entry` is every value an entry exports, so adding,
// removing or renaming one fails. Types cannot be enumerated (a namespace has no `keyof` for
// its types), so they are listed: removing or renaming one fails to compile, adding one does
// not (add it here with the change). A generic type takes `never` for each required
// parameter: the list checks names, not shapes.
import { describe, expectTypeOf, it } from 'vitest';
import type * as themeKit from '@lobbykit/theme-kit';
import type * as themeKitPresets from '@lobbykit/theme-kit/presets';

describe('@lobbykit/theme-kit', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof themeKit>().toEqualTypeOf<
      | 'contrast'
      | 'cssVar'
      | 'cssVarName'
      | 'defineTheme'
      | 'deriveTokens'
      | 'findHolidayOverlay'
      | 'HolidayMain'
      | 'isHolidayActive'
      | 'layoutVars'
      | 'mergeTokens'
      | 'resolveSkinAsset'
      | 'themeChrome'
      | 'ThemeProvider'
      | 'toCssVars'
      | 'useHoliday'
      | 'useSkinAsset'
      | 'useTheme'
      | 'useThemeTokens'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        themeKit.DeriveTokensInput,
        themeKit.HolidayContext,
        themeKit.HolidayOverlay,
        themeKit.HolidaySlotProps,
        themeKit.LobbyTheme,
        themeKit.SiteLook,
        themeKit.SkinAssetsHash,
        themeKit.SkinAssetsOptions,
        themeKit.ThemeContextValue,
        themeKit.ThemeHide,
        themeKit.ThemeLayouts,
        themeKit.ThemePages,
        themeKit.ThemeProviderProps,
        themeKit.ThemeSite,
        themeKit.ThemeSlotProps,
        themeKit.ThemeTokens,
        themeKit.TokenGroup,
        themeKit.TokenOverrides,
        themeKit.TokenSet,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/theme-kit/presets', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof themeKitPresets>().toEqualTypeOf<
      'auroraTokens' | 'classicTokens' | 'midAutumnOverlay'
    >();
  });
});

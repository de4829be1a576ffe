// The themes the toolbar and the theme boards offer: theme-kit's two base sets and lagoon's (the
// theme made with `pnpm new-skin`), each with or without the mid-autumn overlay.
import type { TokenSet } from '@lobbykit/theme-kit';
import { auroraTokens, classicTokens } from '@lobbykit/theme-kit/presets';
import { lagoonTokens } from 'lobby-lagoon/tokens';

export const storyThemes = { classic: classicTokens, aurora: auroraTokens, lagoon: lagoonTokens } as const;
export type StoryThemeName = keyof typeof storyThemes;
export const storyThemeNames = Object.keys(storyThemes) as StoryThemeName[];

const HOLIDAY = '+mid-autumn';

/**
 * The toolbar's value as tokens and overlay: `lagoon`, `lagoon+mid-autumn`, or `mid-autumn`
 * (classic with the overlay, the value stories saved before there were three themes).
 */
export function storyTheme(value: unknown): { readonly tokens: TokenSet; readonly midAutumn: boolean } {
  const text = typeof value === 'string' ? value : 'classic';
  if (text === 'mid-autumn') return { tokens: classicTokens, midAutumn: true };
  const name = text.endsWith(HOLIDAY) ? text.slice(0, -HOLIDAY.length) : text;
  const tokens = name in storyThemes ? storyThemes[name as StoryThemeName] : classicTokens;
  return { tokens, midAutumn: text.endsWith(HOLIDAY) };
}

const titleOf = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** The toolbar's choices: every theme, then every theme under the holiday overlay. */
export const themeToolbarItems = [
  ...storyThemeNames.map((name) => ({ value: name, title: titleOf(name) })),
  ...storyThemeNames.map((name) => ({ value: `${name}${HOLIDAY}`, title: `${titleOf(name)} + mid-autumn` })),
];

// Design tokens: their shape, how sets merge, and how they become CSS custom properties.

/** Every token a theme defines. A base set must fill in all of them. */
export interface ThemeTokens {
  readonly color: {
    /** Page background. */
    readonly bg: string;
    /** Cards, bars, sheets. */
    readonly surface: string;
    /** Something lifted above a surface: a menu, a modal, a hovered card. */
    readonly raised: string;
    readonly border: string;
    readonly text: string;
    /** Secondary text; still meets 4.5:1 on `surface`. */
    readonly muted: string;
    readonly primary: string;
    /** Text and icons on `primary` and on `gradient.primary`. */
    readonly onPrimary: string;
    readonly accent: string;
    readonly success: string;
    readonly warning: string;
    readonly danger: string;
    /** The veil behind a modal. */
    readonly scrim: string;
  };
  readonly gradient: {
    /** Call-to-action buttons, selected tabs. */
    readonly primary: string;
    /** Cards and bars. */
    readonly surface: string;
    /** The page backdrop behind the content. */
    readonly hero: string;
  };
  readonly radius: { readonly sm: string; readonly md: string; readonly lg: string; readonly pill: string };
  readonly space: {
    readonly xs: string;
    readonly sm: string;
    readonly md: string;
    readonly lg: string;
    readonly xl: string;
  };
  readonly font: {
    readonly family: string;
    readonly xs: string;
    readonly sm: string;
    readonly md: string;
    readonly lg: string;
    readonly xl: string;
    readonly regular: string;
    readonly bold: string;
  };
  readonly shadow: { readonly card: string; readonly raised: string; readonly glow: string };
  readonly motion: { readonly fast: string; readonly normal: string; readonly easing: string };
}

export type TokenGroup = keyof ThemeTokens;

/** Any part of the tokens: what a skin, a site's skin config or a holiday changes. */
export type TokenOverrides = { readonly [G in TokenGroup]?: Partial<ThemeTokens[G]> };

/** A named base token set, with optional skins picked by the site's `skinTypeValue`. */
export interface TokenSet {
  readonly name: string;
  readonly tokens: ThemeTokens;
  /** Overrides per `skinTypeValue` (compared as text: 2 and '2' pick the same skin). */
  readonly skins?: Readonly<Record<string, TokenOverrides>> | undefined;
}

/** Layers overrides on tokens; later layers win, groups merge key by key. */
export function mergeTokens(
  tokens: ThemeTokens,
  ...layers: readonly (TokenOverrides | undefined)[]
): ThemeTokens {
  const out: Record<string, object> = { ...tokens };
  for (const layer of layers) {
    for (const group in layer) {
      if (group in out) out[group] = { ...out[group], ...layer[group as TokenGroup] };
    }
  }
  return out as unknown as ThemeTokens;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property name of a token: `cssVarName('color', 'onPrimary')` is `--lk-color-on-primary`. */
export const cssVarName = <G extends TokenGroup>(group: G, key: keyof ThemeTokens[G] & string): string =>
  `--lk-${group}-${kebab(key)}`;

/** A `var()` reference to a token, for inline styles and CSS-in-JS. */
export const cssVar = <G extends TokenGroup>(group: G, key: keyof ThemeTokens[G] & string): string =>
  `var(${cssVarName(group, key)})`;

/** Every token as a custom property, ready for a React `style` or `style.setProperty`. */
export function toCssVars(tokens: ThemeTokens): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [group, values] of Object.entries(tokens)) {
    for (const [key, value] of Object.entries(values as Record<string, string>)) {
      vars[`--lk-${group}-${kebab(key)}`] = value;
    }
  }
  return vars;
}

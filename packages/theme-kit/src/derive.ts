// Turns a base token set plus what the site sends into the tokens a page uses.
import type { HomeLayoutDesign, SiteInfo } from '@lobbykit/contract';
import { contrast, isCssColor, isSafeTokenValue, luminance } from './color';
import { mergeTokens } from './tokens';
import type { ThemeTokens, TokenOverrides, TokenSet } from './tokens';

/** The site info fields that shape the look. */
export type SiteLook = Pick<SiteInfo, 'backgroundColor' | 'skinTypeValue' | 'skinConfigInfo'>;

export interface DeriveTokensInput {
  readonly site?: SiteLook | undefined;
  /** Applied last: a holiday overlay's tokens. */
  readonly overlay?: TokenOverrides | undefined;
}

/**
 * The tokens of a page, layered in this order (later wins): the base set, the skin its
 * `skinTypeValue` picks, the site's `backgroundColor` (with surfaces, borders and, when
 * the base text would not contrast, text colours derived from it), the site's
 * `skinConfigInfo`, then the holiday overlay.
 */
export function deriveTokens(set: TokenSet, { site, overlay }: DeriveTokensInput = {}): ThemeTokens {
  const skinType = site?.skinTypeValue;
  const skin = skinType == null ? undefined : set.skins?.[String(skinType)];
  const skinned = mergeTokens(set.tokens, skin);
  return mergeTokens(
    skinned,
    fromBackground(skinned, site?.backgroundColor),
    fromSkinConfig(skinned, site?.skinConfigInfo),
    overlay,
  );
}

function fromBackground(tokens: ThemeTokens, bg: string | undefined): TokenOverrides | undefined {
  if (!isCssColor(bg)) return undefined;
  // Above this luminance black text contrasts better than white: the background is light.
  const light = (luminance(bg) ?? 0) > 0.179;
  const mix = (share: number) => `color-mix(in oklab, ${bg} ${share}%, ${light ? '#000' : '#fff'})`;
  const text =
    (contrast(tokens.color.text, bg) ?? 21) < 4.5 ? (light ? '#12141c' : '#f6f7fb') : tokens.color.text;
  return {
    color: {
      bg,
      surface: mix(93),
      raised: mix(86),
      border: mix(80),
      ...(text !== tokens.color.text && { text, muted: `color-mix(in oklab, ${text} 72%, ${bg})` }),
    },
    gradient: { surface: `linear-gradient(180deg, ${mix(88)}, ${mix(93)})` },
  };
}

/**
 * `skinConfigInfo` is `{ group: { key: value } }` with the token names of this kit (or
 * that as JSON text). Unknown groups and keys and unsafe values are dropped.
 */
function fromSkinConfig(tokens: ThemeTokens, info: unknown): TokenOverrides {
  if (typeof info === 'string') {
    try {
      info = JSON.parse(info);
    } catch {
      return {};
    }
  }
  const out: Record<string, Record<string, string>> = {};
  if (info && typeof info === 'object') {
    for (const [group, values] of Object.entries(info)) {
      if (!Object.hasOwn(tokens, group) || !values || typeof values !== 'object') continue;
      for (const [key, value] of Object.entries(values as object)) {
        if (Object.hasOwn(tokens[group as keyof ThemeTokens], key) && isSafeTokenValue(value)) {
          (out[group] ??= {})[key] = value;
        }
      }
    }
  }
  return out;
}

const SAFE_IMAGE = /^(?:https?:\/\/|\/)[^\s"'()\\]+$/;

/**
 * The home layout design as custom properties: `--lk-area-<area>` for each colour and
 * `--lk-area-<area>-image` (a `url()`) for each image, area names in kebab case.
 * Values that are not plain colours or plain http(s) or root-relative URLs are dropped.
 */
export function layoutVars(layout: HomeLayoutDesign | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  const name = (area: string) =>
    `--lk-area-${area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/[^a-z\d-]/g, '-')}`;
  for (const [area, color] of Object.entries(layout?.colors ?? {})) {
    if (isCssColor(color)) vars[name(area)] = color;
  }
  for (const [area, url] of Object.entries(layout?.images ?? {})) {
    if (typeof url === 'string' && SAFE_IMAGE.test(url)) vars[`${name(area)}-image`] = `url("${url}")`;
  }
  return vars;
}

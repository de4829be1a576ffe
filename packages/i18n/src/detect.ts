// Choosing the initial language: from the URL, the stored choice, the browser and the
// site's configuration, in that order, always landing on a language the site offers. Also
// the `@lobbykit/i18n/detect` subpath: framework-free, so it never brings in i18next.
import type { LanguageCode } from '@lobbykit/contract';
import { getLanguage, languages } from './languages';

/**
 * The site's languageMatchMode, which decides whether the browser's languages count.
 * The spec names the field but not its values; lobbykit defines them here.
 */
export const LanguageMatchMode = {
  /** URL, stored choice, then the site default: the browser is not consulted. */
  SiteDefault: 0,
  /** URL, stored choice, then the browser languages, matched by language (en-GB -> en_US), then the site default. */
  Browser: 1,
  /** As Browser, but a browser language must match a site language exactly (same code, its hall code, or Chinese by script or region). */
  BrowserExact: 2,
} as const;

export type LanguageMatchModeValue = (typeof LanguageMatchMode)[keyof typeof LanguageMatchMode];

/** One entry of the site's languageInfos. */
export interface SiteLanguageEntry {
  readonly languageCode: string;
  /** Marks the site's default language (true, 1 or '1'). */
  readonly defaultLanguageTag?: boolean | number | string | null | undefined;
}

/** The language fields of the site info (a contract SiteInfo fits). */
export interface SiteLanguageConfig {
  readonly languageInfos?: readonly SiteLanguageEntry[] | null | undefined;
  readonly languageMatchMode?: string | number | null | undefined;
}

/** Where the chosen language came from. */
export type LanguageSource = 'url' | 'storage' | 'browser' | 'site' | 'fallback';

export interface DetectedLanguage {
  readonly code: LanguageCode;
  readonly source: LanguageSource;
}

/** What {@link detectLanguage} weighs. */
export interface DetectLanguageInput {
  readonly site?: SiteLanguageConfig | null | undefined;
  /** The raw language value of the URL, if any. */
  readonly urlLanguage?: string | null | undefined;
  /** The raw stored value, if any. */
  readonly storedLanguage?: string | null | undefined;
  /** The browser's preferred languages, most preferred first (navigator.languages). */
  readonly browserLanguages?: readonly string[] | null | undefined;
}

const names: Record<string, LanguageMatchModeValue> = {
  sitedefault: 0,
  browser: 1,
  browserexact: 2,
};

/**
 * Reads languageMatchMode: 0, 1, 2 (numbers or numeric strings) or the names of
 * {@link LanguageMatchMode}, any case. Missing or unknown values mean Browser (1).
 */
export function parseLanguageMatchMode(value: unknown): LanguageMatchModeValue {
  if (value === 0 || value === '0') return 0;
  if (value === 2 || value === '2') return 2;
  if (typeof value === 'string') return names[value.trim().toLowerCase()] ?? 1;
  return 1;
}

const isOn = (tag: SiteLanguageEntry['defaultLanguageTag']) => tag === true || tag === 1 || tag === '1';

function configuredCodes(site?: SiteLanguageConfig | null): LanguageCode[] {
  const out: LanguageCode[] = [];
  for (const info of site?.languageInfos ?? []) {
    const code =
      typeof info?.languageCode === 'string' ? matchLanguage(info.languageCode, languageCodes) : undefined;
    if (code && !out.includes(code)) out.push(code);
  }
  return out;
}

/**
 * The languages a site offers, in its order (codes matched as {@link matchLanguage} does,
 * unknown ones dropped); all 25 when it lists none the lobby knows.
 */
export function siteLanguageCodes(site?: SiteLanguageConfig | null): LanguageCode[] {
  const configured = configuredCodes(site);
  return configured.length > 0 ? configured : [...languageCodes];
}

const languageCodes: readonly LanguageCode[] = languages.map((language) => language.code);
// Language subtags browsers send that the lobby spells differently.
const aliases: Record<string, string> = { fil: 'tl', in: 'id' };
const traditional = new Set(['hant', 'tw', 'hk', 'mo']);

/**
 * Finds the lobby language a tag names among `available`: the same code in any case and
 * with `-` or `_`, its hall service code (`zh_hk`, `pt`), Chinese by script or region
 * (`zh-Hant`, `zh-HK` -> zh_TW; `zh`, `zh-Hans`, `zh-SG` -> zh_CN). With `loose`, also any
 * language of the same language part (`en-GB` -> en_US, `pt-BR` -> pt_PT).
 */
export function matchLanguage(
  tag: string,
  available: readonly LanguageCode[],
  loose = true,
): LanguageCode | undefined {
  if (typeof tag !== 'string') return undefined;
  const clean = tag.trim().replace(/-/g, '_').toLowerCase();
  if (clean === '' || clean.length > 64) return undefined;
  const exact = available.find(
    (code) => code.toLowerCase() === clean || getLanguage(code).serviceCode === clean,
  );
  if (exact) return exact;
  const [first = '', ...rest] = clean.split('_');
  const lang = aliases[first] ?? first;
  if (lang === 'zh') {
    const wanted = rest.some((part) => traditional.has(part)) ? 'zh_TW' : 'zh_CN';
    if (available.includes(wanted)) return wanted;
  }
  if (!loose) return undefined;
  return available.find((code) => code.slice(0, code.indexOf('_')).toLowerCase() === lang);
}

/** The site's default: the entry tagged default, else its first language. */
export function siteDefaultLanguage(site?: SiteLanguageConfig | null): LanguageCode {
  const available = siteLanguageCodes(site);
  for (const info of site?.languageInfos ?? []) {
    if (!isOn(info?.defaultLanguageTag)) continue;
    const code =
      typeof info.languageCode === 'string' ? matchLanguage(info.languageCode, available) : undefined;
    if (code) return code;
  }
  return available[0]!;
}

/**
 * Chooses the initial language: the URL, then the stored choice, then (unless the site's
 * match mode is SiteDefault) the browser languages in order, then the site default. Every
 * candidate must be a language the site offers; one that is not is skipped, never an error.
 */
export function detectLanguage(input: DetectLanguageInput): DetectedLanguage {
  const site = input.site ?? undefined;
  const available = siteLanguageCodes(site);
  const url = input.urlLanguage ? matchLanguage(input.urlLanguage, available) : undefined;
  if (url) return { code: url, source: 'url' };
  const stored = input.storedLanguage ? matchLanguage(input.storedLanguage, available) : undefined;
  if (stored) return { code: stored, source: 'storage' };
  const mode = parseLanguageMatchMode(site?.languageMatchMode);
  if (mode !== LanguageMatchMode.SiteDefault) {
    for (const tag of input.browserLanguages ?? []) {
      const code = matchLanguage(tag, available, mode === LanguageMatchMode.Browser);
      if (code) return { code, source: 'browser' };
    }
  }
  return { code: siteDefaultLanguage(site), source: configuredCodes(site).length > 0 ? 'site' : 'fallback' };
}

/**
 * The language value of a URL: the `param` query parameter of the search part, or of the
 * query inside a hash route (`#/home?lang=th_TH`). Undefined when absent or unreadable.
 */
export function readUrlLanguage(url: string | URL | null | undefined, param = 'lang'): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return undefined;
  }
  const direct = parsed.searchParams.get(param);
  if (direct) return direct;
  const query = parsed.hash.indexOf('?');
  return query === -1
    ? undefined
    : (new URLSearchParams(parsed.hash.slice(query + 1)).get(param) ?? undefined);
}

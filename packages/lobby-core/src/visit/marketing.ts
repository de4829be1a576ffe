/**
 * Marketing and tracking query parameters (spec §2 "Navigation behaviour"): the ones a visit
 * keeps from its landing URL and carries to the root. Only allow-listed names survive, and only
 * with values of a plain charset and length: a value from the URL is never trusted.
 */

/** Agent, channel and inviter codes (spec §6: the agent or channel is identified by id or cid). */
const AGENT_PARAMS = ['id', 'cid', 'aid', 'afId', 'inviteCode'];
/** Per-site analytics ids. */
const ANALYTICS_PARAMS = ['gtagId', 'gtmId'];

/**
 * The spec names families ("pixel ids, click ids, appsflyer ids") rather than every member, so
 * each family is a name pattern: `pixelId`, `fbPixelId`, `kwai_pixel_id`; `fbclid`, `gclid`,
 * `ttclid`, `click_id`; the AppsFlyer link parameters `pid`, `c` and `af_*`.
 */
const FAMILY_PATTERNS = [
  /^[a-z]{0,12}_?pixel_?id$/i,
  /^[a-z]{1,8}clid$/i,
  /^click_?id$/i,
  /^af_[a-z0-9_]{1,24}$/i,
  /^(pid|c)$/,
];
/** The spec's `mock.*` and `fixed.*`: debugging switches, kept only when the build allows them. */
const DEBUG_PATTERN = /^(mock|fixed)\.[A-Za-z0-9_]{1,32}$/;

/** Longest value kept: click ids run to about 200 characters. */
export const MARKETING_VALUE_MAX_LENGTH = 256;
/** Most parameters kept from one URL, so a URL cannot flood the visit. */
export const MARKETING_MAX_PARAMS = 32;
// Ids, codes and click ids: letters, digits and the URL-safe punctuation they use.
const SAFE_VALUE = /^[A-Za-z0-9._~:@-]+$/;

export interface MarketingParamOptions {
  /**
   * Keep `mock.*` and `fixed.*` (development and preview builds). Production builds drop them.
   * @default false
   */
  readonly debugParams?: boolean | undefined;
}

/** Marketing and tracking parameters by name, in the order the URL gave them. */
export type MarketingParams = Readonly<Record<string, string>>;

/** Whether `name` is an allow-listed marketing or tracking parameter. */
export function isMarketingParam(name: string, options: MarketingParamOptions = {}): boolean {
  if (typeof name !== 'string' || name.length > 40) return false;
  if (AGENT_PARAMS.includes(name) || ANALYTICS_PARAMS.includes(name)) return true;
  if (FAMILY_PATTERNS.some((pattern) => pattern.test(name))) return true;
  return options.debugParams === true && DEBUG_PATTERN.test(name);
}

/** Whether a value may be kept: non-empty, not too long, plain characters only. */
export function isSafeMarketingValue(value: string): boolean {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MARKETING_VALUE_MAX_LENGTH &&
    SAFE_VALUE.test(value)
  );
}

function searchOf(url: string | URL | URLSearchParams): URLSearchParams[] {
  if (url instanceof URLSearchParams) return [url];
  let parsed: URL;
  try {
    parsed = new URL(String(url), 'http://localhost');
  } catch {
    return [];
  }
  // A hash route (`#/home?id=7`) carries its own query; the search part wins on a clash.
  const hashQuery = parsed.hash.indexOf('?');
  return hashQuery === -1
    ? [parsed.searchParams]
    : [parsed.searchParams, new URLSearchParams(parsed.hash.slice(hashQuery + 1))];
}

/**
 * The allow-listed marketing and tracking parameters of a URL (string or URL, or its search
 * part), first value of each name, unsafe values dropped.
 * @example pickMarketingParams('https://lobby.example/?cid=8201&gclid=Cj0K&x=1') // { cid: '8201', gclid: 'Cj0K' }
 */
export function pickMarketingParams(
  url: string | URL | URLSearchParams,
  options: MarketingParamOptions = {},
): MarketingParams {
  const kept: Record<string, string> = {};
  let size = 0;
  for (const params of searchOf(url)) {
    for (const [name, value] of params) {
      if (size >= MARKETING_MAX_PARAMS) return kept;
      if (Object.hasOwn(kept, name) || !isMarketingParam(name, options) || !isSafeMarketingValue(value)) {
        continue;
      }
      kept[name] = value;
      size += 1;
    }
  }
  return kept;
}

/** The home page's category tab (`gameCategoryId`): a whole number 0..9999, or undefined. */
export function parseGameCategoryId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,4}$/.test(text)) return undefined;
  return Number(text);
}

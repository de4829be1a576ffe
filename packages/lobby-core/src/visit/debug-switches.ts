/**
 * The debug switches of spec §9 (`mock.cardLite`, `keepAlive`, `noLazy`, `blurAnimation`,
 * `openPC`, `animationMode`), and lobbykit's `mock.pseudoLocale`: query flags a tester adds to the landing URL of a development or
 * preview build. A production build never reads them. Only a closed set of values counts: the
 * URL is typed by anyone, so anything else switches nothing.
 */

/** How much the lobby animates (the `animationMode` switch). */
export type AnimationMode = 'full' | 'reduced' | 'none';

export const ANIMATION_MODES: readonly AnimationMode[] = ['full', 'reduced', 'none'];

/**
 * The switches a visit landed with; a switch that is off is absent (so a production build's
 * visit holds `{}`). What each one does is lobby-ui's (see the lobby-core README).
 */
export interface DebugSwitches {
  /** `mock.cardLite`: game cards render their lite form (no picture, the name only). */
  readonly cardLite?: true;
  /** `keepAlive`: the pages visited stay mounted (hidden), keeping their state. */
  readonly keepAlive?: true;
  /** `noLazy`: the code-split pages load at start, not when first opened. */
  readonly noLazy?: true;
  /** `blurAnimation`: the backdrop of a dialog animates its blur as it opens. */
  readonly blurAnimation?: true;
  /** `openPC`: the desktop layout on a phone. */
  readonly openPC?: true;
  /** `mock.pseudoLocale`: every text in the pseudo-locale (en_XA), to find clipped and hard-coded texts. */
  readonly pseudoLocale?: true;
  /** `animationMode`: how much the lobby animates. */
  readonly animationMode?: AnimationMode;
}

type FlagSwitch = Exclude<keyof DebugSwitches, 'animationMode'>;

/** Each on/off switch by its query name. */
const FLAGS: readonly (readonly [query: string, key: FlagSwitch])[] = [
  ['mock.cardLite', 'cardLite'],
  ['keepAlive', 'keepAlive'],
  ['noLazy', 'noLazy'],
  ['blurAnimation', 'blurAnimation'],
  ['openPC', 'openPC'],
  ['mock.pseudoLocale', 'pseudoLocale'],
];
const ANIMATION_MODE_PARAM = 'animationMode';

/** `?noLazy`, `?noLazy=1` and `?noLazy=true` switch it on; `0`, `false` or anything else do not. */
const ON_VALUES: readonly string[] = ['', '1', 'true'];

/**
 * The switches of a query string (`?a=1&b`, the leading `?` optional). A name given twice is
 * ignored, as a value outside its closed set is: a tester who means it gives it once.
 * With `enabled` false (a production build) nothing is read.
 * @example readDebugSwitches('?noLazy&animationMode=none', true) // { noLazy: true, animationMode: 'none' }
 */
export function readDebugSwitches(search: string, enabled: boolean): DebugSwitches {
  if (!enabled || typeof search !== 'string' || search === '') return {};
  const params = new URLSearchParams(search);
  const single = (name: string): string | undefined => {
    const values = params.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };
  const switches: { -readonly [K in keyof DebugSwitches]: DebugSwitches[K] } = {};
  for (const [query, key] of FLAGS) {
    const value = single(query);
    if (value !== undefined && ON_VALUES.includes(value)) switches[key] = true;
  }
  const mode = single(ANIMATION_MODE_PARAM);
  const known = ANIMATION_MODES.find((candidate) => candidate === mode);
  if (known !== undefined) switches.animationMode = known;
  return switches;
}

/** The query part of an address (its hash route's query after it), or '' when it has none. */
export function searchOfHref(href: string): string {
  let url: URL;
  try {
    url = new URL(href, 'http://localhost');
  } catch {
    return '';
  }
  // A hash route (`#/home?noLazy`) carries its own query, as marketing parameters do.
  const hashQuery = url.hash.indexOf('?');
  if (hashQuery === -1) return url.search;
  const hash = url.hash.slice(hashQuery + 1);
  return url.search === '' ? hash : `${url.search}&${hash}`;
}

// @ts-check
// Boot data in the served page: the site's snapshot as a JSON data block the lobby reads at
// once instead of asking the hall (the first paint needs no API round trip). A data block is
// not script, so the policy needs no 'unsafe-inline'; it must only be impossible to break out of.
import { brandOf, languageOf } from './page-hints.js';

/** The element the lobby reads: `<script type="application/json" id="lobby-boot">`. */
export const BOOT_DATA_ID = 'lobby-boot';

/** The placeholder a theme app's index.html carries (anything between the tags is replaced). */
const PLACEHOLDER = new RegExp(
  `<script\\b[^>]*\\bid=["']?${BOOT_DATA_ID}["']?[^>]*>[\\s\\S]*?</script\\s*>`,
  'i',
);

/** Site codes are plain words: nothing that needs escaping in an attribute. */
const SITE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The characters that could end the data block or change how the HTML parser reads it (`<` of
 * `</script>` and `<!--`), plus the line separators older parsers took for line ends, written
 * as JSON escapes: JSON.parse reads them back as the same characters.
 * @type {Record<string, string>}
 */
const ESCAPES = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * The boot data as the text of a JSON data block, or undefined when there is nothing to write
 * (`undefined`, a function). Throws on what JSON cannot hold (a BigInt, a cycle).
 * @param {unknown} value
 * @returns {string | undefined}
 */
export function serializeBootData(value) {
  const json = JSON.stringify(value);
  return json === undefined ? undefined : json.replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char] ?? char);
}

/**
 * Where the page sends its tracking beacons instead of the vendors' own origins (a site's
 * first-party proxy, the reference hall's fakes): a plain http(s) URL, which may have a path,
 * and nothing else. Answers it without a trailing slash, ready for an attribute.
 * @param {string} value
 */
function trackingBase(value) {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const plain =
    (url?.protocol === 'http:' || url?.protocol === 'https:') &&
    !url.host.includes('*') &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password;
  if (!plain || !url) throw new TypeError(`trackingOrigin: ${JSON.stringify(value)} is not an http(s) URL`);
  // The URL parser has percent-encoded quotes and angle brackets; `&` is the one left to escape.
  return url.href.replace(/\/$/, '').replaceAll('&', '&amp;');
}

/**
 * The page with its boot data block: the placeholder replaced, or the block added before
 * `</head>` when the app has none. The block always says the site code, so a lobby without
 * boot data (the hall did not answer) still knows which site it is; empty means "ask the hall".
 * @param {string} html the built index.html
 * @param {{ siteCode: string, json: string | undefined, trackingOrigin?: string | undefined }} data `json`
 *   from serializeBootData; `trackingOrigin` where the page sends its tracking beacons (see trackingBase)
 */
export function withBootData(html, { siteCode, json, trackingOrigin }) {
  if (!SITE_CODE.test(siteCode))
    throw new TypeError(`withBootData: ${JSON.stringify(siteCode)} is not a site code`);
  const tracking =
    trackingOrigin === undefined ? '' : ` data-tracking-origin="${trackingBase(trackingOrigin)}"`;
  const block = `<script type="application/json" id="${BOOT_DATA_ID}" data-site-code="${siteCode}"${tracking}>${json ?? ''}</script>`;
  if (PLACEHOLDER.test(html)) return html.replace(PLACEHOLDER, () => block);
  const head = html.search(/<\/head\s*>/i);
  if (head === -1)
    throw new Error(`withBootData: the page has no <script id="${BOOT_DATA_ID}"> and no </head>`);
  return `${html.slice(0, head)}${block}${html.slice(head)}`;
}

/**
 * @typedef {{ json: string | undefined, value: unknown, brand: string | undefined, language: string | undefined, at: number }} Entry
 */

const LANGUAGE_TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;

/**
 * The language tags of an Accept-Language header, most wanted first: `q` weights order them
 * (ties keep the header's order), `*` and malformed tags are skipped, at most 5 are kept.
 * @param {string | undefined} header
 * @returns {string[]}
 */
export function acceptedLanguages(header) {
  if (typeof header !== 'string') return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => LANGUAGE_TAG.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .slice(0, 5)
    .map(({ tag }) => tag);
}

/**
 * What one cached boot data answers for: the site, the URL's `lang` and the first three of the
 * visitor's languages (what a lobby chooses its language from, bar the visitor's stored choice).
 * @param {import('../index.js').BootDataRequest} request
 */
function cacheKey({ siteCode, url, languages }) {
  return [siteCode, url.searchParams.get('lang') ?? '', ...languages.slice(0, 3)].join('|').toLowerCase();
}

/**
 * Boot data per site and language, kept `ttlMs` so a page load does not cost a hall call. A load that fails,
 * answers nothing or outlasts `timeoutMs` leaves the page without boot data (the lobby asks the
 * hall itself) and logs one line; a failure is not kept, so the next page load asks again. A
 * slow load still fills the cache when it lands. Loads for one site never overlap.
 * @param {{
 *   load: import('../index.js').BootDataSource,
 *   ttlMs?: number,
 *   timeoutMs?: number,
 *   now?: () => number,
 *   log?: (line: string) => void,
 * }} options
 */
export function createBootDataCache({
  load,
  ttlMs = 30_000,
  timeoutMs = 2_000,
  now = Date.now,
  log = (line) => console.warn(line),
}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  /** @type {Map<string, Promise<Entry | undefined>>} */
  const loading = new Map();

  /** @param {import('../index.js').BootDataRequest} request */
  function refresh(request) {
    const { siteCode } = request;
    const key = cacheKey(request);
    const running = loading.get(key);
    if (running) return running;
    const started = now();
    // Through `then`, so even a source that throws at once settles after `loading` holds it.
    const promise = Promise.resolve(request)
      .then(load)
      .then((value) => {
        const json = serializeBootData(value);
        if (json === undefined) {
          log(`lobby-server: no boot data for site ${siteCode} (none answered); the page goes without`);
          return undefined;
        }
        const entry = { json, value, brand: brandOf(value), language: languageOf(value), at: started };
        entries.set(key, entry);
        return entry;
      })
      .catch((/** @type {unknown} */ error) => {
        log(`lobby-server: no boot data for site ${siteCode} (${describe(error)}); the page goes without`);
        return undefined;
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  }

  /**
   * The boot data of this request's site, or undefined.
   * @param {{ siteCode: string, url: URL, languages?: readonly string[] }} request
   * @returns {Promise<Entry | undefined>}
   */
  async function entryFor({ languages = [], ...rest }) {
    const request = { ...rest, languages };
    const cached = entries.get(cacheKey(request));
    if (cached && now() - cached.at < ttlMs) return cached;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => {
        log(
          `lobby-server: no boot data for site ${request.siteCode} (no answer in ${timeoutMs} ms); the page goes without`,
        );
        resolve(undefined);
      }, timeoutMs);
    });
    try {
      return /** @type {Entry | undefined} */ (await Promise.race([refresh(request), late]));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /**
     * The boot data block's text for this request's site, or undefined.
     * @param {{ siteCode: string, url: URL, languages?: readonly string[] }} request
     * @returns {Promise<string | undefined>}
     */
    get: async (request) => (await entryFor(request))?.json,
    /**
     * The boot data block's text, the site's name and the language of the texts, for this
     * request's site; `entry`, the cached boot data itself (its `value`: what a server render
     * renders from; what lives as long as it does can hang on it).
     * @param {{ siteCode: string, url: URL, languages?: readonly string[] }} request
     * @returns {Promise<{ json: string | undefined, brand: string | undefined, language: string | undefined, entry: Entry | undefined }>}
     */
    page: async (request) => {
      const entry = await entryFor(request);
      return { json: entry?.json, brand: entry?.brand, language: entry?.language, entry };
    },
  };
}

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? error.message : String(error);
}

// @ts-check
// The boot data of a site, made the way the lobby itself would read it: a lobby of
// @lobbykit/lobby-core boots in Node against the hall, loads what the page's first screen shows
// (site, lines, status and layout, categories, providers, the hot list, the first page of the
// home's first categories and of the category the address opens), and its store becomes the
// snapshot the page is served with.
import { chooseLanguage, createLobby } from '@lobbykit/lobby-core';

/** How long a site's snapshot is reused before the hall is asked again. */
const REUSE_MS = 30_000;

/**
 * The categories whose games the home's first screen shows under the hot games. Every list in the
 * snapshot is bytes in the page, work for the phone before its first render and a call when the
 * lobby revalidates; a section further down asks for its games as the visitor scrolls near it.
 */
const FIRST_SCREEN_CATEGORIES = 2;

/**
 * The category the address opens (`gameCategoryId`), if it is a plain positive id.
 * @param {URL} url
 * @returns {number | undefined}
 */
function categoryOfAddress(url) {
  const value = url.searchParams.get('gameCategoryId');
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/**
 * @typedef {{ readonly siteCode: string, readonly staticKey: string }} SnapshotSite
 * @typedef {{
 *   sites: readonly SnapshotSite[],
 *   lines: { api: readonly string[], assets?: readonly string[] },
 *   now?: () => number,
 * }} LobbyBootDataOptions
 */

/**
 * A `bootData` source for `serveLobby` / `serveThemes`: the snapshot of a site in the language
 * the visitor's lobby will choose (the URL's `lang`, the browser's languages, the site's
 * default), made once per `REUSE_MS` (concurrent pages share one), undefined for a site it does
 * not know.
 * @param {LobbyBootDataOptions} options
 * @returns {import('../index.js').BootDataSource & { warm(siteCode: string, languages?: readonly string[]): Promise<unknown> }}
 */
export function lobbyBootData({ sites, lines, now = Date.now }) {
  /** @type {Map<string, { at: number, value: Promise<Snapshot | undefined> }>} */
  const made = new Map();
  /**
   * The site's snapshot in one language (undefined: the site's default), made or reused.
   * @param {SnapshotSite} site
   * @param {string | undefined} language
   * @param {number} [category] a category page's id beyond the home's first screen
   */
  const snapshotIn = (site, language, category) => {
    const key = `${site.siteCode}|${language ?? ''}|${category ?? ''}`;
    const kept = made.get(key);
    if (kept && now() - kept.at < REUSE_MS) return kept.value;
    const value = makeSnapshot(site, lines, language, category, now);
    made.set(key, { at: now(), value });
    // A failure is not kept: the next page asks the hall again.
    value.catch(() => made.delete(key));
    return value;
  };
  /** @param {import('../index.js').BootDataRequest} request */
  const snapshotOf = async (request) => {
    const site = sites.find((candidate) => candidate.siteCode === request.siteCode);
    if (!site) return undefined;
    // The default snapshot's site info says which language this visitor's lobby will choose
    // (lobby-core's own rule); one snapshot per language, however the browsers spell it.
    const base = await snapshotIn(site, undefined);
    if (!base) return undefined;
    const { code } = chooseLanguage({
      site: base.siteInfo,
      url: request.url.href,
      browserLanguages: request.languages,
    });
    const inLanguage = code === base.language ? base : await snapshotIn(site, code);
    // A category page beyond the home's first screen: a snapshot with its games too (one per
    // category the site has, so a made-up id costs nothing).
    const category = categoryOfAddress(request.url);
    if (!inLanguage || category === undefined) return inLanguage;
    const carried = inLanguage.games?.some((list) => list.request.categoryId === category);
    const known = inLanguage.categories?.some((entry) => entry.id === category);
    return carried || !known ? inLanguage : snapshotIn(site, inLanguage.language, category);
  };
  const source =
    /** @type {import('../index.js').BootDataSource & { warm(siteCode: string, languages?: readonly string[]): Promise<unknown> }} */ (
      (request) => snapshotOf(request)
    );
  source.warm = (siteCode, languages = []) =>
    snapshotOf({ siteCode, url: new URL('http://lobby.invalid/'), languages }).catch(() => undefined);
  return source;
}

/**
 * @typedef {import('@lobbykit/lobby-core').BootSnapshot} Snapshot
 * @param {SnapshotSite} site
 * @param {LobbyBootDataOptions['lines']} lines
 * @param {string | undefined} language
 * @param {number | undefined} category a category page's id, whose games the snapshot carries too
 * @param {() => number} now the lobby's clock: its calls' timestamps and the snapshot's dates
 * @returns {Promise<Snapshot | undefined>}
 */
async function makeSnapshot(site, lines, language, category, now) {
  const lobby = createLobby({
    siteCode: site.siteCode,
    staticKey: site.staticKey,
    lines: { api: [...lines.api], assets: [...(lines.assets ?? [])] },
    location: 'http://lobby.invalid/',
    browserLanguages: language ? [language] : [],
    // No revalidation and no line re-tests in a lobby that lives for one snapshot.
    revalidateAfterMs: 3_600_000,
    // The source's clock: a per-site release dates its snapshot from its manifest, against a
    // hall on that same clock (its calls would otherwise be refused as skewed).
    now,
  });
  try {
    const ready = await lobby.boot();
    if (ready.status !== 'ready') return undefined;
    const { endpoints } = lobby.api;
    /** @param {{ unwrap(): Promise<unknown> }} request */
    const settle = (request) => request.unwrap().catch(() => undefined);
    const dispatch = lobby.store.dispatch;
    const [categories] = await Promise.all([
      settle(dispatch(endpoints.gameCategories.initiate())),
      settle(dispatch(endpoints.systemStatus.initiate())),
      settle(dispatch(endpoints.optimizationSiteConfig.initiate())),
      settle(dispatch(endpoints.siteUrlConfig.initiate())),
      settle(dispatch(endpoints.gameProviders.initiate(undefined))),
      settle(dispatch(endpoints.gamePages.initiate({ hot: true }))),
    ]);
    // The same requests the home page makes, so their first pages paint with no request.
    const list = /** @type {{ id: number }[]} */ (Array.isArray(categories) ? categories : []);
    const ids = list.slice(0, FIRST_SCREEN_CATEGORIES).map((entry) => entry.id);
    if (category !== undefined && !ids.includes(category)) ids.push(category);
    await Promise.all(
      ids.map((categoryId) => settle(dispatch(endpoints.gamePages.initiate({ categoryId })))),
    );
    return lobby.snapshot();
  } finally {
    lobby.dispose();
  }
}

// @ts-check
// The theme app's first screen in the served page: the app's server entry (built beside its
// dist/, in dist-server/) renders the page from the boot data the page carries, and the server
// puts the markup in the root instead of the splash. A render is made once per site, page
// (path and query), language and layout while its boot data lasts; one that throws or outlasts
// its time leaves the page with the splash, as before, and is logged once.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkLang, checkRootAttributes } from './render-page.js';

/** Where a theme app's build puts its server entry, beside `dist/`. */
const SERVER_ENTRY = join('..', 'dist-server', 'server.js');

/**
 * The render function of a theme app's server entry (`export function render(request)`), or
 * undefined when the app was built without one.
 * @param {string} distDir the app's client build (`dist/`)
 * @returns {Promise<import('../index.js').ServerRender | undefined>}
 */
export async function loadServerRender(distDir) {
  const file = join(distDir, SERVER_ENTRY);
  if (!existsSync(file)) return undefined;
  const module = /** @type {{ render?: unknown }} */ (await import(pathToFileURL(file).href));
  if (typeof module.render !== 'function')
    throw new Error(`loadServerRender: ${file} exports no render function`);
  return /** @type {import('../index.js').ServerRender} */ (module.render);
}

/**
 * The layout a request asks for: a phone's when the browser says it is a phone (the
 * `Sec-CH-UA-Mobile` client hint, or "Mobile" in its user agent), a desktop's otherwise. The
 * page checks it against its viewport before it hydrates the markup.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {'phone' | 'desktop'}
 */
export function layoutOfRequest(headers) {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'desktop';
  return /\bMobile\b/.test(String(headers['user-agent'] ?? '')) ? 'phone' : 'desktop';
}

/** Where a render's stylesheet is served from: `/lobby-render/<hash>.css`. */
export const RENDER_STYLES_PATH = /^\/lobby-render\/([a-f0-9]{32})\.css$/;

/** How many renders' stylesheets are kept (a page links one; its load comes right after). */
const STYLES_KEPT = 200;

/**
 * @typedef {{ html: string, head: string, stylesHref: string | undefined, attributes: Readonly<Record<string, string>>, lang?: string | undefined }} PageRender
 */

/**
 * Renders per boot data entry (site and language), page and layout; serves their stylesheets.
 * @param {{
 *   render: import('../index.js').ServerRender,
 *   timeoutMs?: number,
 *   log?: (line: string) => void,
 * }} options
 */
export function createRenderCache({ render, timeoutMs = 2_000, log = (line) => console.warn(line) }) {
  /** @type {WeakMap<object, Map<string, Promise<PageRender | undefined>>>} */
  const byEntry = new WeakMap();
  /** @type {Map<string, string>} */
  const styles = new Map();

  /** @param {string} css */
  function keepStyles(css) {
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 32);
    styles.delete(hash);
    styles.set(hash, css);
    while (styles.size > STYLES_KEPT) styles.delete(/** @type {string} */ (styles.keys().next().value));
    return `/lobby-render/${hash}.css`;
  }

  /**
   * @param {Omit<import('../index.js').ServerRenderRequest, 'signal'>} request
   * @returns {Promise<PageRender | undefined>}
   */
  async function make(request) {
    const controller = new AbortController();
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const late = new Promise((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`no render in ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const page = /** @type {import('../index.js').ServerRenderedPage} */ (
        await Promise.race([Promise.resolve({ ...request, signal: controller.signal }).then(render), late])
      );
      if (typeof page?.html !== 'string' || page.html === '')
        throw new Error('the render answered no markup');
      checkRootAttributes(page.attributes ?? {});
      if (page.lang !== undefined) checkLang(page.lang);
      return {
        html: page.html,
        head: page.head ?? '',
        stylesHref: page.css ? keepStyles(page.css) : undefined,
        attributes: page.attributes ?? {},
        lang: page.lang,
      };
    } catch (error) {
      log(
        `lobby-server: no server render of ${request.url} (${request.layout}) for site ${request.siteCode} (${describe(error)}); the page shows the splash`,
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /**
     * The render of a page for the boot data `entry` it is served with (made once per page,
     * language and layout while the entry lasts; a failure too, so it is logged once).
     * @param {object} entry the boot data cache's entry: the render lives as long as it
     * @param {Omit<import('../index.js').ServerRenderRequest, 'signal'> & { language: string | undefined }} request
     * @returns {Promise<PageRender | undefined>}
     */
    page(entry, { language, ...request }) {
      let renders = byEntry.get(entry);
      if (!renders) byEntry.set(entry, (renders = new Map()));
      const { pathname, search } = new URL(request.url);
      const key = [request.siteCode, pathname + search, language ?? '', request.layout].join('|');
      let made = renders.get(key);
      if (!made) renders.set(key, (made = make(request)));
      return made;
    },
    /**
     * A render's stylesheet, by the hash in its path, or undefined when none is kept.
     * @param {string} hash
     */
    styles: (hash) => styles.get(hash),
  };
}

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? error.message : String(error);
}

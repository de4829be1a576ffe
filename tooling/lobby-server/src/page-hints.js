// @ts-check
// What the served page carries besides its boot data, so the first paint needs no script and
// the first render waits for no second round trip: the site's name in the splash, and a
// preload of the texts of the language the lobby will start in.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The longest site name the splash shows; a longer one is cut (a name, not a paragraph). */
const BRAND_MAX = 60;

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The site's name in its boot data (the name the lobby's header shows: `siteName`, else
 * `title`), or undefined.
 * @param {unknown} value
 * @returns {string | undefined}
 */
export function brandOf(value) {
  const site = /** @type {{ siteInfo?: { siteName?: unknown, title?: unknown } } | null} */ (value)?.siteInfo;
  const name = [site?.siteName, site?.title].find(
    (candidate) => typeof candidate === 'string' && candidate.trim(),
  );
  return typeof name === 'string' ? name.trim().slice(0, BRAND_MAX) : undefined;
}

/** The opening tag of the splash an app paints before any script (lobby-ui's BootSplash markup). */
const SPLASH = /<div\b[^>]*\bclass="lk-splash"[^>]*>/i;

/**
 * The page with the site's name written into its splash, so the first paint is the site's and
 * happens before any script has run. A page without the splash, or no name, is left as it is.
 * @param {string} html
 * @param {string | undefined} brand
 */
export function withSplashBrand(html, brand) {
  if (!brand) return html;
  const text = brand.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
  return html.replace(SPLASH, (tag) => `${tag}<p class="lk-splash__brand">${text}</p>`);
}

/** Language codes as lobby-core writes them in a snapshot (`en_US`). */
const LANGUAGE_CODE = /^[a-z]{2}_[A-Z]{2}$/;

/**
 * The language the boot data's texts are in (the lobby starts in it), or undefined.
 * @param {unknown} value
 * @returns {string | undefined}
 */
export function languageOf(value) {
  const language = /** @type {{ language?: unknown } | null} */ (value)?.language;
  return typeof language === 'string' && LANGUAGE_CODE.test(language) ? language : undefined;
}

/** A built language chunk: `assets/en_US-<hash>.js` (@lobbykit/i18n loads one per language). */
const LOCALE_CHUNK = /^([a-z]{2}_[A-Z]{2})-[\w-]+\.js$/;

/**
 * The built chunk of each language's texts, by language code, as paths from the site root.
 * @param {string} distDir
 * @returns {Map<string, string>}
 */
export function localeChunks(distDir) {
  /** @type {Map<string, string>} */
  const chunks = new Map();
  let files = /** @type {string[]} */ ([]);
  try {
    files = readdirSync(join(distDir, 'assets'));
  } catch {
    return chunks;
  }
  for (const file of files) {
    const code = LOCALE_CHUNK.exec(file)?.[1];
    if (code) chunks.set(code, `/assets/${file}`);
  }
  return chunks;
}

/**
 * The page with a module preload of `href` at the end of its head: the browser fetches the
 * texts beside the entry script instead of after it has run. Unchanged without `href`.
 * @param {string} html
 * @param {string | undefined} href a path from `localeChunks` (never a visitor's input)
 */
export function withModulePreload(html, href) {
  if (!href) return html;
  const head = html.search(/<\/head\s*>/i);
  if (head === -1) return html;
  return `${html.slice(0, head)}<link rel="modulepreload" crossorigin href="${href}">${html.slice(head)}`;
}

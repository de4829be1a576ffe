// @ts-check
// What a per-site release writes besides the theme build's own files, as pure functions of the
// manifest, the build's index.html and the site's snapshot: the page, the headers file with
// the site's policy, the version file and the list of every file with its hash.
import { createHash } from 'node:crypto';
import { trackingVendors } from '@lobbykit/lobby-core/tracking';
import { serializeBootData, withBootData } from '../src/boot-data.js';
import { securityHeaders } from '../src/csp.js';
import { brandOf, languageOf, withModulePreload, withSplashBrand } from '../src/page-hints.js';

/**
 * @typedef {import('./site-manifest.js').SiteManifest} SiteManifest
 */

/**
 * The page of the site: the build's index.html with the site's boot block (code, snapshot,
 * tracking proxy), its name in the splash and a preload of its language's texts, as
 * `serveLobby` answers a page with boot data but no server render.
 * @param {string} indexHtml the theme build's index.html
 * @param {{ manifest: SiteManifest, snapshot: unknown, texts: ReadonlyMap<string, string> }} site
 *   `texts`: the build's language chunks (`localeChunks`)
 */
export function sitePage(indexHtml, { manifest, snapshot, texts }) {
  const withData = withBootData(indexHtml, {
    siteCode: manifest.siteCode,
    json: serializeBootData(snapshot),
    trackingOrigin: manifest.domains.tracking,
  });
  const language = languageOf(snapshot);
  return withModulePreload(withSplashBrand(withData, brandOf(snapshot)), language && texts.get(language));
}

/**
 * Where the site's pages may send tracking beacons: its tracking proxy, else the vendors its
 * tracking ids are for (an id no vendor of lobby-core serves, a GTM container, needs none).
 * @param {SiteManifest} manifest
 * @returns {string[]}
 */
export function beaconOrigins(manifest) {
  if (manifest.domains.tracking) return [manifest.domains.tracking];
  const vendors = trackingVendors.filter((vendor) =>
    manifest.analytics.some((entry) => vendor.serves(entry)),
  );
  return vendors.map((vendor) => vendor.origin);
}

/**
 * The site's security headers: lobby-server's policy for its lines (the page calls its API and
 * asset domains and shows pictures from the asset ones; demo games are framed from the API
 * domains, the hall's own pages there).
 * @param {SiteManifest} manifest
 */
function siteHeaders(manifest) {
  const { api, assets } = manifest.domains;
  return securityHeaders({
    connect: [...api, ...assets],
    images: assets,
    frames: api,
    beacons: beaconOrigins(manifest),
  });
}

/**
 * A `_headers` file (the format Netlify and Cloudflare Pages read): every path with the site's
 * security headers; the pages and the version file never reused without asking, the hashed
 * assets kept for good.
 * @param {SiteManifest} manifest
 */
export function headersFile(manifest) {
  const block = (/** @type {string} */ path, /** @type {Record<string, string>} */ headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', siteHeaders(manifest)),
    block('/', { 'Cache-Control': 'no-cache' }),
    block('/index.html', { 'Cache-Control': 'no-cache' }),
    block('/pages/*', { 'Cache-Control': 'no-cache' }),
    block('/op.json', { 'Cache-Control': 'no-store' }),
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
  ].join('\n')}\n`;
}

/**
 * The site's `/op.json`: the version deployed, which an open page compares with its own.
 * @param {SiteManifest} manifest
 */
export function versionFile(manifest) {
  const { version, siteCode, releasedAt } = manifest;
  return `${JSON.stringify({ version, siteCode, releasedAt }, null, 2)}\n`;
}

/** @param {Uint8Array | string} content */
export const sha256 = (content) => createHash('sha256').update(content).digest('hex');

/**
 * `release-manifest.json`: the release's every file (but itself) with its size and sha256, in
 * path order, so two releases compare by one hash each.
 * @param {SiteManifest} manifest
 * @param {ReadonlyMap<string, Uint8Array | string>} files by path from the release's root (`/` separated)
 */
export function releaseManifest(manifest, files) {
  const list = [...files.keys()].sort().map((path) => {
    const content = /** @type {Uint8Array | string} */ (files.get(path));
    return { path, bytes: Buffer.byteLength(content), sha256: sha256(content) };
  });
  const { siteCode, theme, version, releasedAt } = manifest;
  return `${JSON.stringify({ siteCode, theme, version, releasedAt, files: list }, null, 2)}\n`;
}

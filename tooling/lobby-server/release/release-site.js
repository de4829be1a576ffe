// @ts-check
// A site's release: the theme's build as it is (never rebuilt), plus the site's page with its
// boot snapshot, its headers file, its version file and the list of every file with its hash,
// written to one folder a static host serves as the site. Same inputs, same bytes.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { localeChunks } from '../src/page-hints.js';
import { themeApps } from '../src/themes.js';
import { headersFile, releaseManifest, sha256, sitePage, versionFile } from './release-files.js';
import { readSiteManifest } from './site-manifest.js';
import { hallSnapshot, referenceHallSnapshot, releaseSnapshot } from './site-snapshot.js';

/** The list of the release's files, written last (it names every other one). */
export const RELEASE_MANIFEST = 'release-manifest.json';

/**
 * @typedef {import('./site-manifest.js').SiteManifest} SiteManifest
 * @typedef {import('../index.js').ThemeApp} ThemeApp
 * @typedef {{
 *   app: ThemeApp,
 *   indexHtml: string,
 *   files: Map<string, Buffer>,
 *   texts: Map<string, string>,
 * }} ThemeBuild
 */

/**
 * Every file under `dir` but dot-files and dot-folders (`.vite/`, the build's own records),
 * by `/`-separated path, in path order.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/**
 * The theme app's build, read as it is: a build that is missing is an error that says to build it.
 * @param {ThemeApp} app
 * @returns {ThemeBuild}
 */
export function readThemeBuild(app) {
  const index = join(app.distDir, 'index.html');
  if (!existsSync(index))
    throw new Error(
      `release-site: ${index} is missing: build the theme first (pnpm --filter ${app.name} build); a release never builds it`,
    );
  const files = new Map(filesUnder(app.distDir).map((path) => [path, readFileSync(join(app.distDir, path))]));
  return { app, indexHtml: readFileSync(index, 'utf8'), files, texts: localeChunks(app.distDir) };
}

/**
 * Whether the build's scripts hold `text` (a static key, a version: what the app was built with).
 * @param {ThemeBuild} build
 * @param {string} text
 */
function buildCarries(build, text) {
  for (const [path, content] of build.files) {
    if (path.endsWith('.js') && content.includes(text)) return true;
  }
  return false;
}

/**
 * The mistakes that would ship a site its build cannot run: no static key for the site (its
 * calls before login would be refused), or another app version (an open page would be told of
 * an update forever, or never).
 * @param {ThemeBuild} build
 * @param {SiteManifest} manifest
 */
export function checkBuildForSite(build, manifest) {
  const { app } = build;
  if (!buildCarries(build, manifest.staticKey))
    throw new Error(
      `release-site: the ${app.name} build (${app.distDir}) carries no static key for site ${manifest.siteCode}: add it to the app's keys (VITE_SITE_STATIC_KEYS) and build the app`,
    );
  if (!buildCarries(build, manifest.version))
    throw new Error(
      `release-site: the ${app.name} build (${app.distDir}) is not version ${manifest.version}: the manifest names the version of the build it ships`,
    );
}

/**
 * Empties `outDir` for a release: a folder that holds something else than a release is left alone.
 * @param {string} outDir
 */
function clearReleaseDir(outDir) {
  if (existsSync(outDir) && readdirSync(outDir).length > 0) {
    if (!existsSync(join(outDir, RELEASE_MANIFEST)))
      throw new Error(`release-site: ${outDir} holds files but no ${RELEASE_MANIFEST}; not removing it`);
    rmSync(outDir, { recursive: true });
  }
  mkdirSync(outDir, { recursive: true });
}

/**
 * Writes the site's release to `outDir` (emptied first).
 * @param {{ manifest: SiteManifest, build: ThemeBuild, snapshot: import('@lobbykit/lobby-core').BootSnapshot, outDir: string }} release
 *   `snapshot`: the hall's for the site (`hallSnapshot`), which the release dates and points at the site's domains
 * @returns {{ outDir: string, files: number, listing: string, hash: string }} `listing`: the text of
 *   release-manifest.json; `hash`: its sha256, which two releases of the same inputs share
 */
export function writeRelease({ manifest, build, snapshot, outDir }) {
  checkBuildForSite(build, manifest);
  const shipped = releaseSnapshot(snapshot, manifest, build.app.theme);
  /** @type {Map<string, Uint8Array | string>} */
  const files = new Map(build.files);
  files.set('index.html', sitePage(build.indexHtml, { manifest, snapshot: shipped, texts: build.texts }));
  files.set('op.json', versionFile(manifest));
  files.set('_headers', headersFile(manifest));
  files.delete(RELEASE_MANIFEST);
  const list = releaseManifest(manifest, files);

  clearReleaseDir(outDir);
  for (const [path, content] of files) {
    const file = join(outDir, ...path.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  writeFileSync(join(outDir, RELEASE_MANIFEST), list);
  return { outDir, files: files.size + 1, listing: list, hash: sha256(list) };
}

/**
 * @typedef {{
 *   siteCode: string,
 *   sitesDir: string,
 *   outDir: string,
 *   hall?: { api: readonly string[], assets?: readonly string[] } | undefined,
 *   apps?: readonly ThemeApp[],
 * }} ReleaseSiteOptions
 */

/**
 * `pnpm release:site <siteCode>`: reads the site's manifest, its theme's build (never builds it),
 * gets the site's snapshot from `hall` (a running hall's lines, on the real clock) or, without
 * one, from the reference hall started in this process at the manifest's `releasedAt`, and
 * writes the release to `outDir`.
 * @param {ReleaseSiteOptions} options
 */
export async function releaseSite({ siteCode, sitesDir, outDir, hall, apps = themeApps }) {
  const manifest = readSiteManifest(sitesDir, siteCode);
  const app = apps.find((candidate) => candidate.name === manifest.theme);
  if (!app) throw new Error(`release-site: no theme app named ${manifest.theme}`);
  // Before the hall: a missing build fails at once.
  const build = readThemeBuild(app);
  checkBuildForSite(build, manifest);
  const snapshot = hall
    ? await hallSnapshot(manifest, hall, Date.now)
    : await referenceHallSnapshot(manifest);
  return { manifest, ...writeRelease({ manifest, build, snapshot, outDir }) };
}

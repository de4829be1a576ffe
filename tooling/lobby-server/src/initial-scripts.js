// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ file: string, name?: string, isEntry?: boolean, src?: string, imports?: string[], dynamicImports?: string[] }} ManifestChunk
 */

/**
 * The chunks a page's entry imports once its first screen is painted (the app: the entry's
 * dynamic imports, and the screens chunk they import at once, each with every chunk it imports
 * statically), from the build's manifest (Vite's `build.manifest`), as files under `distDir`.
 * None without a manifest.
 * @param {string} distDir
 * @returns {string[]}
 */
function deferredAppScripts(distDir) {
  const manifest = readManifest(distDir);
  if (!manifest) return [];
  const page = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html');
  const app = page?.dynamicImports ?? [];
  // The screens group of appChunks (@lobbykit/vitest-config): the main module imports it as it
  // starts. The app's other dynamic imports are lazy pages and blocks.
  const screens = app.flatMap((key) =>
    (manifest[key]?.dynamicImports ?? []).filter((imported) => manifest[imported]?.name === SCREENS_CHUNK),
  );
  return withStaticImports(manifest, [...app, ...screens]).map((name) => join(distDir, name));
}

/** The name of appChunks' screens group. */
const SCREENS_CHUNK = 'screens';

/**
 * The build's manifest (Vite's `build.manifest`), or undefined without one.
 * @param {string} distDir
 * @returns {Record<string, ManifestChunk> | undefined}
 */
function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The files of the manifest's chunks `keys`, each with every chunk it imports statically.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {readonly string[]} keys
 * @returns {string[]}
 */
function withStaticImports(manifest, keys) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const add = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const key of keys) add(key);
  return [...files];
}

/**
 * The scripts a route of a built theme app needs when a visit lands on it: the home's
 * (`initialScripts`) and the route's lazy chunk (the one built from a source file whose path ends
 * with `source`, e.g. `/pages/SearchPage.tsx`) with every chunk it imports statically.
 * @param {string} distDir the app's build folder
 * @param {string} source the end of the route's page module's path
 * @returns {string[]}
 */
export function routeScripts(distDir, source) {
  const manifest = readManifest(distDir);
  const key = Object.keys(manifest ?? {}).find((candidate) => candidate.endsWith(source));
  if (!manifest || !key) throw new Error(`routeScripts: ${distDir} has no chunk built from …${source}`);
  const route = withStaticImports(manifest, [key]).map((name) => join(distDir, name));
  return [...new Set([...initialScripts(distDir), ...route])];
}

/**
 * The scripts a built theme app's home needs to start: the entry script of its index.html,
 * every chunk it preloads, and the app the entry imports once the first screen is painted (see
 * `deferredAppScripts`), as paths under `distDir`. A size budget measures these files as they
 * are sent; bundling the entry again would pull in every lazy chunk (the other pages, the 25
 * languages' texts) that the home page never loads.
 * @param {string} distDir the app's build folder (holding index.html)
 * @returns {string[]}
 */
export function initialScripts(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g),
  ].map(([, file]) => join(distDir, /** @type {string} */ (file)));
  if (files.length === 0) throw new Error(`initialScripts: ${distDir}/index.html loads no script`);
  return [...new Set([...files, ...deferredAppScripts(distDir)])];
}

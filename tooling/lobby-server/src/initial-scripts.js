// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ file: string, isEntry?: boolean, src?: string, imports?: string[], dynamicImports?: string[] }} ManifestChunk
 */

/**
 * The chunks a page's entry imports once its first screen is painted (the app: the entry's
 * dynamic imports, each with every chunk it imports statically), from the build's manifest
 * (Vite's `build.manifest`), as files under `distDir`. None without a manifest.
 * @param {string} distDir
 * @returns {string[]}
 */
function deferredAppScripts(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = /** @type {Record<string, ManifestChunk>} */ (JSON.parse(readFileSync(file, 'utf8')));
  const page = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html');
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const withStaticImports = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) withStaticImports(imported);
  };
  for (const key of page?.dynamicImports ?? []) withStaticImports(key);
  return [...files].map((name) => join(distDir, name));
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

// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The scripts a built theme app's page fetches before its first paint: the entry script of its
 * index.html plus every chunk the page preloads, as paths under `distDir`. A size budget measures
 * these files as they are sent; bundling the entry again would pull in every lazy chunk (the
 * other pages, the 25 languages' texts) that the home page never loads.
 * @param {string} distDir the app's build folder (holding index.html)
 * @returns {string[]}
 */
export function initialScripts(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g),
  ].map(([, file]) => join(distDir, /** @type {string} */ (file)));
  if (files.length === 0) throw new Error(`initialScripts: ${distDir}/index.html loads no script`);
  return files;
}

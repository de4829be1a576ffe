// @ts-check
// The theme apps, found rather than listed: every app under apps/ whose package.json names its
// theme (`"lobbykit": { "theme": "aurora" }`). `npm start`, the e2e set-up and the Lighthouse
// audit serve or measure each of them, so a new skin (`pnpm new-skin`) joins them by its
// package.json alone. They come in the order their `lobbykit.order` gives (then by name), so
// `npm start` keeps classic on its first port and aurora on the next.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root, where apps/ lives. */
const root = join(import.meta.dirname, '..', '..', '..');

/**
 * The theme apps in a folder of apps, by name: those whose package.json has `lobbykit.theme`.
 * @param {string} appsDir
 * @returns {import('../index.js').ThemeApp[]}
 */
export function findThemeApps(appsDir) {
  if (!existsSync(appsDir)) return [];
  return readdirSync(appsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(appsDir, entry.name, 'package.json')))
    .map((entry) => {
      const manifest = JSON.parse(readFileSync(join(appsDir, entry.name, 'package.json'), 'utf8'));
      const theme = manifest?.lobbykit?.theme;
      if (typeof theme !== 'string' || theme === '') return undefined;
      const order = Number(manifest.lobbykit.order ?? Number.MAX_SAFE_INTEGER);
      return {
        order,
        app: { name: String(manifest.name), theme, distDir: join(appsDir, entry.name, 'dist') },
      };
    })
    .filter((found) => found !== undefined)
    .sort((a, b) => a.order - b.order || a.app.name.localeCompare(b.app.name))
    .map((found) => found.app);
}

/** @type {readonly import('../index.js').ThemeApp[]} */
export const themeApps = findThemeApps(join(root, 'apps'));

/**
 * The site each theme app shows: the first site whose `type` is the app's theme (the site's
 * type picks the theme; one build of a theme serves every site of that theme). An app with no
 * site of its theme is left out.
 * @param {readonly { siteCode: string, type: string }[]} sites
 * @param {readonly import('../index.js').ThemeApp[]} [apps]
 * @returns {{ app: import('../index.js').ThemeApp, siteCode: string }[]}
 */
export function sitesForThemes(sites, apps = themeApps) {
  return apps.flatMap((app) => {
    const site = sites.find((candidate) => candidate.type === app.theme);
    return site ? [{ app, siteCode: site.siteCode }] : [];
  });
}

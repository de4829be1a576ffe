// @ts-check
// The theme apps, in one place: `npm start`, the e2e set-up and the Lighthouse audit serve or
// measure each of them. A new theme app joins with one line here.
import { join } from 'node:path';

/** The repository root, where apps/ lives. */
const root = join(import.meta.dirname, '..', '..', '..');

/** @type {readonly import('../index.js').ThemeApp[]} */
export const themeApps = [
  { name: 'lobby-classic', theme: 'classic', distDir: join(root, 'apps', 'lobby-classic', 'dist') },
  { name: 'lobby-aurora', theme: 'aurora', distDir: join(root, 'apps', 'lobby-aurora', 'dist') },
];

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

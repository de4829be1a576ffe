#!/usr/bin/env node
// @ts-check
// `node tooling/lobby-server/audit/pseudo-locale.js [--no-build]`: every theme app in the
// pseudo-locale (en_XA: accented, a third longer, in brackets) at phone and desktop sizes, on the
// reference hall: the home, search with results, the sign-up dialog and the not-found page, each
// with a screenshot (.reports/screenshots/pseudo-locale/<app>/) and the texts it cuts off.
// The pseudo-locale is a debug switch (`mock.pseudoLocale`), so each app is built once more as a
// preview build (VITE_LOBBY_DEBUG=1) into .reports/preview/<app>/. Exits non-zero when a page
// cuts a text. Run by `pnpm run audit:lobby`.
/* global document -- the waits run in the page */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '@lobbykit/browser';
import { clippedTextsInPage } from './clipped-texts.js';
import { themeApps } from '../src/themes.js';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const root = join(import.meta.dirname, '..', '..', '..');
const reports = join(root, '.reports');
const previewDir = (/** @type {string} */ app) => join(reports, 'preview', app);

if (!values['no-build']) {
  for (const app of themeApps) {
    console.info(`pseudo-locale: a preview build of ${app.name}`);
    const built = spawnSync(
      'pnpm',
      ['exec', 'vite', 'build', '--outDir', previewDir(app.name), '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: join(root, 'apps', app.name), stdio: 'inherit', env: { ...process.env, VITE_LOBBY_DEBUG: '1' } },
    );
    if (built.status !== 0) throw new Error(`pseudo-locale: the preview build of ${app.name} failed`);
  }
}

// Imported once built: the hall server runs from its dist/.
const { lobbyBootData, serveLobby, sitesForThemes } = await import('../index.js');
const { startHallServer } = await import('hall-server');

/** The pages walked: a path (the switch is added to its query) and what to do once it shows. */
const PAGES = [
  { name: 'home', path: '/', ready: 'main' },
  { name: 'search', path: '/search?q=lucky', ready: 'main' },
  { name: 'not-found', path: '/no/such/page', ready: 'main' },
];
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

const hall = await startHallServer({ fakeTrackingVendors: true });
const lines = { api: hall.apiUrls, assets: hall.assetUrls };
const bootData = lobbyBootData({ sites: hall.sites, lines });
const chromium = await launchChromium();
/** @type {{ app: string, page: string, viewport: string, clipped: string[] }[]} */
const results = [];
try {
  for (const { app, siteCode } of sitesForThemes(hall.sites, themeApps)) {
    const served = await serveLobby({
      distDir: previewDir(app.name),
      hallUrl: hall.url,
      siteCode,
      lines,
      bootData,
    });
    try {
      for (const [viewport, size] of Object.entries(VIEWPORTS)) {
        for (const target of PAGES) {
          const page = await chromium.browser.newPage();
          await page.setViewportSize(size);
          const url = new URL(target.path, served.url);
          url.searchParams.set('mock.pseudoLocale', '1');
          await page.goto(url.href);
          // The pseudo-locale's brackets are in the page once its texts are.
          await page.waitForFunction(() => document.body.textContent?.includes('⟦'), undefined, {
            timeout: 30_000,
          });
          await page.waitForLoadState('networkidle');
          // The footer's blocks show once the visitor nears them: scroll there, then back up.
          await page.evaluate(() =>
            document.documentElement.scrollTo(0, document.documentElement.scrollHeight),
          );
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          await page.evaluate(() => document.documentElement.scrollTo(0, 0));
          const clipped = await page.evaluate(clippedTextsInPage);
          const dir = join(reports, 'screenshots', 'pseudo-locale', app.name);
          mkdirSync(dir, { recursive: true });
          await page.screenshot({ path: join(dir, `${target.name}-${viewport}.png`), fullPage: true });
          results.push({ app: app.name, page: target.name, viewport, clipped });
          await page.close();
        }
      }
    } finally {
      await served.close();
    }
  }
} finally {
  await chromium.close();
  await hall.close();
}

let total = 0;
for (const { app, page, viewport, clipped } of results) {
  total += clipped.length;
  console.info(
    `${clipped.length === 0 ? 'ok  ' : 'CUT '} ${app} ${page} (${viewport})${clipped.map((line) => `\n       ${line}`).join('')}`,
  );
}
console.info(`pseudo-locale: ${results.length} pages, ${total} texts cut off`);
process.exitCode = total === 0 ? 0 : 1;

// The eleven sites of sites/ released from the three theme builds as they are in apps/*/dist, each
// with its snapshot from the reference hall started in process: what `pnpm release:site` does.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { releaseSite, themeApps } from '../index.js';

const SITES_DIR = join(import.meta.dirname, '..', '..', '..', 'sites');
const siteCodes = readdirSync(SITES_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort();
const missing = themeApps.filter((app) => !existsSync(join(app.distDir, 'index.html')));
const outRoot = mkdtempSync(join(tmpdir(), 'lobby-server-sites-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

if (missing.length > 0) {
  console.warn(
    `release-sites.test: skipped, no build of ${missing.map((app) => app.name).join(', ')} (pnpm --filter <app> build)`,
  );
}

describe.skipIf(missing.length > 0)('releaseSite over the theme builds', () => {
  describe('when every site of sites/ is released', () => {
    const releases = new Map<string, Awaited<ReturnType<typeof releaseSite>>>();

    it.each(siteCodes)('releases %s from its theme build', async (siteCode) => {
      const outDir = join(outRoot, siteCode);
      const release = await releaseSite({ siteCode, sitesDir: SITES_DIR, outDir });
      releases.set(siteCode, release);
      const page = readFileSync(join(outDir, 'index.html'), 'utf8');
      expect(page).toContain(`data-site-code="${siteCode}"`);
      expect(page).toContain(`"siteCode":"${siteCode}"`);
      expect(page).not.toContain('127.0.0.1');
      expect(JSON.parse(readFileSync(join(outDir, 'op.json'), 'utf8'))).toMatchObject({
        version: release.manifest.version,
      });
      for (const page of ['403', '503', 'actions'])
        expect(existsSync(join(outDir, 'pages', page, 'index.html'))).toBe(true);
      // Every file of the build but its page is shipped as it is.
      const app = themeApps.find((candidate) => candidate.name === release.manifest.theme)!;
      const builtEntry = /src="(\/assets\/[^"]+\.js)"/.exec(
        readFileSync(join(app.distDir, 'index.html'), 'utf8'),
      )![1]!;
      expect(readFileSync(join(outDir, builtEntry))).toEqual(readFileSync(join(app.distDir, builtEntry)));
    });

    it('makes eleven sites of the three themes, each its own page on a shared build', () => {
      expect(releases.size).toBe(11);
      const themes = [...releases.values()].map((release) => release.manifest.theme);
      expect(new Set(themes)).toEqual(new Set(['lobby-classic', 'lobby-aurora', 'lobby-lagoon']));
      const pages = [...releases.keys()].map((siteCode) =>
        readFileSync(join(outRoot, siteCode, 'index.html')),
      );
      expect(new Set(pages.map((page) => page.toString())).size).toBe(11);
    });
  });

  describe('when one site is released twice', () => {
    it('gives byte-identical output: the same release-manifest.json', async () => {
      const first = await releaseSite({
        siteCode: 'siam',
        sitesDir: SITES_DIR,
        outDir: join(outRoot, 'twice'),
      });
      const second = await releaseSite({
        siteCode: 'siam',
        sitesDir: SITES_DIR,
        outDir: join(outRoot, 'twice'),
      });
      const other = await releaseSite({
        siteCode: 'siam',
        sitesDir: SITES_DIR,
        outDir: join(outRoot, 'twice-b'),
      });
      expect(second.hash).toBe(first.hash);
      expect(other.listing).toBe(first.listing);
    });
  });
});

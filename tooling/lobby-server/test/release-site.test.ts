import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBootSnapshot, type BootSnapshot } from '@lobbykit/lobby-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  beaconOrigins,
  readThemeBuild,
  RELEASE_MANIFEST,
  writeRelease,
  type SiteManifest,
  type ThemeApp,
} from '../index.js';
import { writeFixtureApp } from './fixture-app.js';

const KEY = 'lobbykit-prob-site-static-key-99';
const manifest: SiteManifest = {
  siteCode: 'probe',
  theme: 'lobby-classic',
  staticKey: KEY,
  version: 'v4.1.140',
  releasedAt: '2026-11-29T00:00:00Z',
  domains: {
    api: ['https://api1.probe.example', 'https://api2.probe.example'],
    assets: ['https://oss1.probe.example'],
  },
  analytics: [
    { category: 'gtag', type: 'google', gid: 'G-PROBE00001' },
    { category: 'gtm', type: 'google', gid: 'GTM-PROBE01' },
  ],
  holidayThemes: [{ themeType: 'midAutumn', start: '2027-09-10T00:00:00Z', end: '2027-09-20T00:00:00Z' }],
};

/** A hall's snapshot as lobbyBootData answers one: made now, on the hall's loopback lines. */
const hallSnapshot = (type = 'classic'): BootSnapshot => ({
  version: 1,
  siteCode: 'probe',
  createdAt: Date.now(),
  expiresAt: Date.now() + 60_000,
  language: 'en_US',
  siteInfo: {
    type,
    backgroundColor: '#000000',
    title: 'Probe Lobby',
    siteName: 'Probe </script> Site',
    currencyInfos: [{ currencyCode: 'BRL' }],
    languageInfos: [{ languageCode: 'en_US', defaultLanguageTag: true }],
    holidayThemes: [{ themeType: 'newYear', status: 1, showStartTime: 1, showEndTime: 2 }],
  },
  siteUrls: {
    api_domain: ['http://127.0.0.1:7300'],
    web_domain: [],
    oss_domain: ['http://127.0.0.1:7302'],
    download_domain_url: [{ domain: 'https://get.probe.example' }],
  },
});

/** A built classic app: the fixture, with a script that carries the site's key and the version. */
function fixtureBuild(script = `const keys={probe:"${KEY}"};const version="v4.1.140";`) {
  const distDir = writeFixtureApp('release');
  writeFileSync(join(distDir, 'assets', 'keys.js'), script);
  writeFileSync(join(distDir, 'assets', 'en_US-abc123.js'), 'export default {};');
  const app: ThemeApp = { name: 'lobby-classic', theme: 'classic', distDir };
  return app;
}

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-server-release-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('writeRelease', () => {
  describe('when the build and the manifest fit', () => {
    const app = fixtureBuild();
    made.push(app.distDir);
    const outDir = join(tempDir(), 'probe');
    const release = writeRelease({ manifest, build: readThemeBuild(app), snapshot: hallSnapshot(), outDir });
    const read = (path: string) => readFileSync(join(outDir, path), 'utf8');

    it("writes the page with the site's boot block, the snapshot dated and pointed at the site's domains", () => {
      const page = read('index.html');
      const block =
        /<script type="application\/json" id="lobby-boot" data-site-code="probe">(.*?)<\/script>/.exec(page);
      expect(block).not.toBeNull();
      const releasedAt = Date.parse(manifest.releasedAt);
      const reading = readBootSnapshot(block![1], { siteCode: 'probe', now: releasedAt + 1000 });
      expect(reading.ok).toBe(true);
      const snapshot = reading.ok ? reading.snapshot : undefined;
      expect(snapshot).toMatchObject({
        createdAt: releasedAt,
        expiresAt: releasedAt + 7 * 24 * 60 * 60_000,
        siteUrls: {
          api_domain: manifest.domains.api,
          oss_domain: manifest.domains.assets,
          download_domain_url: [{ domain: 'https://get.probe.example' }],
        },
      });
      expect(snapshot?.siteInfo.holidayThemes).toEqual([
        {
          themeType: 'midAutumn',
          status: 1,
          showStartTime: Date.parse('2027-09-10T00:00:00Z'),
          showEndTime: Date.parse('2027-09-20T00:00:00Z'),
        },
      ]);
      expect(page).not.toContain('127.0.0.1');
      // The site's name in the splash, escaped; its language's texts preloaded.
      expect(page).toContain('Probe \\u003c/script\\u003e Site');
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/en_US-abc123.js">');
    });

    it("writes the version file and the headers file with the site's policy", () => {
      expect(JSON.parse(read('op.json'))).toEqual({
        version: 'v4.1.140',
        siteCode: 'probe',
        releasedAt: '2026-11-29T00:00:00Z',
      });
      const headers = read('_headers');
      const policy = /^ {2}Content-Security-Policy: (.*)$/m.exec(headers)?.[1] ?? '';
      expect(policy).toContain(
        "connect-src 'self' https://api1.probe.example wss://api1.probe.example https://api2.probe.example wss://api2.probe.example https://oss1.probe.example wss://oss1.probe.example https://www.google-analytics.com;",
      );
      expect(policy).toContain("img-src 'self' https://oss1.probe.example;");
      expect(policy).toContain("script-src 'self';");
      expect(headers).toMatch(/^\/op\.json\n {2}Cache-Control: no-store$/m);
      expect(headers).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    });

    it('copies the build as it is: assets, favicon and the standalone pages', () => {
      for (const path of ['assets/app.js', 'assets/keys.js', 'favicon.svg', 'pages/actions/index.html'])
        expect(readFileSync(join(outDir, path))).toEqual(readFileSync(join(app.distDir, path)));
    });

    it('lists every file but the list with its size and sha256', () => {
      const listing = JSON.parse(read(RELEASE_MANIFEST)) as {
        files: { path: string; bytes: number; sha256: string }[];
      };
      expect(listing.files.map((file) => file.path)).toEqual([
        '_headers',
        'assets/app.js',
        'assets/en_US-abc123.js',
        'assets/games-B7NwT20v.js',
        'assets/keys.js',
        'favicon.svg',
        'index.html',
        'op.json',
        'pages/actions/index.html',
      ]);
      for (const file of listing.files) {
        const bytes = readFileSync(join(outDir, file.path));
        expect([file.bytes, file.sha256]).toEqual([
          bytes.length,
          createHash('sha256').update(bytes).digest('hex'),
        ]);
      }
      expect(release.files).toBe(10);
      expect(release.hash).toBe(createHash('sha256').update(read(RELEASE_MANIFEST)).digest('hex'));
    });

    it('gives the same bytes on a second run over its own output, from a snapshot made at another time', () => {
      const again = writeRelease({
        manifest,
        build: readThemeBuild(app),
        snapshot: { ...hallSnapshot(), createdAt: 5, expiresAt: 9 },
        outDir,
      });
      expect(again.hash).toBe(release.hash);
      expect(again.listing).toBe(release.listing);
    });
  });

  describe('when the build cannot run the site', () => {
    it('says to build the theme when its index.html is missing, and never builds it', () => {
      const app: ThemeApp = { name: 'lobby-aurora', theme: 'aurora', distDir: join(tempDir(), 'dist') };
      expect(() => readThemeBuild(app)).toThrow(
        `release-site: ${join(app.distDir, 'index.html')} is missing: build the theme first (pnpm --filter lobby-aurora build); a release never builds it`,
      );
    });

    it.each([
      [
        'no static key for the site',
        `const version="v4.1.140";`,
        /carries no static key for site probe: add it to the app's keys \(VITE_SITE_STATIC_KEYS\)/,
      ],
      ['another version', `const keys={probe:"${KEY}"};const version="v4.2.0";`, /is not version v4\.1\.140/],
    ])('refuses a build with %s and writes nothing', (_, script, message) => {
      const app = fixtureBuild(script);
      made.push(app.distDir);
      const outDir = join(tempDir(), 'probe');
      expect(() =>
        writeRelease({ manifest, build: readThemeBuild(app), snapshot: hallSnapshot(), outDir }),
      ).toThrow(message);
      expect(existsSync(outDir)).toBe(false);
    });

    it("refuses a site whose hall type is not the build's theme", () => {
      const app = fixtureBuild();
      made.push(app.distDir);
      expect(() =>
        writeRelease({
          manifest,
          build: readThemeBuild(app),
          snapshot: hallSnapshot('aurora'),
          outDir: join(tempDir(), 'probe'),
        }),
      ).toThrow(
        'release-site: site probe is of type "aurora" on its hall, but its manifest ships the classic theme',
      );
    });
  });

  describe('when the output folder holds something else', () => {
    it('leaves it alone', () => {
      const app = fixtureBuild();
      made.push(app.distDir);
      const outDir = tempDir();
      writeFileSync(join(outDir, 'notes.txt'), 'mine');
      expect(() =>
        writeRelease({ manifest, build: readThemeBuild(app), snapshot: hallSnapshot(), outDir }),
      ).toThrow(/holds files but no release-manifest\.json; not removing it/);
      expect(readFileSync(join(outDir, 'notes.txt'), 'utf8')).toBe('mine');
    });
  });
});

describe('beaconOrigins', () => {
  it.each([
    ['a GA id and a GTM container', manifest.analytics, undefined, ['https://www.google-analytics.com']],
    [
      'pixels of two vendors',
      [
        { category: 'pixel', type: 'facebook', gid: '1' },
        { category: 'pixel', type: 'tiktok', gid: '2' },
      ],
      undefined,
      ['https://www.facebook.com', 'https://analytics.tiktok.com'],
    ],
    ['no tracking ids', [], undefined, []],
    [
      'a tracking proxy',
      manifest.analytics,
      'https://t.probe.example/collect',
      ['https://t.probe.example/collect'],
    ],
  ])('allows the vendors of %s', (_, analytics, tracking, origins) => {
    const domains = tracking ? { ...manifest.domains, tracking } : manifest.domains;
    expect(beaconOrigins({ ...manifest, analytics, domains })).toEqual(origins);
  });
});

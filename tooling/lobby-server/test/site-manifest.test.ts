import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSiteManifest, readSiteManifest, SiteManifestError } from '../index.js';

/** The repository's site manifests. */
const SITES_DIR = join(import.meta.dirname, '..', '..', '..', 'sites');

const good = {
  siteCode: 'probe',
  theme: 'lobby-classic',
  staticKey: 'lobbykit-prob-site-static-key-99',
  version: 'v4.1.140',
  releasedAt: '2026-11-29T00:00:00Z',
  domains: { api: ['https://api1.probe.example'], assets: ['https://oss1.probe.example'] },
  analytics: [{ category: 'gtag', type: 'google', gid: 'G-PROBE00001' }],
  holidayThemes: [{ themeType: 'midAutumn', start: '2027-09-10T00:00:00Z', end: '2027-09-20T00:00:00Z' }],
};

/** The problems checkSiteManifest finds in `value` ([] when it passes). */
function problemsOf(value: unknown, where?: { siteCode?: string }): readonly string[] {
  try {
    checkSiteManifest(value, { source: 'sites/probe.json', ...where });
    return [];
  } catch (error) {
    if (!(error instanceof SiteManifestError)) throw error;
    return error.problems;
  }
}

describe('checkSiteManifest', () => {
  describe('when the manifest is sound', () => {
    it('answers it', () => {
      expect(checkSiteManifest(good)).toEqual(good);
      expect(
        problemsOf({ ...good, domains: { ...good.domains, tracking: 'https://t.probe.example/collect' } }),
      ).toEqual([]);
      expect(problemsOf({ ...good, analytics: [], holidayThemes: [] })).toEqual([]);
    });
  });

  describe('when a field is wrong', () => {
    it.each([
      ['no site code', { siteCode: undefined }, 'siteCode: letters, digits'],
      ['a site code with a quote', { siteCode: 'pro"be' }, 'siteCode: letters, digits'],
      ['a theme no app builds', { theme: 'lobby-neon' }, 'theme: one of lobby-classic, lobby-aurora'],
      ['a static key of 10 characters', { staticKey: 'short-key!' }, 'staticKey: the site static key'],
      ['a version that is not one', { version: 'latest' }, 'version: the app version'],
      ['a local time', { releasedAt: '2026-11-29 10:00' }, 'releasedAt: a UTC moment'],
      [
        'no API domain',
        { domains: { api: [], assets: ['https://oss1.probe.example'] } },
        'domains.api: a list',
      ],
      [
        'an API domain with a path',
        { domains: { api: ['https://api1.probe.example/hall'], assets: ['https://oss1.probe.example'] } },
        'domains.api[0]: "https://api1.probe.example/hall" is not an origin',
      ],
      [
        'a wildcard asset domain',
        { domains: { api: ['https://api1.probe.example'], assets: ['https://*.probe.example'] } },
        'domains.assets[0]',
      ],
      [
        'a tracking proxy that is not a URL',
        { domains: { ...good.domains, tracking: 'collect' } },
        'domains.tracking: the http(s) URL',
      ],
      ['a tracking id without its id', { analytics: [{ category: 'gtag', type: 'google' }] }, 'analytics[0]'],
      [
        'a holiday that ends before it starts',
        { holidayThemes: [{ themeType: 'x', start: '2027-09-20T00:00:00Z', end: '2027-09-10T00:00:00Z' }] },
        'holidayThemes[0]: ends before it starts',
      ],
      [
        'a holiday with a date but no time',
        { holidayThemes: [{ themeType: 'x', start: '2027-09-10', end: '2027-09-20T00:00:00Z' }] },
        'holidayThemes[0].start: a UTC moment',
      ],
      ['a misspelt field', { holidays: [] }, 'holidays: not a manifest field'],
    ])('names %s', (_, change, problem) => {
      const problems = problemsOf({ ...good, ...change });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(problem);
    });

    it('names every problem at once, in one message with the file', () => {
      let message = '';
      try {
        checkSiteManifest(
          { ...good, theme: 'x', version: 'y', domains: 'z' },
          { source: 'sites/probe.json' },
        );
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(
        /^sites\/probe\.json: 3 problems\n {2}- theme: .*\n {2}- version: .*\n {2}- domains: /,
      );
    });

    it('refuses a manifest that is not an object, and one named for another site', () => {
      expect(problemsOf([good])).toEqual(['the manifest is not a JSON object']);
      expect(problemsOf(good, { siteCode: 'other' })).toEqual([
        'siteCode: "probe", but the file is named for other',
      ]);
    });
  });
});

describe('readSiteManifest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-server-sites-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe('when the file is missing or not JSON', () => {
    it('says which file', () => {
      expect(() => readSiteManifest(dir, 'probe')).toThrow(
        `release-site: no manifest for site probe (${join(dir, 'probe.json')} is missing)`,
      );
      writeFileSync(join(dir, 'probe.json'), '{ "siteCode": "probe", }');
      expect(() => readSiteManifest(dir, 'probe')).toThrow(/probe\.json: one problem\n {2}- not JSON/);
    });
  });

  describe("when it reads the repository's sites", () => {
    const codes = readdirSync(SITES_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''));

    it('finds eleven sound manifests over the three themes, each with its own code and key', () => {
      const manifests = codes.map((code) => readSiteManifest(SITES_DIR, code));
      expect(manifests).toHaveLength(11);
      expect(new Set(manifests.map((manifest) => manifest.theme))).toEqual(
        new Set(['lobby-classic', 'lobby-aurora', 'lobby-lagoon']),
      );
      expect(new Set(manifests.map((manifest) => manifest.staticKey)).size).toBe(11);
    });
  });
});

// The boot data the lobby-server inlines: a lobby-core lobby booted in Node against the
// reference hall, one snapshot per site and per language the visitor's lobby will choose.
import { readBootSnapshot, type BootSnapshot } from '@lobbykit/lobby-core';
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedLanguages, lobbyBootData } from '../index.js';

let hall: TestHall;
beforeAll(async () => {
  hall = await startTestHall();
});
afterAll(() => hall?.close());

const sources = () =>
  lobbyBootData({
    sites: hall.server.sites,
    lines: { api: hall.server.apiUrls, assets: hall.server.assetUrls },
  });
const request = (siteCode: string, languages: string[] = [], path = '/') => ({
  siteCode,
  url: new URL(path, 'http://127.0.0.1:7100'),
  languages,
});

describe('lobbyBootData', () => {
  describe('when a page of a seeded site is asked for', () => {
    it('answers a snapshot lobby-core reads, with the first screen of home', async () => {
      const snapshot = (await sources()(request('demo'))) as BootSnapshot;
      const reading = readBootSnapshot(JSON.stringify(snapshot), { siteCode: 'demo', now: Date.now() });
      expect(reading.ok).toBe(true);
      expect(snapshot.siteInfo.title).toBe(hall.site('demo').title);
      // The site's default language, without a browser to say otherwise.
      expect(snapshot.language).toBe('pt_PT');
      expect(snapshot.categories?.length).toBeGreaterThan(0);
      expect(snapshot.providers?.length).toBeGreaterThan(0);
      // The hot games and the home's first two categories: what its first screen shows.
      expect(snapshot.games?.map((list) => list.request)).toEqual([
        { hot: true },
        ...(snapshot.categories ?? []).slice(0, 2).map((category) => ({ categoryId: category.id })),
      ]);
    });
  });

  describe('when the address opens a category further down the home', () => {
    it("carries that category's games too, and ignores an id the site does not have", async () => {
      const source = sources();
      const base = (await source(request('demo'))) as BootSnapshot;
      const last = base.categories!.at(-1)!;
      const page = (await source(request('demo', [], `/?gameCategoryId=${last.id}`))) as BootSnapshot;
      expect(page.games?.map((list) => list.request)).toContainEqual({ categoryId: last.id });
      expect(page.games).toHaveLength(base.games!.length + 1);
      expect(await source(request('demo', [], `/?gameCategoryId=${base.categories![0]!.id}`))).toBe(base);
      expect(await source(request('demo', [], '/?gameCategoryId=99999'))).toBe(base);
      expect(await source(request('demo', [], '/?gameCategoryId=1e3'))).toBe(base);
    });
  });

  describe('when the visitor prefers another language the site offers', () => {
    it('answers a snapshot in that language, once for every spelling of it', async () => {
      const source = sources();
      const english = (await source(request('demo', ['en-US', 'en']))) as BootSnapshot;
      expect(english.language).toBe('en_US');
      expect(await source(request('demo', ['en-GB']))).toBe(english);
      expect(((await source(request('demo', [], '/?lang=es_ES'))) as BootSnapshot).language).toBe('es_ES');
    });
  });

  describe('when the visitor prefers a language the site does not offer', () => {
    it('answers the site default', async () => {
      const source = sources();
      const base = await source(request('demo'));
      expect(await source(request('demo', ['de-DE']))).toBe(base);
    });
  });

  describe('when the site is not one it knows', () => {
    it('answers nothing (the page goes without)', async () => {
      expect(await sources()(request('nowhere'))).toBeUndefined();
    });
  });
});

describe('acceptedLanguages', () => {
  describe('when the header weighs its tags', () => {
    it('orders them by weight, keeping the header order on ties', () => {
      expect(acceptedLanguages('pt;q=0.5, en-US, th;q=0.9, es')).toEqual(['en-US', 'es', 'th', 'pt']);
    });
  });

  describe('when the header is hostile or empty', () => {
    it('skips wildcards, zero weights and malformed tags, and keeps five', () => {
      expect(acceptedLanguages('*, en;q=0, <script>, x-y-z-1234567890, a, b, c, d, e, f')).toEqual([
        'a',
        'b',
        'c',
        'd',
        'e',
      ]);
      expect(acceptedLanguages(undefined)).toEqual([]);
      expect(acceptedLanguages('')).toEqual([]);
    });
  });
});

import {
  buriedConfigSchema,
  hallResponseSchema,
  homeLayoutDesignSchema,
  homeSysInfoSchema,
  isCurrencyVariant,
  isLanguageCode,
  isLobbyCurrencyCode,
  noticeFrameBoxSchema,
  siteInfoSchema,
  smsCountrySchema,
  userInfoSchema,
} from '@lobbykit/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { userInfoOf } from '../hall/users';
import { buildGameCatalogue, gameCategories } from './games';
import { nameLanguages } from './game-names';
import { seedStore } from './seed-store';
import { seedSites, siteInfoOf } from './sites';
import { buildWorld } from './world';

const NOW = Date.UTC(2025, 8, 20);
const parse = <T>(schema: v.GenericSchema<unknown, T>, value: unknown): T => {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new Error(JSON.stringify(v.flatten(result.issues)));
  return result.output;
};

describe('seeded world', () => {
  describe('when the sites are read through the contract', () => {
    it('passes the contract schemas for every site', () => {
      const world = buildWorld('default', NOW);
      for (const site of seedSites) {
        const info = parse(hallResponseSchema(siteInfoSchema), {
          code: 0,
          data: siteInfoOf(site, NOW),
        }).data!;
        expect(info.title).toBe(site.title);
        parse(homeSysInfoSchema, site.sysInfo);
        parse(homeLayoutDesignSchema, site.layoutDesign);
        parse(buriedConfigSchema, site.analytics);
        for (const country of site.smsCountries) parse(smsCountrySchema, country);
        const content = world.content(site.siteCode);
        parse(noticeFrameBoxSchema, {
          noticeFrameMsgList: content.frames,
          announcementFrameMsgList: content.announcements,
          publicityMsgList: content.publicity,
        });
      }
    });

    it('differs in layout, language, currency, skin and holiday as the lobby needs', () => {
      expect(new Set(seedSites.map((site) => site.type))).toEqual(new Set(['classic', 'aurora']));
      const byCode = Object.fromEntries(seedSites.map((site) => [site.siteCode, site]));
      expect(byCode.demo!.title).toBe('Lucky Harbor Lobby');
      expect([byCode.demo!.currencies[0], byCode.demo!.languages[0]]).toEqual(['BRL', 'pt_PT']);
      expect([byCode.siam!.currencies[0], byCode.siam!.languages[0]]).toEqual(['THB', 'th_TH']);
      expect(byCode.nova!.currencies).toEqual(['USDT1:1', 'BTC1:100000', 'INR']);
      expect(new Set(seedSites.map((site) => site.skinTypeValue)).size).toBeGreaterThan(1);
      expect(new Set(seedSites.map((site) => site.languageMatchMode)).size).toBeGreaterThan(1);
      for (const site of seedSites) {
        expect(site.languages.every(isLanguageCode)).toBe(true);
        expect(site.currencies.every((code) => isLobbyCurrencyCode(code) || isCurrencyVariant(code))).toBe(
          true,
        );
        expect(site.analytics.length).toBeGreaterThan(0);
        expect(Buffer.byteLength(site.staticKey)).toBe(32);
      }
      expect(byCode.demo!.customerService.length).toBeGreaterThan(0);
      expect(byCode.nova!.customerService).toEqual([]);
      expect(byCode.siam!.downloadDomains.length).toBeGreaterThan(0);
    });

    it('has the mid-autumn theme active on one site only', () => {
      const active = seedSites.filter((site) =>
        siteInfoOf(site, NOW).holidayThemes.some(
          (theme) =>
            theme.themeType === 'midAutumn' &&
            theme.status === 1 &&
            Number(theme.showStartTime) <= NOW &&
            NOW <= Number(theme.showEndTime),
        ),
      );
      expect(active.map((site) => site.siteCode)).toEqual(['siam']);
    });
  });

  describe('when the game catalogue is built', () => {
    const games = buildGameCatalogue();

    it('has at least 200 games across every category, with unique ids and codes', () => {
      expect(games.length).toBeGreaterThanOrEqual(200);
      expect(new Set(games.map((game) => game.gameId)).size).toBe(games.length);
      expect(new Set(games.map((game) => game.gameCode)).size).toBe(games.length);
      for (const category of gameCategories)
        expect(games.some((game) => game.categoryId === category.id)).toBe(true);
      expect(gameCategories.map((category) => category.key)).toEqual([
        'chess',
        'fishing',
        'electronic',
        'live',
        'sports',
        'lottery',
        'esports',
        'blockchain',
        'cockfighting',
        'club',
      ]);
    });

    it('names every game in every catalogue language, uniquely within a category', () => {
      for (const game of games)
        for (const language of nameLanguages) expect(game.names[language].length).toBeGreaterThan(1);
      const slots = games.filter((game) => game.category === 'electronic');
      expect(new Set(slots.map((game) => game.names.en_US)).size).toBe(slots.length);
    });

    it('mixes hot, new, demo and disabled-demo games and several providers', () => {
      expect(games.some((game) => game.hot)).toBe(true);
      expect(games.some((game) => game.new)).toBe(true);
      expect(games.some((game) => game.demo)).toBe(true);
      expect(games.some((game) => !game.demo)).toBe(true);
      expect(games.some((game) => game.demoLineDisabled)).toBe(true);
      expect(new Set(games.map((game) => game.providerCode)).size).toBeGreaterThanOrEqual(5);
    });

    it('keeps at least one game per category in the small seed', () => {
      const small = buildGameCatalogue(0.25);
      expect(new Set(small.map((game) => game.categoryId)).size).toBe(gameCategories.length);
    });
  });

  describe('when users are seeded', () => {
    it('gives user info that passes the contract schema', () => {
      const world = buildWorld('default', NOW);
      const store = seedStore(world, NOW);
      expect(Object.keys(store.users).length).toBe(world.users.length);
      for (const user of Object.values(store.users)) {
        const site = world.site(user.siteCode)!;
        expect(site.currencies).toContain(user.currency);
        parse(userInfoSchema, userInfoOf(user, site, NOW));
      }
      const rich = store.users['demo:rich01']!;
      expect(userInfoOf(rich, world.site('demo')!, NOW).must_bind_num).toBe(true);
    });
  });
});

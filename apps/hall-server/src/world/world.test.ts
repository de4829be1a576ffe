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
import { buildGameCatalogue, gameCategories, gameMaintenance, providerOf } from './games';
import { hotSearchWords, nameLanguages } from './game-names';
import { gameProviders } from './providers';
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
      expect(new Set(seedSites.map((site) => site.type))).toEqual(new Set(['classic', 'aurora', 'lagoon']));
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

    it('has over 2,000 games across every category, slots the most, with unique ids and codes', () => {
      expect(games.length).toBeGreaterThanOrEqual(2000);
      expect(new Set(games.map((game) => game.gameId)).size).toBe(games.length);
      expect(new Set(games.map((game) => game.gameCode)).size).toBe(games.length);
      const perCategory = gameCategories.map(
        (category) => games.filter((game) => game.categoryId === category.id).length,
      );
      expect(perCategory.every((count) => count > 0)).toBe(true);
      expect(perCategory[2]).toBe(Math.max(...perCategory));
      expect(perCategory[2]! / games.length).toBeGreaterThan(0.5);
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

    it('is the same catalogue on every build, ids and flags included', () => {
      expect(buildGameCatalogue()).toEqual(games);
    });

    it('names every game in every catalogue language, uniquely within a category', () => {
      for (const game of games)
        for (const language of nameLanguages) expect(game.names[language].length).toBeGreaterThan(1);
      for (const category of gameCategories) {
        const inCategory = games.filter((game) => game.categoryId === category.id);
        for (const language of nameLanguages)
          expect(
            new Set(inCategory.map((game) => game.names[language])).size,
            `${category.key} ${language}`,
          ).toBe(inCategory.length);
      }
    });

    it('deals games over at least 40 providers, each of them with games', () => {
      expect(gameProviders.length).toBeGreaterThanOrEqual(40);
      expect(new Set(gameProviders.map((provider) => provider.code)).size).toBe(gameProviders.length);
      const used = new Set(games.map((game) => game.providerCode));
      expect([...used].sort()).toEqual(gameProviders.map((provider) => provider.code).sort());
      for (const game of games) expect(providerOf(game).categories).toContain(game.category);
    });

    it('mixes hot, new, recommended, maintenance, demo and minimum-entry games', () => {
      const share = (test: (game: (typeof games)[number]) => boolean) =>
        games.filter(test).length / games.length;
      expect(share((game) => game.hot)).toBeGreaterThan(0.1);
      expect(share((game) => game.new)).toBeGreaterThan(0.05);
      expect(share((game) => game.recommend)).toBeGreaterThan(0.05);
      expect(share((game) => game.maintenance)).toBeGreaterThan(0);
      expect(share((game) => gameMaintenance(game) && !game.maintenance)).toBeGreaterThan(0);
      expect(share((game) => game.demo)).toBeGreaterThan(0.5);
      expect(share((game) => game.demoLineDisabled)).toBeGreaterThan(0);
      expect(share((game) => game.minimumEntryBalance > 0)).toBeGreaterThan(0);
      // No try mode where the rounds are real-time, nor from a studio that offers none.
      for (const game of games) {
        if (['live', 'sports', 'lottery'].includes(game.category)) expect(game.demo).toBe(false);
        if (!providerOf(game).demoSupport) expect(game.demo).toBe(false);
        expect(game.minimumEntryBalance).toBeGreaterThanOrEqual(providerOf(game).minimumEntryBalance);
      }
    });

    it('keeps the first games of each category in a smaller catalogue, unchanged', () => {
      const small = buildGameCatalogue(0.025);
      expect(new Set(small.map((game) => game.categoryId)).size).toBe(gameCategories.length);
      const byId = new Map(games.map((game) => [game.gameId, game]));
      for (const game of small) expect(byId.get(game.gameId)).toEqual(game);
    });
  });

  describe('when each site gets its catalogue', () => {
    it('gives the default site the full catalogue and the others a smaller one', () => {
      const world = buildWorld('default', NOW);
      const demo = world.catalogue('demo');
      expect(demo.games.length).toBeGreaterThanOrEqual(2000);
      expect(demo.providers.length).toBeGreaterThanOrEqual(40);
      for (const siteCode of ['siam', 'nova']) {
        const catalogue = world.catalogue(siteCode);
        expect(catalogue.games.length).toBeLessThan(400);
        for (const category of gameCategories)
          expect(catalogue.categoryCount(category.id)).toBeGreaterThan(0);
      }
      expect(world.game(30001)).toBe(demo.game('30001'));
      expect(world.catalogue('siam').game(31200)).toBeUndefined();
      const small = buildWorld('small', NOW);
      expect(small.catalogue('demo').games.length).toBeLessThan(100);
    });

    it('lists the games in a stable order: position in the category, then id', () => {
      const { games } = buildWorld('default', NOW).catalogue('demo');
      for (let index = 1; index < games.length; index++) {
        const [before, after] = [games[index - 1]!, games[index]!];
        expect(before.sort < after.sort || (before.sort === after.sort && before.gameId < after.gameId)).toBe(
          true,
        );
      }
    });

    it('finds every hot search word in every catalogue language', () => {
      const games = buildGameCatalogue();
      for (const [index, language] of nameLanguages.entries()) {
        for (const words of hotSearchWords) {
          const word = words[index]!.toLowerCase();
          expect(
            games.some((game) => game.names[language].toLowerCase().includes(word)),
            `${language} ${word}`,
          ).toBe(true);
        }
      }
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

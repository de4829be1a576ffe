import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallServer } from '../server';
import { serviceCode, serviceError, startTestHall, testClient } from '../test-support/hall';
import { buildGameCatalogue, gameMaintenance, type SeedGame } from '../world/games';
import { createControlClient } from '../control/control-client';
import { BALANCE_INSUFFICIENT, GAME_MAINTENANCE, NO_GAME_RIGHTS, RATIO_UNCONFIRMED } from './games';

interface Game {
  gameId: number;
  gameCode: string;
  name: string;
  category: string;
  providerCode: string;
  hot: boolean;
  new: boolean;
  recommendStatus: boolean;
  maintainStatus: boolean;
  minimumEntryBalance: number;
  demo: boolean;
  img: string;
  sort: number;
}

interface Page {
  list: Game[];
  total: number;
  page: number;
  pageSize: number;
}

interface Provider {
  code: string;
  categories: string[];
  logo: string;
  gameCount: number;
  maintainStatus: boolean;
  demoModeSupport: boolean;
  minimumEntryBalance: number;
  sort: number;
}

/** The card image path of the first listed game ('/game-pictures/<code>.png'). */
async function firstCardPath(server: HallServer): Promise<string> {
  const list = await testClient(server).call<Page>('gameList', { pageSize: 1 });
  if (!list.ok) throw new Error('no games');
  return list.data.list[0]!.img;
}

describe('game routes', () => {
  let server: HallServer;
  beforeAll(async () => {
    server = await startTestHall();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when the lobby lists the catalogue of the default site', () => {
    it('has every category with its count, in the player language, slots the largest', async () => {
      const client = testClient(server, 'demo', { language: 'th' });
      const categories = await client.call<{ key: string; name: string; count: number }[]>('gameCategories');
      if (!categories.ok) throw new Error('no categories');
      expect(categories.data.map((category) => category.key)).toContain('cockfighting');
      expect(categories.data.find((category) => category.key === 'electronic')).toMatchObject({
        name: 'สล็อต',
        count: 2000,
      });
      const counts = categories.data.map((category) => category.count);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(2000);
      expect(Math.max(...counts)).toBe(2000);
      expect(counts.every((count) => count > 0)).toBe(true);
    });

    it('has at least 40 providers, each with a logo, its categories and its game count', async () => {
      const client = testClient(server);
      const providers = await client.call<Provider[]>('gameProviders');
      if (!providers.ok) throw new Error('no providers');
      expect(providers.data.length).toBeGreaterThanOrEqual(40);
      expect(providers.data.map((provider) => provider.sort)).toEqual(
        [...providers.data.map((provider) => provider.sort)].sort((a, b) => a - b),
      );
      const list = await client.call<{ total: number }>('gameList', { pageSize: 1 });
      expect(providers.data.reduce((sum, provider) => sum + provider.gameCount, 0)).toBe(
        list.ok && list.data.total,
      );
      for (const provider of providers.data) {
        expect(provider.logo).toBe(`/provider-logos/${provider.code}.png`);
        expect(provider.categories.length).toBeGreaterThan(0);
      }
      const logo = await fetch(`${server.assetUrls[0]!}${providers.data[0]!.logo}`);
      expect(logo.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await logo.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      expect((await fetch(`${server.assetUrls[0]!}/provider-logos/NOPE.png`)).status).toBe(404);
    });

    it('marks maintenance, demo support and minimum entry balance per provider', async () => {
      const providers = await testClient(server).call<Provider[]>('gameProviders');
      if (!providers.ok) throw new Error('no providers');
      const byCode = new Map(providers.data.map((provider) => [provider.code, provider]));
      expect(byCode.get('IRN')).toMatchObject({ maintainStatus: true });
      expect(byCode.get('HBR')).toMatchObject({ maintainStatus: false, demoModeSupport: true });
      expect(byCode.get('FJD')).toMatchObject({ demoModeSupport: false });
      expect(byCode.get('VLT')).toMatchObject({ demoModeSupport: false, minimumEntryBalance: 20 });
      const novaProviders = await testClient(server, 'nova').call<Provider[]>('gameProviders');
      expect(novaProviders.ok && novaProviders.data.every((provider) => !provider.demoModeSupport)).toBe(
        true,
      );
    });

    it('lists the providers of one category with their count in it', async () => {
      const client = testClient(server);
      const sports = await client.call<Provider[]>('gameProviders', { category: 'sports' });
      expect(sports.ok && sports.data.map((provider) => provider.code).sort()).toEqual(['GOL', 'KCK', 'SPR']);
      const byId = await client.call<Provider[]>('gameProviders', { categoryId: 5 });
      expect(byId.ok && byId.data).toEqual(sports.ok && sports.data);
      expect(sports.ok && sports.data.reduce((sum, provider) => sum + provider.gameCount, 0)).toBe(30);
    });

    it('pages a category in a stable order by sort, with the total', async () => {
      const client = testClient(server, 'demo', { language: 'pt' });
      const slots = await client.call<Page>('gameList', { categoryId: 3, page: 2, pageSize: 30 });
      if (!slots.ok) throw new Error('no slots');
      expect(slots.data).toMatchObject({ total: 2000, page: 2, pageSize: 30 });
      expect(slots.data.list).toHaveLength(30);
      expect(slots.data.list[0]!.sort).toBe(31);
      expect(slots.data.list[0]!.name).toMatch(/ (de|da|do) |Real|Selvagem/);
      const again = await client.call<Page>('gameList', { categoryId: 3, page: 2, pageSize: 30 });
      expect(again.ok && again.data.list.map((game) => game.gameId)).toEqual(
        slots.data.list.map((game) => game.gameId),
      );
      // Every page of a category, walked to the end: each game once, in sort order.
      const seen: Game[] = [];
      for (let page = 1; page <= 5; page++) {
        const result = await client.call<Page>('gameList', { gameCategoryId: 9, page, pageSize: 7 });
        if (!result.ok) throw new Error('no page');
        expect(result.data.total).toBe(30);
        seen.push(...result.data.list);
      }
      expect(seen).toHaveLength(30);
      expect(new Set(seen.map((game) => game.gameId)).size).toBe(30);
      expect(seen.map((game) => game.sort)).toEqual(seen.map((_, index) => index + 1));
      expect(seen.every((game) => game.category === 'cockfighting')).toBe(true);
    });

    it('filters by provider, hot, new and recommend', async () => {
      const client = testClient(server);
      const all = async (params: Record<string, unknown>) => {
        const result = await client.call<Page>('gameList', { ...params, pageSize: 300 });
        if (!result.ok) throw new Error('no list');
        return result.data;
      };
      const velvet = await all({ providerCode: 'VLT' });
      expect(velvet.total).toBeGreaterThan(0);
      expect(velvet.list.every((game) => game.providerCode === 'VLT' && game.category === 'live')).toBe(true);
      for (const flag of ['hot', 'new', 'recommendStatus'] as const) {
        const param = flag === 'recommendStatus' ? 'recommend' : flag;
        const marked = await all({ [param]: true, categoryId: 1 });
        const unmarked = await all({ [param]: false, categoryId: 1 });
        expect(marked.total, flag).toBeGreaterThan(0);
        expect(
          marked.list.every((game) => game[flag]),
          flag,
        ).toBe(true);
        expect(
          unmarked.list.some((game) => game[flag]),
          flag,
        ).toBe(false);
        expect(marked.total + unmarked.total, flag).toBe(220);
      }
      const hotSlotsOfHarbor = await all({ providerCode: 'HBR', hot: 1, category: 'electronic' });
      expect(
        hotSlotsOfHarbor.list.every(
          (game) => game.providerCode === 'HBR' && game.hot && game.category === 'electronic',
        ),
      ).toBe(true);
    });

    it('searches names in the language of the call, without case', async () => {
      const portuguese = testClient(server, 'demo', { language: 'pt' });
      const tigre = await portuguese.call<Page>('gameList', { keyword: 'TIGRE', pageSize: 300 });
      if (!tigre.ok) throw new Error('no search');
      expect(tigre.data.total).toBeGreaterThan(0);
      expect(tigre.data.list.every((game) => game.name.toLowerCase().includes('tigre'))).toBe(true);
      const tiger = await portuguese.call<Page>('gameList', { keyword: 'tiger' });
      expect(tiger.ok && tiger.data.total).toBe(0);
      const english = await testClient(server).call<Page>('gameList', { keyword: 'tiger', pageSize: 1 });
      expect(english.ok && english.data.total).toBeGreaterThan(0);
      const baccarat = await portuguese.call<Page>('gameList', { keyword: 'bacará', pageSize: 300 });
      expect(baccarat.ok && baccarat.data.list.every((game) => game.category === 'live')).toBe(true);
    });

    it('answers hot words that find games and hot games that can be opened', async () => {
      const client = testClient(server, 'demo', { language: 'zh_CN' });
      const hot = await client.call<{ keywords: string[]; games: Game[] }>('hotSearch');
      if (!hot.ok) throw new Error('no hot search');
      expect(hot.data.keywords).toContain('老虎');
      for (const keyword of hot.data.keywords) {
        const found = await client.call<Page>('gameList', { keyword, pageSize: 1 });
        expect(found.ok && found.data.total, keyword).toBeGreaterThan(0);
      }
      expect(hot.data.games.length).toBeGreaterThan(0);
      expect(hot.data.games.every((game) => game.hot && !game.maintainStatus)).toBe(true);
    });
  });

  describe('when another site lists its catalogue', () => {
    it('offers a smaller part of the same catalogue', async () => {
      const siam = testClient(server, 'siam');
      const list = await siam.call<Page>('gameList', { categoryId: 3, pageSize: 1 });
      if (!list.ok) throw new Error('no list');
      expect(list.data.total).toBeLessThan(300);
      const demoList = await testClient(server).call<Page>('gameList', { categoryId: 3, pageSize: 1 });
      expect(demoList.ok && demoList.data.list[0]!.gameCode).toBe(list.data.list[0]!.gameCode);
      // A game of the default site only is not on this one.
      expect(serviceCode(await siam.call('demoGameLaunch', { gameId: 31200 }))).toBe('game-not-found');
    });
  });

  describe('when the lobby reads a game card', () => {
    it('serves each card as png on the asset hosts, with an ETag and a day of cache', async () => {
      const image = await firstCardPath(server);
      for (const asset of server.assetUrls) {
        const png = await fetch(`${asset}${image}`);
        expect(png.headers.get('content-type')).toBe('image/png');
        expect(png.headers.get('cache-control')).toBe('public, max-age=86400');
        expect(png.headers.get('etag')).toMatch(/^"[\w-]+"$/);
        expect(
          Buffer.from(await png.arrayBuffer())
            .subarray(1, 4)
            .toString(),
        ).toBe('PNG');
      }
      expect((await fetch(`${server.url}${image}`)).status).toBe(404);
    });

    it('serves the webp and avif variants of a card, encoded from its png at the same size', async () => {
      const image = await firstCardPath(server);
      const asset = server.assetUrls[0]!;
      const png = Buffer.from(await (await fetch(`${asset}${image}`)).arrayBuffer());
      const size = await sharp(png).metadata();
      expect([size.width, size.height]).toEqual([200, 260]);
      const variants = [
        { path: image.replace(/\.png$/, '.webp'), type: 'image/webp' },
        { path: `${image}.webp`, type: 'image/webp' },
        { path: image.replace(/\.png$/, '.avif'), type: 'image/avif' },
        { path: `${image}.avif`, type: 'image/avif' },
      ];
      for (const { path, type } of variants) {
        const response = await fetch(`${asset}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
        const body = Buffer.from(await response.arrayBuffer());
        if (type === 'image/webp') {
          expect(body.toString('latin1', 0, 4)).toBe('RIFF');
          expect(body.toString('latin1', 8, 12)).toBe('WEBP');
        } else {
          expect(body.toString('latin1', 4, 12)).toBe('ftypavif');
        }
        const meta = await sharp(body).metadata();
        expect([meta.width, meta.height]).toEqual([size.width, size.height]);
      }
    });

    it('answers the same bytes and ETag again, and 304 to a client that holds them', async () => {
      const image = (await firstCardPath(server)).replace(/\.png$/, '.avif');
      const asset = server.assetUrls[1]!;
      const first = await fetch(`${asset}${image}`);
      const second = await fetch(`${asset}${image}`);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(second.headers.get('etag')).toBe(etag);
      expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
      const revalidated = await fetch(`${asset}${image}`, { headers: { 'if-none-match': etag! } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
      const changed = await fetch(`${asset}${image}`, { headers: { 'if-none-match': '"other"' } });
      expect(changed.status).toBe(200);
      expect(await fetch(`${asset}/game-pictures/nope.webp`).then((response) => response.status)).toBe(404);
    });
  });

  describe('when sharp cannot be loaded', () => {
    it('answers the variants 404 with the reason and still serves the png', async () => {
      const bare = await startTestHall({
        loadSharp: () => Promise.reject(new Error('no libvips binary for this platform')),
      });
      try {
        const image = await firstCardPath(bare);
        const asset = bare.assetUrls[0]!;
        for (const variant of [
          image.replace(/\.png$/, '.webp'),
          image.replace(/\.png$/, '.avif'),
          `${image}.webp`,
        ]) {
          const response = await fetch(`${asset}${variant}`);
          expect(response.status).toBe(404);
          expect(await response.text()).toContain(
            'sharp could not be loaded: no libvips binary for this platform',
          );
        }
        expect((await fetch(`${asset}${image}`)).status).toBe(200);
      } finally {
        await bare.close();
      }
    });
  });

  describe('when a game is launched', () => {
    const catalogue = buildGameCatalogue();
    const pick = (test: (game: SeedGame) => boolean): SeedGame => {
      const game = catalogue.find(test);
      if (!game) throw new Error('the catalogue has no such game');
      return game;
    };

    it('launches real play for a player and refuses a visitor or a restricted player', async () => {
      const client = testClient(server);
      expect(serviceCode(await client.call('gameLaunch', { gameId: 30001 }))).toBe('-1');
      await client.login('player01');
      const launch = await client.call<{ gameUrl: string; mode: string }>('gameLaunch', { gameId: 30001 });
      if (!launch.ok) throw new Error('no launch');
      expect(launch.data.mode).toBe('real');
      expect(await (await fetch(launch.data.gameUrl)).text()).toContain('Real play');
      expect(serviceCode(await client.call('gameLaunch', { gameId: 1 }))).toBe('game-not-found');
      const limited = testClient(server);
      await limited.login('limited01');
      expect(serviceCode(await limited.call('gameLaunch', { gameId: 30001 }))).toBe('1334');
    });

    it('refuses a game under maintenance and a balance below the minimum entry', async () => {
      const player = testClient(server);
      await player.login('player01');
      const ownMaintenance = pick((game) => game.maintenance);
      const providerMaintenance = pick((game) => !game.maintenance && game.providerCode === 'IRN');
      for (const game of [ownMaintenance, providerMaintenance])
        expect(serviceCode(await player.call('gameLaunch', { gameId: game.gameId }))).toBe(GAME_MAINTENANCE);
      const table = pick((game) => game.minimumEntryBalance > 0 && !gameMaintenance(game));
      const newbie = testClient(server);
      await newbie.login('newbie01');
      const refused = await newbie.call('gameLaunch', { gameId: table.gameId });
      expect(serviceCode(refused)).toBe(BALANCE_INSUFFICIENT);
      expect(serviceError(refused)?.data).toEqual({ minimumEntryBalance: table.minimumEntryBalance });
      expect((await player.call('gameLaunch', { gameId: table.gameId })).ok).toBe(true);
    });

    it('tells the end of a self-exclusion, refuses an account without game rights, and asks to confirm a ratio', async () => {
      const hall = await startTestHall();
      try {
        const control = createControlClient(hall.controlUrl!);
        const agent = testClient(hall);
        await agent.login('player01');
        // A self-exclusion that starts during the session (a self-excluded player cannot log in).
        const until = Date.now() + 86_400_000;
        await control.users.set('demo', 'player01', { selfExcludedUntil: until });
        const banned = await agent.call('gameLaunch', { gameId: 30001 });
        expect(serviceCode(banned)).toBe('1334');
        expect(serviceError(banned)?.data).toEqual({ selfExcludedUntil: until });
        await control.users.set('demo', 'player01', { selfExcludedUntil: null });

        await control.users.set('demo', 'player01', { accountType: 2 });
        expect(serviceCode(await agent.call('gameLaunch', { gameId: 30001 }))).toBe(NO_GAME_RIGHTS);
        await control.users.set('demo', 'player01', { accountType: 1 });

        const hashline = pick((game) => game.providerCode === 'HSL' && !gameMaintenance(game));
        const unconfirmed = await agent.call('gameLaunch', { gameId: hashline.gameId });
        expect(serviceCode(unconfirmed)).toBe(RATIO_UNCONFIRMED);
        expect(serviceError(unconfirmed)?.data).toEqual({ currencyRatio: 1000 });
        expect((await agent.call('gameLaunch', { gameId: hashline.gameId, ratioConfirmed: true })).ok).toBe(
          true,
        );
        const listed = await agent.call<Page>('gameList', { providerCode: 'HSL', pageSize: 1 });
        if (!listed.ok) throw new Error('no games');
        expect(listed.data.list[0]).toMatchObject({ providerCode: 'HSL', currencyRatio: 1000 });
      } finally {
        await hall.close();
      }
    });

    it('launches demo play where offered, else 41020, 210103 or the maintenance code', async () => {
      const client = testClient(server);
      const demo = await client.call<{ gameUrl: string; mode: string; balance: number }>('demoGameLaunch', {
        gameId: 30001,
      });
      if (!demo.ok) throw new Error('no demo launch');
      expect(demo.data).toMatchObject({ mode: 'demo', balance: 2000 });
      const url = new URL(demo.data.gameUrl);
      expect(url.origin).toBe(server.url);
      expect(url.pathname).toBe(`/play/${pick((game) => game.gameId === 30001).gameCode}`);
      expect(Object.fromEntries(url.searchParams)).toEqual({ demo: '1', lang: 'en_US', currency: 'BRL' });
      // Live tables have no try mode; a studio may offer none either.
      expect(serviceCode(await client.call('demoGameLaunch', { gameId: 40001 }))).toBe('41020');
      const noDemoStudio = pick((game) => game.providerCode === 'FJD' && !gameMaintenance(game));
      expect(serviceCode(await client.call('demoGameLaunch', { gameId: noDemoStudio.gameId }))).toBe('41020');
      // The catalogue switches off the demo line of some games.
      const lineOff = pick((game) => game.demoLineDisabled && !gameMaintenance(game));
      expect(serviceCode(await client.call('demoGameLaunch', { gameId: lineOff.gameId }))).toBe('210103');
      const resting = pick((game) => game.maintenance && game.demo);
      expect(serviceCode(await client.call('demoGameLaunch', { gameCode: resting.gameCode }))).toBe(
        GAME_MAINTENANCE,
      );
      // A site without demo play refuses every game.
      expect(serviceCode(await testClient(server, 'nova').call('demoGameLaunch', { gameId: 30001 }))).toBe(
        '41020',
      );
    });
  });
});

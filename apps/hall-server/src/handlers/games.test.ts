import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallServer } from '../server';
import { serviceCode, startTestHall, testClient } from '../test-support/hall';
import { buildGameCatalogue } from '../world/games';

interface GameView {
  gameId: number;
  gameCode: string;
  name: string;
  category: string;
  providerCode: string;
  hot: boolean;
  new: boolean;
  demo: boolean;
  img: string;
}

describe('game routes', () => {
  let server: HallServer;
  beforeAll(async () => {
    server = await startTestHall();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when the lobby lists games', () => {
    it('has every category with its count, in the player language', async () => {
      const client = testClient(server, 'siam', { language: 'th' });
      const categories = await client.call<{ key: string; name: string; count: number }[]>('gameCategories');
      if (!categories.ok) throw new Error('no categories');
      expect(categories.data.map((category) => category.key)).toContain('cockfighting');
      expect(categories.data.find((category) => category.key === 'electronic')).toMatchObject({
        name: 'สล็อต',
        count: 80,
      });
      expect(categories.data.reduce((sum, category) => sum + category.count, 0)).toBeGreaterThanOrEqual(200);
    });

    it('filters by category, provider, hot, new and keyword, and pages', async () => {
      const client = testClient(server, 'demo', { language: 'pt' });
      const slots = await client.call<{ list: GameView[]; total: number }>('gameList', {
        categoryId: 3,
        page: 2,
        pageSize: 30,
      });
      expect(slots.ok && slots.data.total).toBe(80);
      expect(slots.ok && slots.data.list.length).toBe(30);
      expect(slots.ok && slots.data.list[0]!.name).toMatch(/ (de|da|do) |Real|Selvagem/);
      const hot = await client.call<{ list: GameView[] }>('gameList', { hot: true, pageSize: 300 });
      expect(hot.ok && hot.data.list.every((game) => game.hot)).toBe(true);
      const neon = await client.call<{ list: GameView[] }>('gameList', {
        providerCode: 'NEO',
        pageSize: 300,
      });
      expect(neon.ok && neon.data.list.every((game) => game.providerCode === 'NEO')).toBe(true);
      const search = await client.call<{ list: GameView[] }>('gameList', { keyword: 'baccarat' });
      expect(search.ok && search.data.list.every((game) => game.category === 'live')).toBe(true);
      const providers = await client.call<{ code: string }[]>('gameProviders', { category: 'sports' });
      expect(providers.ok && providers.data.map((provider) => provider.code)).toEqual(['KCK']);
    });

    it('serves each card as png on the asset hosts, and says webp and avif do not exist', async () => {
      const client = testClient(server);
      const list = await client.call<{ list: GameView[] }>('gameList', { pageSize: 2 });
      if (!list.ok) throw new Error('no games');
      const image = list.data.list[0]!.img;
      for (const asset of server.assetUrls) {
        const png = await fetch(`${asset}${image}`);
        expect(png.headers.get('content-type')).toBe('image/png');
        expect(
          Buffer.from(await png.arrayBuffer())
            .subarray(1, 4)
            .toString(),
        ).toBe('PNG');
      }
      for (const variant of [
        image.replace(/\.png$/, '.webp'),
        image.replace(/\.png$/, '.avif'),
        `${image}.webp`,
      ]) {
        const response = await fetch(`${server.assetUrls[0]!}${variant}`);
        expect(response.status).toBe(404);
        expect(await response.text()).toContain('variant');
      }
      expect((await fetch(`${server.url}${image}`)).status).toBe(404);
    });
  });

  describe('when a game is launched', () => {
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

    it('launches demo play where offered, else 41020 or 210103', async () => {
      const client = testClient(server);
      const demo = await client.call<{ gameUrl: string; mode: string }>('demoGameLaunch', { gameId: 30001 });
      expect(demo.ok && demo.data.mode).toBe('demo');
      expect(serviceCode(await client.call('demoGameLaunch', { gameId: 40001 }))).toBe('41020');
      // The catalogue switches off the demo line of some games.
      const lineOff = buildGameCatalogue().find((game) => game.demoLineDisabled)!;
      expect(serviceCode(await client.call('demoGameLaunch', { gameId: lineOff.gameId }))).toBe('210103');
      expect(serviceCode(await testClient(server, 'nova').call('demoGameLaunch', { gameId: 30001 }))).toBe(
        '41020',
      );
    });
  });
});

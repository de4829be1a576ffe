import sharp from 'sharp';
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

/** The card image path of the first listed game ('/game-pictures/<code>.png'). */
async function firstCardPath(server: HallServer): Promise<string> {
  const list = await testClient(server).call<{ list: GameView[] }>('gameList', { pageSize: 1 });
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

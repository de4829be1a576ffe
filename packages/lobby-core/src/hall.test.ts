// @vitest-environment node
// Every endpoint of the lobby's API and the boot against the reference hall server on loopback:
// static mode first, the speed test, the demo launch and its codes, a hall down and back, and
// the reactions to the hall's own maintenance and config-change answers.
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gamesOfPages } from './api/games';
import { playMessageKeys } from './play/play';
import { hallLobby, requestsTo } from './test-support/hall-lobby';
import { POLL } from './test-support/test-lobby';

let hall: TestHall;
const lobbies: { dispose(): void }[] = [];
const track = <T extends { dispose(): void }>(lobby: T): T => (lobbies.push(lobby), lobby);

beforeAll(async () => {
  hall = await startTestHall({ apiDomains: 2, assetDomains: 2 });
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.faults.clear();
  await hall.control.requests.clear();
  for (const domain of await hall.control.domains.list()) {
    if (!domain.up) await hall.control.domains.set(domain.id, { up: true });
  }
  await hall.control.sites.set('demo', { status: 'normal' });
});
afterAll(() => hall.close());

describe('the lobby on the reference hall', () => {
  describe('when it boots without a snapshot', () => {
    it('reads the site from object storage first, then adds and speed-tests the site lines', async () => {
      const lobby = track(hallLobby(hall));
      await expect(lobby.boot()).resolves.toEqual({
        status: 'ready',
        source: 'network',
        revalidation: 'none',
      });

      const site = hall.site('demo');
      expect(lobby.select.siteInfo(lobby.store.getState())).toMatchObject({
        title: site.title,
        type: 'classic',
      });
      expect(await requestsTo(hall, '/hall/home/siteInfo/', 'oss')).toHaveLength(1);
      expect(await requestsTo(hall, '/hall/home/siteInfo', 'api')).toHaveLength(0);
      expect(lobby.store.getState().visit).toMatchObject({
        siteCode: 'demo',
        marketing: { cid: '8201', gclid: 'Cj0K' },
        language: { code: 'en_US', source: 'browser' },
        currency: { code: 'BRL', source: 'site' },
      });
      const measured = (kind: 'api' | 'oss') =>
        lobby.store.getState().lines[kind].lines.map((line) => line.ping > 0 && line.ping < 9999);
      await expect.poll(() => measured('api'), POLL).toEqual([true, true]);
      await expect.poll(() => measured('oss'), POLL).toEqual([true, true]);
      expect(await requestsTo(hall, '/piaspeed.png')).toHaveLength(4);
      expect(await requestsTo(hall, '/op.json', 'api')).toHaveLength(2);
    });
  });

  describe('when each site endpoint is read', () => {
    it('answers site info, base config, URLs, skin assets, system status and layout', async () => {
      const lobby = track(hallLobby(hall));
      await lobby.boot();
      const { endpoints } = lobby.api;
      const read = async <T>(request: PromiseLike<{ data?: T; error?: unknown }>) => {
        const result = await request;
        expect(result.error).toBeUndefined();
        return result.data!;
      };
      const { dispatch } = lobby.store;
      expect(await read(dispatch(endpoints.baseSiteConfig.initiate()))).toMatchObject({ siteCode: 'demo' });
      const urls = await read(dispatch(endpoints.siteUrlConfig.initiate()));
      expect(urls.api_domain).toEqual(hall.server.apiUrls);
      expect(await read(dispatch(endpoints.skinAssetsHash.initiate()))).toMatchObject({
        hash: expect.any(String),
      });
      const status = await read(dispatch(endpoints.systemStatus.initiate()));
      expect(status.messageBannerIndex?.length).toBeGreaterThan(0);
      const layout = await read(dispatch(endpoints.optimizationSiteConfig.initiate()));
      expect(layout.layoutDesign?.colors).toBeDefined();
      expect(lobby.select.banners(lobby.store.getState(), Date.now()).length).toBeGreaterThan(0);
    });
  });

  describe('when the game endpoints are read', () => {
    it('answers categories, providers, a page, a "load more" list, hot search and jackpot', async () => {
      const lobby = track(hallLobby(hall));
      await lobby.boot();
      const { dispatch } = lobby.store;
      const { endpoints } = lobby.api;

      const categories = (await dispatch(endpoints.gameCategories.initiate())).data!;
      expect(categories.length).toBeGreaterThanOrEqual(9);
      const busiest = [...categories].sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0]!;
      // The default seed has realistic volumes (thousands of games): three pages of 25 fit in one category.
      expect(busiest.count).toBeGreaterThan(75);

      const providers = (await dispatch(endpoints.gameProviders.initiate())).data!;
      const ofCategory = (await dispatch(endpoints.gameProviders.initiate({ category: busiest.key }))).data!;
      expect(ofCategory.length).toBeGreaterThan(0);
      expect(ofCategory.length).toBeLessThanOrEqual(providers.length);
      expect(ofCategory.every((provider) => provider.categories.includes(busiest.key))).toBe(true);

      const page2 = (
        await dispatch(endpoints.gameList.initiate({ categoryId: busiest.id, page: 2, pageSize: 10 }))
      ).data!;
      expect(page2).toMatchObject({ page: 2, pageSize: 10, total: busiest.count });
      expect(page2.list).toHaveLength(10);

      const request = { categoryId: busiest.id, pageSize: 25 };
      const list = dispatch(endpoints.gamePages.initiate(request));
      await list;
      // "Load more": the next page of the same list.
      await dispatch(endpoints.gamePages.initiate(request, { direction: 'forward' }));
      await dispatch(endpoints.gamePages.initiate(request, { direction: 'forward' }));
      const pages = endpoints.gamePages.select(request)(lobby.store.getState());
      expect(pages.data?.pages).toHaveLength(3);
      expect(pages.hasNextPage).toBe(true);
      const { games, total } = gamesOfPages(pages.data);
      expect(games).toHaveLength(75);
      expect(new Set(games.map((game) => game.gameId)).size).toBe(75);
      expect(total).toBe(busiest.count);
      expect(games.slice(10, 20)).toEqual(page2.list);
      list.unsubscribe();

      const hot = (await dispatch(endpoints.hotSearch.initiate())).data!;
      expect(hot.keywords.length).toBeGreaterThan(0);
      const pools = (await dispatch(endpoints.jackpot.initiate())).data!;
      expect(pools[0]).toMatchObject({ poolId: expect.any(String), amount: expect.any(Number) });
      // The pools grow: they are never read from object storage.
      expect(await requestsTo(hall, '/hall/home/jackpot', 'oss')).toHaveLength(0);
    });

    it('ends a "load more" list when every game is in', async () => {
      const lobby = track(hallLobby(hall));
      await lobby.boot();
      const categories = (await lobby.store.dispatch(lobby.api.endpoints.gameCategories.initiate())).data!;
      const smallest = categories
        .filter((category) => (category.count ?? 0) > 0)
        .sort((a, b) => a.count! - b.count!)[0]!;
      const request = { categoryId: smallest.id, pageSize: Math.ceil(smallest.count! / 2) };
      const list = lobby.store.dispatch(lobby.api.endpoints.gamePages.initiate(request));
      await list;
      await lobby.store.dispatch(lobby.api.endpoints.gamePages.initiate(request, { direction: 'forward' }));
      const pages = lobby.api.endpoints.gamePages.select(request)(lobby.store.getState());
      expect(gamesOfPages(pages.data).games).toHaveLength(smallest.count!);
      expect(pages.hasNextPage).toBe(false);
      list.unsubscribe();
    });
  });

  describe('when the content endpoints are read', () => {
    it('answers the marquee and the footer in the visit language', async () => {
      const lobby = track(hallLobby(hall));
      await lobby.boot();
      const marquee = (await lobby.store.dispatch(lobby.api.endpoints.marquee.initiate())).data!;
      expect(marquee.marqueeList.length).toBeGreaterThan(0);
      const footer = (await lobby.store.dispatch(lobby.api.endpoints.footerConfig.initiate())).data!;
      expect(footer.blocks.length).toBeGreaterThan(0);
    });
  });

  describe('when a visitor plays a demo', () => {
    async function demoGame(lobby: ReturnType<typeof hallLobby>) {
      const page = (await lobby.store.dispatch(lobby.api.endpoints.gameList.initiate({ pageSize: 100 })))
        .data!;
      return page.list.find((game) => game.demo)!;
    }

    it('becomes a demo guest and gets the game page address of the hall', async () => {
      const lobby = track(hallLobby(hall));
      await lobby.boot();
      const game = await demoGame(lobby);

      const outcome = await lobby.playDemo(game);

      expect(outcome).toMatchObject({ ok: true, game: { gameId: game.gameId, mode: 'demo' } });
      const { gameUrl } = (outcome as { game: { gameUrl: string } }).game;
      expect(hall.server.apiUrls).toContain(new URL(gameUrl).origin);
      expect(new URL(gameUrl).pathname).toBe(`/play/${game.gameCode}`);
      expect(lobby.store.getState().session.kind).toBe('demoGuest');
    });

    it.each([
      [210103, 'demoLineDisabled', playMessageKeys.demoLineDisabled],
      [41020, 'demoDisabled', playMessageKeys.demoDisabled],
    ])('reads %i as a typed outcome', async (code, reason, messageKey) => {
      const lobby = track(hallLobby(hall));
      await lobby.boot();
      const game = await demoGame(lobby);
      await hall.control.faults.add({
        kind: 'code',
        route: 'demoGameLaunch',
        code,
        message: 'no demo',
        times: 1,
      });

      await expect(lobby.playDemo(game)).resolves.toEqual({
        ok: false,
        reason,
        code: String(code),
        messageKey,
      });
      expect(lobby.store.getState().session.kind).toBe('visitor');
    });

    it('reads the hall refusing demo play on a site without it', async () => {
      // nova offers no demo play at all.
      const lobby = track(hallLobby(hall, {}, 'nova'));
      await lobby.boot();
      const page = (await lobby.store.dispatch(lobby.api.endpoints.gameList.initiate({ pageSize: 5 }))).data!;
      expect(page.list.every((game) => !game.demo)).toBe(true);
      await expect(lobby.playDemo({ gameId: page.list[0]!.gameId })).resolves.toMatchObject({
        ok: false,
        reason: 'demoDisabled',
        code: '41020',
      });
    });
  });

  describe('when every domain is down at boot, then back', () => {
    it('shows "still trying", and is ready after a retry once the hall answers', async () => {
      for (const domain of await hall.control.domains.list())
        await hall.control.domains.set(domain.id, { up: false });
      const lobby = track(
        hallLobby(hall, { bootRetry: { baseDelayMs: 60_000, maxDelayMs: 60_000, attemptTimeoutMs: 20_000 } }),
      );
      const ready = lobby.boot();
      await expect
        .poll(() => lobby.store.getState().boot.machine, POLL)
        .toMatchObject({ status: 'retrying', attempt: 1, failure: { kind: 'network' } });

      for (const domain of await hall.control.domains.list())
        await hall.control.domains.set(domain.id, { up: true });
      lobby.retry();
      await expect(ready).resolves.toMatchObject({ status: 'ready', source: 'network' });
      expect(lobby.select.siteInfo(lobby.store.getState())?.title).toBe(hall.site('demo').title);
    });
  });

  describe('when the site goes into maintenance', () => {
    it('shows the maintenance status from the hall answer', async () => {
      const lobby = track(hallLobby(hall));
      await lobby.boot();
      await hall.control.sites.set('demo', { status: 'maintenance' });

      await lobby.store.dispatch(lobby.api.endpoints.jackpot.initiate());

      expect(lobby.store.getState().siteStatus.site).toMatchObject({
        status: 'maintenance',
        reason: 'maintenance',
        code: '-3',
      });
    });
  });

  describe('when a call answers "config changed"', () => {
    it('reads the site info again from the hall', async () => {
      const lobby = track(hallLobby(hall));
      await lobby.boot();
      const before = (await requestsTo(hall, '/hall/home/siteInfo')).length;
      await hall.control.faults.add({ kind: 'code', route: 'jackpot', code: 1128, times: 1 });

      await lobby.store.dispatch(lobby.api.endpoints.jackpot.initiate());

      await expect
        .poll(async () => (await requestsTo(hall, '/hall/home/siteInfo')).length, POLL)
        .toBe(before + 1);
    });
  });

  describe('when a server makes a snapshot for a browser lobby', () => {
    it('lets the browser lobby paint with no hall request, then revalidate', async () => {
      const server = track(hallLobby(hall, { location: 'http://lobby.test/' }));
      await server.boot();
      const home = { hot: true, pageSize: 12 };
      await server.store.dispatch(server.api.endpoints.gamePages.initiate(home));
      await expect.poll(() => server.select.categories(server.store.getState()), POLL).toBeDefined();
      const snapshot = server.snapshot();
      await hall.control.requests.clear();

      // The revalidation is started by hand below, so nothing can start it during the checks.
      const browser = track(hallLobby(hall, { snapshot, revalidateAfterMs: 3_600_000 }));
      await expect(browser.boot()).resolves.toMatchObject({ status: 'ready', source: 'snapshot' });
      const first = browser.api.endpoints.gamePages.select(home)(browser.store.getState());
      expect(first.data?.pages[0]?.list).toHaveLength(12);
      expect(await hall.control.requests.list()).toEqual([]);

      browser.revalidate();
      await expect
        .poll(() => browser.store.getState().boot.machine, POLL)
        .toMatchObject({ revalidation: 'done' });
      expect((await requestsTo(hall, '/hall/home/siteInfo')).length).toBe(1);
    });
  });
});

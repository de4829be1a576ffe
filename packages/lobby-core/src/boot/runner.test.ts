import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { API_LINE, fakeHall, fakeSiteInfo, SITE_API_LINE } from '../test-support/fake-hall';
import { POLL, settle, TEST_EPOCH, testLobby } from '../test-support/test-lobby';
import { bootRetryDelay, DEFAULT_BOOT_RETRY } from './runner';
import { createBootSnapshot, serializeBootSnapshot } from './snapshot';

const snapshotOf = (now = TEST_EPOCH, ttlMs?: number) =>
  createBootSnapshot(
    {
      language: 'en_US',
      siteInfo: { ...fakeSiteInfo, title: 'From the snapshot' },
      siteUrls: { api_domain: [SITE_API_LINE], web_domain: [], oss_domain: [], download_domain_url: [] },
      categories: [{ id: 3, key: 'slot', name: 'Slots' }],
      games: [
        {
          request: { categoryId: 3, pageSize: 2 },
          page: {
            list: [
              { gameId: '1', gameCode: 'a', name: 'Alpha', providerCode: 'P' },
              { gameId: '2', gameCode: 'b', name: 'Beta', providerCode: 'P' },
            ],
            total: 9,
          },
        },
      ],
    },
    { siteCode: 'demo', now, ttlMs },
  );

describe('boot runner', () => {
  describe('when there is no snapshot and the hall answers', () => {
    it('reads the site, chooses language and currency, keeps the marketing parameters and is ready', async () => {
      const { lobby, hall } = testLobby();
      const ready = await lobby.boot();

      expect(ready).toEqual({ status: 'ready', source: 'network', revalidation: 'none' });
      const { visit, boot } = lobby.store.getState();
      expect(boot.snapshot).toBe('missing');
      // The browser asks for en-GB; the site offers en_US: browser matching (mode 1) picks it.
      expect(visit.language).toEqual({ code: 'en_US', source: 'browser' });
      expect(visit.currency).toEqual({ code: 'BRL', source: 'site' });
      expect(visit.marketing).toEqual({ cid: '8201' });
      expect(lobby.select.siteInfo(lobby.store.getState())?.title).toBe('Test Harbour');
      // The rest of the site data follows in the background, in the chosen language.
      for (const endpoint of [
        'systemStatus',
        'optimizationSiteConfig',
        'skinAssetsHash',
        'gameCategories',
      ] as const) {
        await expect.poll(() => hall.count(endpoint), POLL).toBe(1);
      }
      expect(hall.calls.find((call) => call.endpoint === 'gameCategories')?.language).toBe('en');
      lobby.dispose();
    });

    it('adds the site URL config lines after the build lines and speed-tests them', async () => {
      const { lobby } = testLobby();
      await lobby.boot();
      const pings = () =>
        lobby.store.getState().lines.api.lines.map(({ url, ping }) => [url, ping > 0 && ping < 9999]);
      await expect.poll(pings, POLL).toEqual([
        [API_LINE, true],
        [SITE_API_LINE, true],
      ]);
      lobby.dispose();
    });
  });

  describe('when a valid snapshot is inlined', () => {
    it('is ready at once from it, with no hall call until the revalidation', async () => {
      const { lobby, hall, clock } = testLobby({ snapshot: serializeBootSnapshot(snapshotOf()) });
      const ready = await lobby.boot();

      expect(ready).toEqual({ status: 'ready', source: 'snapshot', revalidation: 'scheduled' });
      expect(lobby.store.getState().boot.snapshot).toBe('used');
      expect(lobby.select.siteInfo(lobby.store.getState())?.title).toBe('From the snapshot');
      const games = lobby.api.endpoints.gamePages.select({ categoryId: 3, pageSize: 2 })(
        lobby.store.getState(),
      );
      expect(games.data?.pages[0]?.list.map((game) => game.name)).toEqual(['Alpha', 'Beta']);
      await settle();
      expect(hall.calls).toEqual([]);

      clock.advance(1500);
      await expect
        .poll(() => lobby.store.getState().boot.machine, POLL)
        .toEqual({
          status: 'ready',
          source: 'snapshot',
          revalidation: 'done',
        });
      // The hall's answer replaces the snapshot's.
      expect(lobby.select.siteInfo(lobby.store.getState())?.title).toBe('Test Harbour');
      expect(hall.count('siteInfo')).toBe(1);
      expect(hall.count('gameList')).toBe(1);
      lobby.dispose();
    });

    it('is read when readSnapshot is called, once, and the boot then only applies it', async () => {
      // A snapshot 1 s from its expiry: read before the clock moves, it is still the one used.
      const early = testLobby({ snapshot: serializeBootSnapshot(snapshotOf(TEST_EPOCH, 1000)) });
      early.lobby.readSnapshot();
      early.clock.advance(2000);
      early.lobby.readSnapshot();
      await early.lobby.boot();
      expect(early.lobby.store.getState().boot.snapshot).toBe('used');
      early.lobby.dispose();

      const late = testLobby({ snapshot: serializeBootSnapshot(snapshotOf(TEST_EPOCH, 1000)) });
      late.clock.advance(2000);
      late.lobby.readSnapshot();
      await late.lobby.boot();
      expect(late.lobby.store.getState().boot.snapshot).toBe('stale');
      late.lobby.dispose();
    });

    it('reads a snapshot made moments ago again only once it is snapshotFreshMs old, measuring the lines meanwhile', async () => {
      // Made 20 s before the page loaded (a server render's): as fresh as the hall's answer.
      const { lobby, hall, clock } = testLobby({
        snapshot: snapshotOf(TEST_EPOCH - 20_000),
        snapshotFreshMs: 60_000,
      });
      await lobby.boot();
      const measured = () => lobby.store.getState().lines.oss.lines.some((line) => line.ping > 0);

      clock.advance(1500);
      await expect.poll(measured, POLL).toBe(true);
      await settle();
      // The visit's agent link (cid) is asked now; no site data is read again yet.
      expect(hall.calls.map((call) => call.endpoint)).toEqual(['linkSetting']);
      expect(lobby.store.getState().boot.machine).toMatchObject({ revalidation: 'scheduled' });

      clock.advance(38_499);
      await settle();
      expect(hall.count('siteInfo')).toBe(0);
      clock.advance(1);
      await expect
        .poll(() => lobby.store.getState().boot.machine, POLL)
        .toMatchObject({ revalidation: 'done' });
      expect(hall.count('siteInfo')).toBe(1);
      lobby.dispose();
    });

    it('reads a snapshot older than snapshotFreshMs again after revalidateAfterMs', async () => {
      const { lobby, hall, clock } = testLobby({
        snapshot: snapshotOf(TEST_EPOCH - 60_000),
        snapshotFreshMs: 60_000,
      });
      await lobby.boot();
      clock.advance(1500);
      await expect
        .poll(() => lobby.store.getState().boot.machine, POLL)
        .toMatchObject({ revalidation: 'done' });
      expect(hall.count('siteInfo')).toBe(1);
      lobby.dispose();
    });

    it('reads the texts again at once when the visit settles on another language than the snapshot', async () => {
      const { lobby, hall, clock } = testLobby({
        snapshot: snapshotOf(),
        location: 'https://lobby.test/?lang=pt_PT',
      });
      await lobby.boot();
      expect(lobby.store.getState().visit.language).toEqual({ code: 'pt_PT', source: 'url' });
      expect(lobby.store.getState().boot.machine).toMatchObject({ revalidation: 'scheduled' });
      // Site info from the snapshot; the English category names are not shown in Portuguese.
      expect(lobby.select.siteInfo(lobby.store.getState())?.title).toBe('From the snapshot');
      expect(lobby.select.categories(lobby.store.getState())).toBeUndefined();
      // Scheduled with no wait.
      clock.advance(0);
      await expect.poll(() => hall.count('gameCategories'), POLL).toBe(1);
      lobby.dispose();
    });
  });

  describe.each([
    ['corrupt', '{"version":1,"siteCode":"demo"'],
    ['corrupt', JSON.stringify({ ...snapshotOf(), siteInfo: { currencyInfos: 'BRL' } })],
    ['stale', snapshotOf(TEST_EPOCH - 10 * 60_000, 60_000)],
    ['version', { ...snapshotOf(), version: 2 }],
    ['otherSite', { ...snapshotOf(), siteCode: 'siam' }],
  ])('when the snapshot is %s', (reason, snapshot) => {
    it('sets it aside and boots from the network', async () => {
      const { lobby, hall } = testLobby({ snapshot });
      const ready = await lobby.boot();
      expect(ready).toMatchObject({ status: 'ready', source: 'network' });
      expect(lobby.store.getState().boot.snapshot).toBe(reason);
      expect(lobby.select.siteInfo(lobby.store.getState())?.title).toBe('Test Harbour');
      expect(hall.count('siteInfo')).toBe(1);
      lobby.dispose();
    });
  });

  describe('when the stored values are corrupt', () => {
    it('drops them and boots as if nothing were stored', async () => {
      const storage = memoryStorage({
        'lobbykit:language': '<script>',
        'lobbykit:currency': 'x'.repeat(5000),
        'lobbykit:device': '{"not":"an id"}',
        'lobbykit:lines': '{{{',
      });
      const { lobby } = testLobby({}, { storage });
      await expect(lobby.boot()).resolves.toMatchObject({ status: 'ready' });
      expect(lobby.store.getState().visit.language?.code).toBe('en_US');
      expect(lobby.store.getState().visit.currency?.code).toBe('BRL');
      expect(storage.data.get('lobbykit:language')).toBeUndefined();
      expect(storage.data.get('lobbykit:currency')).toBeUndefined();
      expect(storage.data.get('lobbykit:device')).toMatch(/^[a-f0-9]{32}$/);
      lobby.dispose();
    });

    it('boots when every storage access throws', async () => {
      const storage = memoryStorage({}, { failWith: new Error('SecurityError: storage is disabled') });
      const { lobby } = testLobby({}, { storage });
      await expect(lobby.boot()).resolves.toMatchObject({ status: 'ready' });
      lobby.dispose();
    });

    it('uses a stored choice the site still offers', async () => {
      const storage = memoryStorage({ 'lobbykit:language': 'pt_PT', 'lobbykit:currency': 'USDT1:1' });
      const { lobby } = testLobby({}, { storage });
      await lobby.boot();
      expect(lobby.store.getState().visit).toMatchObject({
        language: { code: 'pt_PT', source: 'storage' },
        currency: { code: 'USDT1:1', source: 'storage' },
      });
      lobby.dispose();
    });
  });

  describe('when the hall is unreachable, then back', () => {
    it('shows "still trying" with the attempt and the next retry time, then retries on its own', async () => {
      const hall = fakeHall();
      hall.down = true;
      const { lobby, clock } = testLobby({}, { hall });
      const ready = lobby.boot();

      const delay = bootRetryDelay(1, 0.5, DEFAULT_BOOT_RETRY);
      await expect
        .poll(() => lobby.store.getState().boot.machine, POLL)
        .toEqual({
          status: 'retrying',
          attempt: 1,
          retryAt: TEST_EPOCH + delay,
          failure: expect.objectContaining({ kind: 'network' }),
        });

      clock.advance(delay);
      await expect
        .poll(() => lobby.store.getState().boot.machine, POLL)
        .toMatchObject({ status: 'retrying', attempt: 2 });

      hall.down = false;
      clock.advance(bootRetryDelay(2, 0.5, DEFAULT_BOOT_RETRY));
      await expect(ready).resolves.toMatchObject({ status: 'ready', source: 'network' });
      lobby.dispose();
    });

    it('tries again at once when the visitor asks', async () => {
      const hall = fakeHall();
      hall.down = true;
      const { lobby } = testLobby({}, { hall });
      const ready = lobby.boot();
      await expect.poll(() => lobby.store.getState().boot.machine.status, POLL).toBe('retrying');

      hall.down = false;
      lobby.retry();
      await expect(ready).resolves.toMatchObject({ status: 'ready' });
      expect(hall.count('siteInfo')).toBe(1);
      lobby.dispose();
    });

    it('gives an attempt up at its deadline when the hall does not answer at all', async () => {
      const hall = fakeHall();
      hall.hang = true;
      const { lobby, clock } = testLobby({ bootRetry: { attemptTimeoutMs: 4000 } }, { hall });
      void lobby.boot();
      await expect.poll(() => hall.count('siteInfo'), POLL).toBe(1);
      expect(lobby.store.getState().boot.machine).toEqual({ status: 'loading', attempt: 1 });

      clock.advance(4000);
      await expect
        .poll(() => lobby.store.getState().boot.machine, POLL)
        .toMatchObject({
          status: 'retrying',
          attempt: 1,
          failure: { kind: 'deadline' },
        });
      lobby.dispose();
    });
  });

  describe('when the lobby is disposed while retrying', () => {
    it('leaves no timer behind', async () => {
      const hall = fakeHall();
      hall.down = true;
      const { lobby, clock } = testLobby({}, { hall });
      void lobby.boot();
      await expect.poll(() => lobby.store.getState().boot.machine.status, POLL).toBe('retrying');
      lobby.dispose();
      expect(clock.pending()).toEqual([]);
    });
  });
});

describe('bootRetryDelay', () => {
  describe('when attempts fail one after the other', () => {
    it('doubles from the base, with jitter in the upper half, up to the cap', () => {
      const policy = { baseDelayMs: 1000, maxDelayMs: 8000, attemptTimeoutMs: 1 };
      expect([1, 2, 3, 4, 5, 9].map((attempt) => bootRetryDelay(attempt, 0, policy))).toEqual([
        500, 1000, 2000, 4000, 4000, 4000,
      ]);
      expect(bootRetryDelay(3, 0.999_999, policy)).toBe(4000);
    });
  });
});

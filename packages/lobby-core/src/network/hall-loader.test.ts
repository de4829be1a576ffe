import { describe, expect, it, vi } from 'vitest';
import { createBootSnapshot } from '../boot/snapshot';
import { API_LINE, fakeHall, fakeSiteInfo, SITE_API_LINE } from '../test-support/fake-hall';

/** An asset line only the snapshot's site URLs name. */
const SITE_ASSET_LINE = 'https://oss2.lobby.test';
import { POLL, settle, TEST_EPOCH, testLobby } from '../test-support/test-lobby';
import * as hallConnection from './hall-connection';
import type { LobbyHallModule } from './hall-loader';

/** What a browser says when a lazy chunk does not download (a dropped connection, a deploy that removed it). */
const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: https://lobby.test/assets/hall-connection-3f9a.js',
  );

/** A loader that answers the real module only once `release` is called. */
function heldLoader() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn(async (): Promise<LobbyHallModule> => {
    await released;
    return hallConnection;
  });
  return { load, release };
}

const snapshot = () =>
  createBootSnapshot(
    {
      language: 'en_US',
      siteInfo: { ...fakeSiteInfo, title: 'From the snapshot' },
      siteUrls: {
        api_domain: [SITE_API_LINE],
        web_domain: [],
        oss_domain: [SITE_ASSET_LINE],
        download_domain_url: [],
      },
    },
    { siteCode: 'demo', now: TEST_EPOCH },
  );

const apiLines = (lobby: ReturnType<typeof testLobby>['lobby']) =>
  lobby.store.getState().lines.api.lines.map(({ url, ping }) => ({ url, measured: ping > 0 }));
const assetLines = (lobby: ReturnType<typeof testLobby>['lobby']) =>
  lobby.store.getState().lines.oss.lines.map(({ url }) => url);

/** A next task of the page that comes when the test says so. */
const heldNextTask = () => {
  let nextTaskCame = () => {};
  const nextTask = () => new Promise<void>((resolve) => (nextTaskCame = resolve));
  return { nextTask, nextTaskCame: () => nextTaskCame() };
};

describe('createLobby: the hall connection', () => {
  describe('when the lobby is created', () => {
    it('loads nothing until the boot starts, then loads it at once', async () => {
      const loadHall = vi.fn(() => Promise.resolve<LobbyHallModule>(hallConnection));
      const { lobby } = testLobby({ loadHall, snapshot: snapshot() });
      await settle();
      expect(loadHall).not.toHaveBeenCalled();

      await lobby.boot();

      // Ready from the snapshot with no call to make, yet the load has started.
      expect(loadHall).toHaveBeenCalledTimes(1);
      lobby.dispose();
    });

    it("with the page's next task given, loads it in that task, the snapshot in the store before", async () => {
      const loadHall = vi.fn(() => Promise.resolve<LobbyHallModule>(hallConnection));
      const { nextTask, nextTaskCame } = heldNextTask();
      const { lobby } = testLobby({ loadHall, snapshot: snapshot(), nextTask });

      await lobby.boot();
      await settle();
      expect(lobby.store.getState().boot.machine).toMatchObject({ status: 'ready', source: 'snapshot' });
      expect(loadHall).not.toHaveBeenCalled();

      nextTaskCame();
      await expect.poll(() => loadHall.mock.calls.length, POLL).toBe(1);
      lobby.dispose();
    });

    it('loads nothing when the lobby is disposed before the next task', async () => {
      const loadHall = vi.fn(() => Promise.resolve<LobbyHallModule>(hallConnection));
      const { nextTask, nextTaskCame } = heldNextTask();
      const { lobby } = testLobby({ loadHall, snapshot: snapshot(), nextTask });

      await lobby.boot();
      lobby.dispose();
      nextTaskCame();
      await settle();
      expect(loadHall).not.toHaveBeenCalled();
    });
    it.each([
      ['rejects', () => Promise.reject(new Error('no scheduler'))],
      [
        'throws',
        () => {
          throw new Error('no scheduler');
        },
      ],
    ])("loads it all the same when the page's next task %s", async (_, nextTask: () => Promise<void>) => {
      const loadHall = vi.fn(() => Promise.resolve<LobbyHallModule>(hallConnection));
      const { lobby } = testLobby({ loadHall, snapshot: snapshot(), nextTask });

      await lobby.boot();
      await expect.poll(() => loadHall.mock.calls.length, POLL).toBe(1);
      lobby.dispose();
    });
  });

  describe('when calls come before the boot', () => {
    it('loads it for them, once for two calls at once', async () => {
      const { load, release } = heldLoader();
      const { lobby, hall } = testLobby({ loadHall: load });

      const info = lobby.store.dispatch(lobby.api.endpoints.siteInfo.initiate());
      const jackpot = lobby.store.dispatch(lobby.api.endpoints.jackpot.initiate());
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(hall.calls).toEqual([]);

      release();
      expect((await info).data?.title).toBe('Test Harbour');
      expect((await jackpot).data).toEqual([]);
      expect(load).toHaveBeenCalledTimes(1);
      info.unsubscribe();
      jackpot.unsubscribe();
      lobby.dispose();
    });
  });

  describe('when the boot starts from a snapshot', () => {
    it('is ready with the snapshot site lines before it loads (the first pictures come from them), and keeps them once it does', async () => {
      const { load, release } = heldLoader();
      const { lobby } = testLobby({ loadHall: load, snapshot: snapshot() });

      await expect(lobby.boot()).resolves.toEqual({
        status: 'ready',
        source: 'snapshot',
        revalidation: 'scheduled',
      });
      expect(lobby.select.siteInfo(lobby.store.getState())?.title).toBe('From the snapshot');
      expect(apiLines(lobby)).toEqual([
        { url: API_LINE, measured: false },
        { url: SITE_API_LINE, measured: false },
      ]);
      expect(assetLines(lobby)).toContain(SITE_ASSET_LINE);

      release();
      await expect.poll(() => apiLines(lobby).map(({ url }) => url), POLL).toEqual([API_LINE, SITE_API_LINE]);
      expect(assetLines(lobby)).toContain(SITE_ASSET_LINE);
      lobby.dispose();
    });
  });

  describe("when the connection's code does not download", () => {
    it('is "still trying" with the reason, and a retry loads it again', async () => {
      const loadHall = vi
        .fn(() => Promise.resolve<LobbyHallModule>(hallConnection))
        .mockRejectedValueOnce(chunkError());
      const { lobby, hall } = testLobby({ loadHall });
      const ready = lobby.boot();

      await expect
        .poll(() => lobby.store.getState().boot.machine, POLL)
        .toMatchObject({
          status: 'retrying',
          attempt: 1,
          failure: {
            kind: 'network',
            message: expect.stringMatching(/hall connection did not load: Failed to fetch dynamically/),
          },
        });
      expect(hall.calls).toEqual([]);

      lobby.retry();
      await expect(ready).resolves.toMatchObject({ status: 'ready', source: 'network' });
      expect(loadHall).toHaveBeenCalledTimes(2);
      lobby.dispose();
    });

    it('keeps a snapshot boot on screen and revalidates once a later load succeeds', async () => {
      const loadHall = vi
        .fn(() => Promise.resolve<LobbyHallModule>(hallConnection))
        .mockRejectedValueOnce(chunkError());
      const { lobby, clock } = testLobby({ loadHall, snapshot: snapshot() });
      await lobby.boot();
      await settle();
      expect(loadHall).toHaveBeenCalledTimes(1);
      expect(lobby.store.getState().boot.machine).toMatchObject({ status: 'ready', source: 'snapshot' });

      clock.advance(1500);

      await expect
        .poll(() => lobby.store.getState().boot.machine, POLL)
        .toMatchObject({ status: 'ready', revalidation: 'done' });
      expect(lobby.select.siteInfo(lobby.store.getState())?.title).toBe('Test Harbour');
      expect(loadHall).toHaveBeenCalledTimes(2);
      lobby.dispose();
    });

    it('answers a failed demo launch and the visitor stays a visitor', async () => {
      const loadHall = vi.fn((): Promise<LobbyHallModule> => Promise.reject(chunkError()));
      const { lobby } = testLobby({ loadHall, snapshot: snapshot() });
      await lobby.boot();

      const outcome = await lobby.playDemo({ gameId: '1201', demo: true });

      expect(outcome).toMatchObject({
        ok: false,
        reason: 'failed',
        error: { kind: 'network', message: expect.stringMatching(/hall connection did not load/) },
        messageKey: 'error.system',
      });
      expect(lobby.store.getState().session).toEqual({ status: 'visitor', kind: 'visitor' });
      await expect(lobby.hall()).rejects.toThrow(/Failed to fetch dynamically imported module/);
      lobby.dispose();
    });
  });

  describe('when the download hangs', () => {
    it('gives the boot attempt up at its deadline', async () => {
      const { load } = heldLoader();
      const { lobby, clock } = testLobby({ loadHall: load, bootRetry: { attemptTimeoutMs: 4000 } });
      void lobby.boot();
      await settle();
      expect(lobby.store.getState().boot.machine).toEqual({ status: 'loading', attempt: 1 });

      clock.advance(4000);

      await expect
        .poll(() => lobby.store.getState().boot.machine, POLL)
        .toMatchObject({ status: 'retrying', attempt: 1, failure: { kind: 'deadline' } });
      lobby.dispose();
    });
  });

  describe('when the lobby is disposed while it loads', () => {
    it('makes no connection: no hall client, no line store, no timer', async () => {
      const connectHall = vi.fn(hallConnection.connectHall);
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const loadHall = async (): Promise<LobbyHallModule> => {
        await released;
        return { connectHall };
      };
      const { lobby, clock } = testLobby({ loadHall, snapshot: snapshot() });
      await lobby.boot();

      lobby.dispose();
      release();
      await settle();

      expect(connectHall).not.toHaveBeenCalled();
      expect(clock.pending()).toEqual([]);
      await expect(lobby.hall()).rejects.toThrow(/disposed/);
    });
  });

  describe('when the client reports an event', () => {
    it('reaches listeners of hallEvents that subscribed before it loaded', async () => {
      const hall = fakeHall();
      const { lobby } = testLobby({}, { hall });
      const heard = vi.fn();
      lobby.hallEvents.on('configChanged', heard);
      await lobby.boot();
      hall.answer('jackpot', { code: 1128, message: 'config changed' });

      await lobby.store.dispatch(lobby.api.endpoints.jackpot.initiate());

      expect(heard).toHaveBeenCalledTimes(1);
      lobby.dispose();
    });
  });
});

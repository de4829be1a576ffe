// The signed-in player's services on a clock moved by hand: the heartbeat 10 s after the session
// starts, then every 90 s, and none once it stops (spec §7); the web push id after the first
// user call. The hall, the store and the API are stand-ins: what is counted is what is asked.
import { manualClock } from '@lobbykit/test-utils/clock';
import { describe, expect, it, vi } from 'vitest';
import type { PlayerServicesDeps } from './services';
import { startPlayerServices } from './services';

/** Lets the promises settled so far run their callbacks. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

/**
 * `balance` is the answer of the user call (getHomeGold); every other dispatch answers at once.
 * The endpoint stand-ins name themselves in what they initiate, so the store can tell them apart.
 */
function services(
  options: PlayerServicesDeps['options'] = { WebSocket: null },
  balance: Promise<{ data: unknown }> = Promise.resolve({ data: undefined }),
) {
  const clock = manualClock();
  const request = vi.fn((_name: string, _options?: unknown) =>
    Promise.resolve({ ok: true as const, data: undefined }),
  );
  const deps = {
    store: {
      dispatch: (action: { endpoint?: string }) =>
        Object.assign(action.endpoint === 'homeGold' ? balance : Promise.resolve({ data: undefined }), {
          unsubscribe: () => undefined,
        }),
    },
    api: {
      endpoints: new Proxy({}, { get: (_target, endpoint) => ({ initiate: () => ({ endpoint }) }) }),
    },
    client: { request, session: { token: undefined } },
    lines: { order: () => [] },
    options,
    now: clock.now,
    timers: clock.timers,
    random: () => 0.5,
  } as unknown as PlayerServicesDeps;
  const heartbeats = () => request.mock.calls.filter(([name]) => name === 'heartbeat').length;
  const webPushInfos = () => request.mock.calls.filter(([name]) => name === 'webPushInfo');
  return { clock, request, heartbeats, webPushInfos, running: startPlayerServices(deps) };
}

describe('startPlayerServices', () => {
  describe('while the player is signed in', () => {
    it('beats 10 s after the start, then every 90 s', () => {
      const { clock, heartbeats, running } = services();
      clock.advance(9_999);
      expect(heartbeats()).toBe(0);
      clock.advance(1);
      expect(heartbeats()).toBe(1);
      clock.advance(89_999);
      expect(heartbeats()).toBe(1);
      clock.advance(1);
      expect(heartbeats()).toBe(2);
      clock.advance(180_000);
      expect(heartbeats()).toBe(4);
      running.stop();
    });
  });

  describe('once the session ends', () => {
    it('beats no more', () => {
      const { clock, heartbeats, running } = services();
      clock.advance(10_000);
      running.stop();
      clock.advance(900_000);
      expect(heartbeats()).toBe(1);
      expect(clock.pending()).toEqual([]);
    });
  });

  describe('when the site gives a web push client', () => {
    // "The user call" is the balance read (getHomeGold), as in the session controls: the id is
    // stored 5 s after it answers, whatever the clock did while it was on its way.
    it('stores the push id 5 s after the user call answers, not before, and once', async () => {
      let answer!: (result: { data: unknown }) => void;
      const balance = new Promise<{ data: unknown }>((resolve) => (answer = resolve));
      const connect = vi.fn(() => Promise.resolve('jp-lobby-1'));
      const { clock, webPushInfos, running } = services({ WebSocket: null, webPush: connect }, balance);
      await flush();
      clock.advance(30_000);
      await flush();
      expect(connect).not.toHaveBeenCalled();

      answer({ data: { game_gold: 1000, bonus: 50, auditMode: 0 } });
      await flush();
      clock.advance(4_999);
      await flush();
      expect(webPushInfos()).toHaveLength(0);
      clock.advance(1);
      await flush();
      expect(webPushInfos()).toEqual([
        ['webPushInfo', { params: { jpushWebId: 'jp-lobby-1' }, silent: true }],
      ]);

      clock.advance(600_000);
      await flush();
      expect(webPushInfos()).toHaveLength(1);
      expect(connect).toHaveBeenCalledTimes(1);
      running.stop();
    });
  });
});

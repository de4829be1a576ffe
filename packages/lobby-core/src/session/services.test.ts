// The signed-in player's services on a clock moved by hand: the heartbeat 10 s after the session
// starts, then every 90 s, and none once it stops (spec §7); the web push id after the first
// user call. The hall, the store and the API are stand-ins: what is counted is what is asked.
import { manualClock } from '@lobbykit/test-utils/clock';
import { describe, expect, it, vi } from 'vitest';
import type { PlayerServicesDeps } from './services';
import { startPlayerServices } from './services';

function services(options: PlayerServicesDeps['options'] = { WebSocket: null }) {
  const clock = manualClock();
  const request = vi.fn((_name: string, _options?: unknown) =>
    Promise.resolve({ ok: true as const, data: undefined }),
  );
  const endpoint = { initiate: () => ({}) };
  const deps = {
    store: {
      dispatch: () => Object.assign(Promise.resolve({ data: undefined }), { unsubscribe: () => undefined }),
    },
    api: { endpoints: new Proxy({}, { get: () => endpoint }) },
    client: { request, session: { token: undefined } },
    lines: { order: () => [] },
    options,
    now: clock.now,
    timers: clock.timers,
    random: () => 0.5,
  } as unknown as PlayerServicesDeps;
  const heartbeats = () => request.mock.calls.filter(([name]) => name === 'heartbeat').length;
  return { clock, request, heartbeats, running: startPlayerServices(deps) };
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
});

import { manualClock } from '@lobbykit/test-utils/clock';
import { describe, expect, it, vi } from 'vitest';
import { startWebPush } from './web-push';

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('startWebPush', () => {
  describe('when the push client connects at once', () => {
    it('stores jpushWebId 5 s after the start, not before', async () => {
      const clock = manualClock();
      const store = vi.fn(() => Promise.resolve());
      const push = startWebPush({ connect: () => Promise.resolve('jp-1'), store, timers: clock.timers });
      await flush();
      clock.advance(4999);
      await flush();
      expect(store).not.toHaveBeenCalled();
      clock.advance(1);
      await flush();
      expect(store).toHaveBeenCalledWith('jp-1');
      await expect(push.result).resolves.toEqual({ ok: true, jpushWebId: 'jp-1' });
    });
  });

  describe('when the id comes after the delay', () => {
    it('stores it as soon as it comes', async () => {
      const clock = manualClock();
      const store = vi.fn(() => Promise.resolve());
      let give!: (id: string) => void;
      startWebPush({
        connect: () => new Promise<string>((resolve) => (give = resolve)),
        store,
        timers: clock.timers,
      });
      clock.advance(8000);
      await flush();
      expect(store).not.toHaveBeenCalled();
      give('late');
      await flush();
      expect(store).toHaveBeenCalledWith('late');
    });
  });

  describe('when connecting keeps failing', () => {
    it('reconnects at most 5 times, then settles connect-failed', async () => {
      const clock = manualClock();
      const connect = vi.fn(() => Promise.reject(new Error('down')));
      const store = vi.fn(() => Promise.resolve());
      const push = startWebPush({
        connect,
        store,
        timers: clock.timers,
        random: () => 1,
        backoff: { baseMs: 100, maxMs: 100 },
      });
      for (let i = 0; i < 10; i += 1) {
        await flush();
        clock.advance(100);
      }
      await expect(push.result).resolves.toMatchObject({ ok: false, code: 'connect-failed' });
      expect(connect).toHaveBeenCalledTimes(6);
      expect(push.reconnects).toBe(5);
      expect(store).not.toHaveBeenCalled();
    });
  });

  describe('when the connection is lost later', () => {
    it('reconnects and stores a changed id again', async () => {
      const clock = manualClock();
      const losers: (() => void)[] = [];
      let n = 0;
      const store = vi.fn(() => Promise.resolve());
      const push = startWebPush({
        connect: (lost) => {
          losers.push(lost);
          n += 1;
          return Promise.resolve(`id-${n}`);
        },
        store,
        timers: clock.timers,
        random: () => 1,
        backoff: { baseMs: 100, maxMs: 100 },
      });
      await flush();
      clock.advance(5000);
      await flush();
      losers[0]!();
      // A second call of the same lost callback counts once.
      losers[0]!();
      clock.advance(100);
      await flush();
      expect(push.reconnects).toBe(1);
      expect(store.mock.calls).toEqual([['id-1'], ['id-2']]);
    });
  });

  describe('when the store call fails', () => {
    it('settles store-failed with the error', async () => {
      const clock = manualClock();
      const error = new Error('500');
      const push = startWebPush({
        connect: () => Promise.resolve('x'),
        store: () => Promise.reject(error),
        timers: clock.timers,
        delayMs: 0,
      });
      clock.advance(0);
      await flush();
      await expect(push.result).resolves.toEqual({ ok: false, code: 'store-failed', error });
    });
  });

  describe('when stopped', () => {
    it('settles stopped and never stores', async () => {
      const clock = manualClock();
      const store = vi.fn(() => Promise.resolve());
      const push = startWebPush({ connect: () => Promise.resolve('x'), store, timers: clock.timers });
      push.stop();
      clock.advance(10_000);
      await flush();
      await expect(push.result).resolves.toEqual({ ok: false, code: 'stopped' });
      expect(store).not.toHaveBeenCalled();
      expect(clock.pending()).toEqual([]);
    });
  });
});

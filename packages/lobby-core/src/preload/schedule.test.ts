import { manualClock } from '@lobbykit/test-utils/clock';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { PreloadConnection } from './rules';
import { schedulePreload } from './schedule';

/** Lets settled downloads report back (they settle in microtasks, not on the manual clock). */
async function flush() {
  for (let hop = 0; hop < 5; hop += 1) await Promise.resolve();
}

/** A document whose visibility a test switches; it counts its listeners. */
function page(initial: 'visible' | 'hidden' = 'visible') {
  const listeners = new Set<() => void>();
  let state: string = initial;
  return {
    get visibilityState() {
      return state;
    },
    addEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) => {
      listeners.delete(listener);
    },
    listeners: () => listeners.size,
    show(next: 'visible' | 'hidden') {
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** `navigator.connection` as a test changes it. */
function network(initial: { saveData?: boolean; effectiveType?: string }) {
  const listeners = new Set<() => void>();
  const connection = {
    ...initial,
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => {
      listeners.delete(listener);
    },
    listeners: () => listeners.size,
    change(next: { saveData?: boolean; effectiveType?: string }) {
      Object.assign(connection, next);
      for (const listener of [...listeners]) listener();
    },
  };
  return connection;
}

/** Files that load at once, each recording when it was asked for. */
function instantFiles(count: number, now: () => number) {
  const asked: { file: number; at: number }[] = [];
  const files = Array.from({ length: count }, (_, file) =>
    vi.fn(() => {
      asked.push({ file, at: now() });
      return Promise.resolve();
    }),
  );
  return { files, asked };
}

describe('schedulePreload', () => {
  describe('when the page stays visible on a good network', () => {
    it('loads the first file after 30 s, then one every 2 s, each once', async () => {
      const clock = manualClock(0);
      const { files, asked } = instantFiles(3, clock.now);
      schedulePreload({ files, timers: clock.timers, visibility: page() });
      clock.advance(29_999);
      await flush();
      expect(asked).toEqual([]);
      clock.advance(1);
      await flush();
      expect(asked).toEqual([{ file: 0, at: 30_000 }]);
      clock.advance(2_000);
      await flush();
      clock.advance(2_000);
      await flush();
      expect(asked).toEqual([
        { file: 0, at: 30_000 },
        { file: 1, at: 32_000 },
        { file: 2, at: 34_000 },
      ]);
      clock.advance(60_000);
      await flush();
      expect(asked).toHaveLength(3);
      expect(clock.pending()).toEqual([]);
    });

    it('takes other timings', async () => {
      const clock = manualClock(0);
      const { files, asked } = instantFiles(2, clock.now);
      schedulePreload({ files, timers: clock.timers, startAfterMs: 100, everyMs: 10 });
      clock.advance(100);
      await flush();
      clock.advance(10);
      await flush();
      expect(asked).toEqual([
        { file: 0, at: 100 },
        { file: 1, at: 110 },
      ]);
    });
  });

  describe('when a file takes a while', () => {
    it('waits for it, then the gap: never two at once', async () => {
      const clock = manualClock(0);
      let finish: () => void = () => undefined;
      const slow = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      const next = vi.fn(() => Promise.resolve());
      schedulePreload({ files: [slow, next], timers: clock.timers });
      clock.advance(30_000);
      await flush();
      clock.advance(5_000);
      await flush();
      expect(next).not.toHaveBeenCalled();
      finish();
      await flush();
      clock.advance(1_999);
      await flush();
      expect(next).not.toHaveBeenCalled();
      clock.advance(1);
      await flush();
      expect(next).toHaveBeenCalledOnce();
    });
  });

  describe('when a file fails', () => {
    it('skips it, never asks again, and goes on after the gap', async () => {
      const clock = manualClock(0);
      const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
      const throwing = vi.fn((): Promise<void> => {
        throw new Error('no chunk');
      });
      const last = vi.fn(() => Promise.resolve());
      schedulePreload({ files: [failing, throwing, last], timers: clock.timers });
      clock.advance(30_000);
      await flush();
      clock.advance(2_000);
      await flush();
      clock.advance(2_000);
      await flush();
      clock.advance(60_000);
      await flush();
      expect(failing).toHaveBeenCalledOnce();
      expect(throwing).toHaveBeenCalledOnce();
      expect(last).toHaveBeenCalledOnce();
      expect(clock.pending()).toEqual([]);
    });
  });

  describe('when a file has nothing to fetch', () => {
    it('goes to the next one at once, without a gap', async () => {
      const clock = manualClock(0);
      const loaded = vi.fn(() => undefined);
      const { files, asked } = instantFiles(1, clock.now);
      schedulePreload({ files: [loaded, ...files], timers: clock.timers });
      clock.advance(30_000);
      await flush();
      expect(loaded).toHaveBeenCalledOnce();
      expect(asked).toEqual([{ file: 0, at: 30_000 }]);
    });
  });

  describe('when the page is hidden', () => {
    it('loads nothing while hidden at the start, then waits the gap once visible', async () => {
      const clock = manualClock(0);
      const document = page('hidden');
      const { files, asked } = instantFiles(2, clock.now);
      schedulePreload({ files, timers: clock.timers, visibility: document });
      clock.advance(120_000);
      await flush();
      expect(asked).toEqual([]);
      document.show('visible');
      clock.advance(1_999);
      await flush();
      expect(asked).toEqual([]);
      clock.advance(1);
      await flush();
      expect(asked).toEqual([{ file: 0, at: 122_000 }]);
    });

    it('pauses between files and resumes after the gap', async () => {
      const clock = manualClock(0);
      const document = page();
      const { files, asked } = instantFiles(3, clock.now);
      schedulePreload({ files, timers: clock.timers, visibility: document });
      clock.advance(30_000);
      await flush();
      document.show('hidden');
      clock.advance(60_000);
      await flush();
      expect(asked).toEqual([{ file: 0, at: 30_000 }]);
      document.show('visible');
      clock.advance(2_000);
      await flush();
      expect(asked).toEqual([
        { file: 0, at: 30_000 },
        { file: 1, at: 92_000 },
      ]);
    });

    it('keeps the start delay when hidden and shown again before it ends', async () => {
      const clock = manualClock(0);
      const document = page();
      const { files, asked } = instantFiles(1, clock.now);
      schedulePreload({ files, timers: clock.timers, visibility: document });
      clock.advance(5_000);
      document.show('hidden');
      clock.advance(5_000);
      document.show('visible');
      clock.advance(19_999);
      await flush();
      expect(asked).toEqual([]);
      clock.advance(1);
      await flush();
      expect(asked).toEqual([{ file: 0, at: 30_000 }]);
    });
  });

  describe('when the network is slow or the visitor saves data', () => {
    it.each<PreloadConnection>([
      { saveData: true },
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
    ])('loads nothing on %j', async (connection) => {
      const clock = manualClock(0);
      const document = page();
      const { files, asked } = instantFiles(2, clock.now);
      schedulePreload({ files, timers: clock.timers, visibility: document, connection });
      clock.advance(30_000);
      document.show('hidden');
      document.show('visible');
      clock.advance(600_000);
      await flush();
      expect(asked).toEqual([]);
    });

    it('resumes after the gap when the connection gets better, and pauses when it gets worse', async () => {
      const clock = manualClock(0);
      const connection = network({ effectiveType: '2g' });
      const { files, asked } = instantFiles(3, clock.now);
      schedulePreload({ files, timers: clock.timers, connection });
      clock.advance(40_000);
      await flush();
      expect(asked).toEqual([]);
      connection.change({ effectiveType: '4g' });
      clock.advance(2_000);
      await flush();
      expect(asked).toEqual([{ file: 0, at: 42_000 }]);
      connection.change({ saveData: true });
      clock.advance(60_000);
      await flush();
      expect(asked).toHaveLength(1);
    });
  });

  describe('when it is stopped', () => {
    it('before the start: loads nothing, leaves no timer and no listener', async () => {
      const clock = manualClock(0);
      const document = page();
      const connection = network({ effectiveType: '4g' });
      const { files, asked } = instantFiles(2, clock.now);
      const preload = schedulePreload({ files, timers: clock.timers, visibility: document, connection });
      expect(document.listeners()).toBe(1);
      expect(connection.listeners()).toBe(1);
      clock.advance(10_000);
      preload.stop();
      expect(clock.pending()).toEqual([]);
      expect(document.listeners()).toBe(0);
      expect(connection.listeners()).toBe(0);
      clock.advance(60_000);
      await flush();
      expect(asked).toEqual([]);
    });

    it('while a file loads: asks for no other', async () => {
      const clock = manualClock(0);
      let finish: () => void = () => undefined;
      const slow = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      const next = vi.fn(() => Promise.resolve());
      const preload = schedulePreload({ files: [slow, next], timers: clock.timers });
      clock.advance(30_000);
      await flush();
      preload.stop();
      finish();
      await flush();
      clock.advance(60_000);
      await flush();
      expect(next).not.toHaveBeenCalled();
      expect(clock.pending()).toEqual([]);
    });
  });

  describe('when every file is tried', () => {
    it('lets go of the page and the connection', async () => {
      const clock = manualClock(0);
      const document = page();
      const connection = network({});
      const { files } = instantFiles(1, clock.now);
      schedulePreload({ files, timers: clock.timers, visibility: document, connection });
      clock.advance(30_000);
      await flush();
      expect(document.listeners()).toBe(0);
      expect(connection.listeners()).toBe(0);
    });
  });

  describe('when there are no files', () => {
    it('sets no timer and listens to nothing', () => {
      const clock = manualClock(0);
      const document = page();
      schedulePreload({ files: [], timers: clock.timers, visibility: document });
      expect(clock.pending()).toEqual([]);
      expect(document.listeners()).toBe(0);
    });
  });

  describe('whatever the page and the network do', () => {
    it('asks for each file at most once, never while blocked, never before 30 s, at least 2 s apart', async () => {
      const step = fc.oneof(
        fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 40_000 }) }),
        fc.record({ kind: fc.constant('hidden' as const), value: fc.boolean() }),
        fc.record({ kind: fc.constant('slow' as const), value: fc.boolean() }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
          const clock = manualClock(0);
          const document = page();
          const connection = network({ effectiveType: '4g' });
          let blocked = false;
          const asked: { file: number; at: number; blocked: boolean }[] = [];
          const files = Array.from({ length: 4 }, (_, file) => () => {
            asked.push({ file, at: clock.now(), blocked });
            return Promise.resolve();
          });
          const preload = schedulePreload({ files, timers: clock.timers, visibility: document, connection });
          const sync = () => {
            blocked = document.visibilityState === 'hidden' || connection.effectiveType === '2g';
          };
          for (const each of steps) {
            if (each.kind === 'advance') {
              // One step at a time of at most the gap, so each settled file reports back in time.
              for (let left = each.ms; left > 0; left -= 1_000) {
                clock.advance(Math.min(1_000, left));
                await flush();
              }
            } else if (each.kind === 'hidden') {
              document.show(each.value ? 'hidden' : 'visible');
              sync();
            } else {
              connection.change({ effectiveType: each.value ? '2g' : '4g' });
              sync();
            }
          }
          preload.stop();
          const order = asked.map((entry) => entry.file);
          expect(order).toEqual([...order.keys()]);
          expect(asked.every((entry) => !entry.blocked)).toBe(true);
          expect(asked.every((entry) => entry.at >= 30_000)).toBe(true);
          for (let index = 1; index < asked.length; index += 1) {
            expect(asked[index]!.at - asked[index - 1]!.at).toBeGreaterThanOrEqual(2_000);
          }
          expect(clock.pending()).toEqual([]);
        }),
        { numRuns: 60 },
      );
    });
  });
});

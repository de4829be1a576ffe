// afterFirstScreen: the page's first paint, then its high-priority pictures, then the app; at
// most the cap. nextTask: a task of its own. startLobby: a theme app's start, step by step. Frames and timers are the test's (vitest's fake
// ones), pictures load on demand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, nextTask, startLobby } from './start';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** Whether `promise` has settled, after the microtasks now queued. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

/** A picture of the first screen, still loading (jsdom loads nothing). */
function priorityPicture(): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: false, configurable: true });
  document.body.append(image);
  return image;
}

describe('afterFirstScreen', () => {
  describe('when the page has no high-priority picture (the splash)', () => {
    it('settles once a frame has been painted', async () => {
      const start = afterFirstScreen();
      expect(await settled(start)).toBe(false);
      await vi.advanceTimersByTimeAsync(40);
      expect(await settled(start)).toBe(true);
    });
  });

  describe('when the first screen has a picture still loading', () => {
    it('waits for the picture, then for a painted frame', async () => {
      const picture = priorityPicture();
      const start = afterFirstScreen();
      await vi.advanceTimersByTimeAsync(500);
      expect(await settled(start)).toBe(false);
      picture.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(40);
      expect(await settled(start)).toBe(true);
    });
  });

  describe('when a picture never loads', () => {
    it('settles at the cap', async () => {
      priorityPicture();
      const start = afterFirstScreen({ capMs: 1500 });
      await vi.advanceTimersByTimeAsync(1400);
      expect(await settled(start)).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      expect(await settled(start)).toBe(true);
    });
  });
});

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  describe('when the browser has no scheduler.yield', () => {
    it('settles in a timer task, not in the microtasks of the task that asked', async () => {
      vi.stubGlobal('scheduler', undefined);
      const step = nextTask();
      await Promise.resolve();
      expect(await settled(step)).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('stays pending while no timer has run', async () => {
      vi.stubGlobal('scheduler', undefined);
      let done = false;
      void nextTask().then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      expect(vi.getTimerCount()).toBe(1);
    });
  });

  describe('when the browser has scheduler.yield', () => {
    it('yields through it and queues no timer', async () => {
      const yielded = vi.fn(() => Promise.resolve());
      vi.stubGlobal('scheduler', { yield: yielded });
      await nextTask();
      expect(yielded).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});

describe('startLobby', () => {
  /** A lobby and screens module that log what the start asks of them. */
  function startingApp(screensLoad: 'loads' | 'fails' = 'loads') {
    const log: string[] = [];
    const lobby = {
      readSnapshot: () => log.push('snapshot read'),
      boot: () => {
        log.push('boot');
        return Promise.resolve();
      },
    };
    const screens = vi.fn(() =>
      screensLoad === 'loads'
        ? Promise.resolve({
            mountScreens: (root: Element, mounted: typeof lobby) =>
              log.push(`mounted in #${root.id}${mounted === lobby ? '' : ' (another lobby)'}`),
          })
        : Promise.reject(new Error('the screens chunk did not download')),
    );
    const createLobby = () => {
      log.push('lobby made');
      return lobby;
    };
    const root = document.createElement('div');
    root.id = 'root';
    return { log, screens, createLobby, root };
  }

  describe('when the page starts its lobby', () => {
    it('asks for the screens at once, then makes, reads, boots and mounts, each in a task of its own', async () => {
      const { log, screens, createLobby, root } = startingApp();
      const started = startLobby(root, { createLobby, screens });
      expect(screens).toHaveBeenCalledTimes(1);
      expect(log).toEqual([]);

      const steps: string[][] = [];
      for (let task = 0; task < 4; task++) {
        // The timers queued so far, not those their callbacks queue: one task at a time.
        await vi.runOnlyPendingTimersAsync();
        steps.push([...log]);
      }
      await started;
      expect(steps).toEqual([
        ['lobby made'],
        ['lobby made', 'snapshot read'],
        ['lobby made', 'snapshot read', 'boot'],
        ['lobby made', 'snapshot read', 'boot', 'mounted in #root'],
      ]);
    });
  });

  describe('when the screens do not download', () => {
    it('boots the lobby, mounts nothing and rejects with the failure', async () => {
      const { log, screens, createLobby, root } = startingApp('fails');
      const started = startLobby(root, { createLobby, screens });
      const outcome = expect(started).rejects.toThrow('the screens chunk did not download');
      await vi.runAllTimersAsync();
      await outcome;
      expect(log).toEqual(['lobby made', 'snapshot read', 'boot']);
    });
  });
});

import { POPUP_LOAD_TIMEOUT_MS } from '@lobbykit/contract';
import { manualClock } from '@lobbykit/test-utils/clock';
import { describe, expect, it, vi } from 'vitest';
import { createPopupQueue } from './queue';
import type { PopupLoadContext } from './queue';

/** Lets loader promises settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function statuses(queue: { getState(): { items: readonly { id: string; status: string }[] } }): string[] {
  return queue.getState().items.map((item) => `${item.id}:${item.status}`);
}

describe('createPopupQueue', () => {
  describe('when the options are wrong', () => {
    it('throws a clear error without a route gate', () => {
      expect(() => createPopupQueue([], {} as never)).toThrow('options.isGameRoute must be a function');
      expect(() => createPopupQueue([], undefined as never)).toThrow('isGameRoute');
    });
    it('throws for bad items', () => {
      expect(() => createPopupQueue([{ id: 'a' }, { id: 'a' }], { isGameRoute: () => true })).toThrow(
        'unique',
      );
    });
  });

  describe('when started on the game route', () => {
    it('loads the first item, shows it, and loads the next once it is closed', async () => {
      const first = vi.fn(() => ({ amount: 10 }));
      const second = vi.fn(() => true);
      const queue = createPopupQueue(
        [
          { id: 'a', load: first },
          { id: 'b', load: second },
        ],
        { isGameRoute: () => true, timers: manualClock().timers },
      );
      queue.start();
      await flush();
      expect(first).toHaveBeenCalledTimes(1);
      expect(first.mock.calls[0]).toEqual([expect.objectContaining({ id: 'a', loginTriggered: false })]);
      expect(second).not.toHaveBeenCalled();
      expect(queue.getState().items[0]).toMatchObject({ status: 'showing', data: { amount: 10 } });
      queue.close('a');
      await flush();
      expect(second).toHaveBeenCalledTimes(1);
      expect(statuses(queue)).toEqual(['a:closed', 'b:showing']);
      queue.close('b');
      expect(queue.getState().status).toBe('ended');
    });

    it('shows an item without a loader', async () => {
      const queue = createPopupQueue([{ id: 'a' }], {
        isGameRoute: () => true,
        timers: manualClock().timers,
      });
      queue.start();
      await flush();
      expect(statuses(queue)).toEqual(['a:showing']);
    });

    it('skips an item whose loader resolves with nothing to show', async () => {
      const queue = createPopupQueue(
        [{ id: 'a', load: () => Promise.resolve(undefined) }, { id: 'b', load: () => false }, { id: 'c' }],
        { isGameRoute: () => true, timers: manualClock().timers },
      );
      queue.start();
      await flush();
      expect(statuses(queue)).toEqual(['a:skipped', 'b:skipped', 'c:showing']);
    });

    it('marks failed an item whose loader rejects or throws', async () => {
      const queue = createPopupQueue(
        [
          { id: 'a', load: () => Promise.reject(new Error('down')) },
          {
            id: 'b',
            load: () => {
              throw new Error('bug');
            },
          },
        ],
        { isGameRoute: () => true, timers: manualClock().timers },
      );
      queue.start();
      await flush();
      expect(statuses(queue)).toEqual(['a:failed', 'b:failed']);
      expect(queue.getState().status).toBe('ended');
    });
  });

  describe('when a load hangs', () => {
    it(`marks it timeout after ${POPUP_LOAD_TIMEOUT_MS} ms, aborts it and ignores a late answer`, async () => {
      const clock = manualClock();
      const hang = deferred();
      let signal: AbortSignal | undefined;
      const queue = createPopupQueue(
        [
          {
            id: 'a',
            load: (context: PopupLoadContext) => {
              signal = context.signal;
              return hang.promise;
            },
          },
          { id: 'b' },
        ],
        { isGameRoute: () => true, timers: clock.timers },
      );
      queue.start();
      await flush();
      clock.advance(POPUP_LOAD_TIMEOUT_MS - 1);
      expect(statuses(queue)).toEqual(['a:loading', 'b:waiting']);
      clock.advance(1);
      expect(statuses(queue)).toEqual(['a:timeout', 'b:loading']);
      expect(signal?.aborted).toBe(true);
      hang.resolve(true);
      await flush();
      expect(statuses(queue)).toEqual(['a:timeout', 'b:showing']);
    });

    it('uses the injected time-out', async () => {
      const clock = manualClock();
      const queue = createPopupQueue([{ id: 'a', load: () => new Promise(() => undefined) }], {
        isGameRoute: () => true,
        timers: clock.timers,
        loadTimeoutMs: 100,
      });
      queue.start();
      clock.advance(100);
      await flush();
      expect(statuses(queue)).toEqual(['a:timeout']);
    });

    it('clears the time-out once the load answered', async () => {
      const clock = manualClock();
      const queue = createPopupQueue([{ id: 'a' }], { isGameRoute: () => true, timers: clock.timers });
      queue.start();
      expect(clock.pending()).toHaveLength(1);
      await flush();
      expect(clock.pending()).toHaveLength(0);
    });
  });

  describe('when the gates are closed', () => {
    it('keeps a loaded item off screen until refresh sees the game route', async () => {
      let onGameRoute = false;
      const queue = createPopupQueue([{ id: 'a' }], {
        isGameRoute: () => onGameRoute,
        timers: manualClock().timers,
      });
      queue.start();
      await flush();
      expect(statuses(queue)).toEqual(['a:loaded']);
      onGameRoute = true;
      queue.refresh();
      expect(statuses(queue)).toEqual(['a:showing']);
      onGameRoute = false;
      queue.refresh();
      expect(statuses(queue)).toEqual(['a:loaded']);
    });

    it('reads the gates before every event, so a load answering off the route does not show', async () => {
      let onGameRoute = true;
      const answer = deferred();
      const queue = createPopupQueue([{ id: 'a', load: () => answer.promise }], {
        isGameRoute: () => onGameRoute,
        timers: manualClock().timers,
      });
      queue.start();
      onGameRoute = false;
      answer.resolve(true);
      await flush();
      expect(statuses(queue)).toEqual(['a:loaded']);
    });

    it('waits while another dialog is open', async () => {
      let dialogOpen = true;
      const queue = createPopupQueue([{ id: 'a' }], {
        isGameRoute: () => true,
        isDialogOpen: () => dialogOpen,
        timers: manualClock().timers,
      });
      queue.start();
      await flush();
      expect(statuses(queue)).toEqual(['a:loaded']);
      dialogOpen = false;
      queue.refresh();
      expect(statuses(queue)).toEqual(['a:showing']);
    });
  });

  describe('when restarted', () => {
    it('aborts the load in flight and passes the login-triggered flag to the loaders', async () => {
      const contexts: PopupLoadContext[] = [];
      const queue = createPopupQueue(
        [
          {
            id: 'a',
            showTimes: 2,
            load: (context: PopupLoadContext) => {
              contexts.push(context);
              return new Promise(() => undefined);
            },
          },
        ],
        { isGameRoute: () => true, timers: manualClock().timers },
      );
      queue.start();
      await flush();
      queue.restart(true);
      await flush();
      expect(contexts.map((context) => [context.loginTriggered, context.signal.aborted])).toEqual([
        [false, true],
        [true, false],
      ]);
      expect(queue.getState().loginTriggered).toBe(true);
    });
  });

  describe('when paused and resumed', () => {
    it('hides the shown item, then shows it again and re-runs the reshow-on-resume items', async () => {
      const load = vi.fn(() => true);
      const queue = createPopupQueue(
        [
          { id: 'a', showTimes: 2, reshowOnResume: true, load },
          { id: 'b', load: () => true },
        ],
        { isGameRoute: () => true, timers: manualClock().timers },
      );
      queue.start();
      await flush();
      queue.close('a');
      await flush();
      expect(statuses(queue)).toEqual(['a:closed', 'b:showing']);
      queue.pause();
      expect(statuses(queue)).toEqual(['a:closed', 'b:loaded']);
      queue.resume();
      await flush();
      expect(load).toHaveBeenCalledTimes(2);
      expect(statuses(queue)).toEqual(['a:showing', 'b:loaded']);
      queue.close('a');
      expect(statuses(queue)).toEqual(['a:closed', 'b:showing']);
    });
  });

  describe('when destroyed', () => {
    it('aborts loads, clears timers, stops notifying and ignores every later call', async () => {
      const clock = manualClock();
      let signal: AbortSignal | undefined;
      const queue = createPopupQueue(
        [
          {
            id: 'a',
            load: (context: PopupLoadContext) => {
              signal = context.signal;
              return new Promise(() => undefined);
            },
          },
        ],
        { isGameRoute: () => true, timers: clock.timers },
      );
      const listener = vi.fn();
      queue.subscribe(listener);
      queue.start();
      await flush();
      queue.destroy();
      expect(signal?.aborted).toBe(true);
      expect(clock.pending()).toHaveLength(0);
      const calls = listener.mock.calls.length;
      queue.restart(true);
      queue.start();
      expect(queue.getState().status).toBe('destroyed');
      expect(listener).toHaveBeenCalledTimes(calls);
    });
  });

  describe('when subscribed', () => {
    it('notifies on change only, and stops after unsubscribe', async () => {
      const queue = createPopupQueue([{ id: 'a' }], {
        isGameRoute: () => true,
        timers: manualClock().timers,
      });
      const listener = vi.fn();
      const unsubscribe = queue.subscribe(listener);
      queue.refresh();
      expect(listener).toHaveBeenCalledTimes(1);
      queue.refresh();
      queue.pause();
      expect(listener).toHaveBeenCalledTimes(1);
      queue.start();
      await flush();
      expect(listener).toHaveBeenCalledTimes(3);
      unsubscribe();
      queue.close('a');
      expect(listener).toHaveBeenCalledTimes(3);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { initialPopupQueueState, isEnded, popupQueueTransition } from './machine';
import type { PopupItemConfig, PopupQueueEvent, PopupQueueState } from './machine';

const open: PopupQueueEvent = { type: 'gate', gameRoute: true, dialogOpen: false };
const offRoute: PopupQueueEvent = { type: 'gate', gameRoute: false, dialogOpen: false };
const dialog: PopupQueueEvent = { type: 'gate', gameRoute: true, dialogOpen: true };

function run(state: PopupQueueState, ...events: PopupQueueEvent[]): PopupQueueState {
  return events.reduce(popupQueueTransition, state);
}

function statuses(state: PopupQueueState): string[] {
  return state.items.map((item) => `${item.id}:${item.status}`);
}

/** The attempt id of the item's load in flight. */
function attemptOf(state: PopupQueueState, id: string): number {
  return state.items.find((item) => item.id === id)!.attempt;
}

function loaded(state: PopupQueueState, id: string, data: unknown = true): PopupQueueEvent {
  return { type: 'loaded', id, attempt: attemptOf(state, id), data };
}

function item(state: PopupQueueState, id: string) {
  return state.items.find((entry) => entry.id === id)!;
}

const abc: PopupItemConfig[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('initialPopupQueueState', () => {
  describe('when the items are valid', () => {
    it('starts idle with every item waiting, closed gates and the default show count of 1', () => {
      const state = initialPopupQueueState([
        { id: 'a' },
        { id: 'b', showTimes: 3, advance: 'loaded', reshowOnResume: true },
      ]);
      expect(state.status).toBe('idle');
      expect(state.gameRoute).toBe(false);
      expect(state.dialogOpen).toBe(false);
      expect(state.items).toEqual([
        {
          id: 'a',
          status: 'waiting',
          remaining: 1,
          shown: false,
          attempt: 0,
          data: undefined,
          advance: 'closed',
          reshowOnResume: false,
        },
        {
          id: 'b',
          status: 'waiting',
          remaining: 3,
          shown: false,
          attempt: 0,
          data: undefined,
          advance: 'loaded',
          reshowOnResume: true,
        },
      ]);
    });
  });

  describe('when the items are wrong', () => {
    it('throws a clear error for a non-array', () => {
      expect(() => initialPopupQueueState('a' as never)).toThrow('items must be an array');
    });
    it('throws for a missing, empty or duplicate id', () => {
      expect(() => initialPopupQueueState([{} as never])).toThrow(
        'item 0 needs a unique, non-empty string id',
      );
      expect(() => initialPopupQueueState([{ id: '' }])).toThrow('item 0 needs');
      expect(() => initialPopupQueueState([{ id: 'a' }, { id: 'a' }])).toThrow('item 1 needs');
      expect(() => initialPopupQueueState([null as never])).toThrow('item 0 needs');
    });
    it('throws for a negative or fractional show count', () => {
      expect(() => initialPopupQueueState([{ id: 'a', showTimes: -1 }])).toThrow(
        '"a" showTimes must be a whole number',
      );
      expect(() => initialPopupQueueState([{ id: 'a', showTimes: 1.5 }])).toThrow('showTimes');
    });
  });
});

describe('popupQueueTransition', () => {
  describe('when the queue is idle', () => {
    const idle = initialPopupQueueState(abc);

    it('start runs the queue and loads the first item only', () => {
      const state = run(idle, { type: 'start' });
      expect(state.status).toBe('running');
      expect(statuses(state)).toEqual(['a:loading', 'b:waiting', 'c:waiting']);
      expect(attemptOf(state, 'a')).toBe(1);
    });
    it('restart runs the queue and records the login-triggered flag', () => {
      const state = run(idle, { type: 'restart', loginTriggered: true });
      expect(state.status).toBe('running');
      expect(state.loginTriggered).toBe(true);
      expect(statuses(state)).toEqual(['a:loading', 'b:waiting', 'c:waiting']);
    });
    it('pause, resume, close and load results change nothing', () => {
      expect(popupQueueTransition(idle, { type: 'pause' })).toBe(idle);
      expect(popupQueueTransition(idle, { type: 'resume' })).toBe(idle);
      expect(popupQueueTransition(idle, { type: 'close', id: 'a' })).toBe(idle);
      expect(popupQueueTransition(idle, { type: 'loaded', id: 'a', attempt: 0, data: true })).toBe(idle);
      expect(popupQueueTransition(idle, { type: 'failed', id: 'a', attempt: 0 })).toBe(idle);
      expect(popupQueueTransition(idle, { type: 'timeout', id: 'a', attempt: 0 })).toBe(idle);
    });
    it('gate records the route and dialog gates without loading anything', () => {
      const state = run(idle, dialog);
      expect(state.gameRoute).toBe(true);
      expect(state.dialogOpen).toBe(true);
      expect(statuses(state)).toEqual(['a:waiting', 'b:waiting', 'c:waiting']);
    });
    it('a gate event with the same values returns the same state', () => {
      const state = run(idle, open);
      expect(popupQueueTransition(state, open)).toBe(state);
    });
    it('destroy ends the queue for good', () => {
      expect(run(idle, { type: 'destroy' }).status).toBe('destroyed');
    });
  });

  describe('when an item is loading', () => {
    const loading = run(initialPopupQueueState(abc), open, { type: 'start' });

    it('loaded with data shows it at once when the gates are open', () => {
      const state = run(loading, loaded(loading, 'a', { amount: 5 }));
      expect(item(state, 'a')).toMatchObject({
        status: 'showing',
        data: { amount: 5 },
        remaining: 0,
        shown: true,
      });
    });
    it('loaded with false, null or undefined skips it and loads the next item', () => {
      for (const data of [false, null, undefined]) {
        const state = run(loading, { type: 'loaded', id: 'a', attempt: attemptOf(loading, 'a'), data });
        expect(statuses(state)).toEqual(['a:skipped', 'b:loading', 'c:waiting']);
        expect(item(state, 'a').remaining).toBe(1);
      }
    });
    it('failed marks it failed and loads the next item', () => {
      const state = run(loading, { type: 'failed', id: 'a', attempt: attemptOf(loading, 'a') });
      expect(statuses(state)).toEqual(['a:failed', 'b:loading', 'c:waiting']);
    });
    it('timeout marks it timeout and loads the next item', () => {
      const state = run(loading, { type: 'timeout', id: 'a', attempt: attemptOf(loading, 'a') });
      expect(statuses(state)).toEqual(['a:timeout', 'b:loading', 'c:waiting']);
    });
    it('a result of an older attempt or of another item is ignored', () => {
      expect(popupQueueTransition(loading, { type: 'loaded', id: 'a', attempt: 99, data: true })).toBe(
        loading,
      );
      expect(popupQueueTransition(loading, { type: 'timeout', id: 'b', attempt: 1 })).toBe(loading);
      expect(popupQueueTransition(loading, { type: 'failed', id: 'zz', attempt: 1 })).toBe(loading);
    });
    it('a late result after a timeout is ignored', () => {
      const timedOut = run(loading, { type: 'timeout', id: 'a', attempt: attemptOf(loading, 'a') });
      expect(popupQueueTransition(timedOut, { type: 'loaded', id: 'a', attempt: 1, data: true })).toBe(
        timedOut,
      );
    });
    it('start again changes nothing', () => {
      expect(popupQueueTransition(loading, { type: 'start' })).toBe(loading);
    });
    it('restart drops the load in flight and loads again with a new attempt', () => {
      const state = run(loading, { type: 'restart', loginTriggered: true });
      expect(statuses(state)).toEqual(['a:loading', 'b:waiting', 'c:waiting']);
      expect(attemptOf(state, 'a')).toBe(2);
      expect(popupQueueTransition(state, { type: 'loaded', id: 'a', attempt: 1, data: true })).toBe(state);
    });
    it('destroy sends the load back to waiting so nothing stays in flight', () => {
      const state = run(loading, { type: 'destroy' });
      expect(state.status).toBe('destroyed');
      expect(statuses(state)).toEqual(['a:waiting', 'b:waiting', 'c:waiting']);
    });
  });

  describe('when an item advances once closed (the default)', () => {
    it('the next item loads only after it closed', () => {
      let state = run(initialPopupQueueState(abc), open, { type: 'start' });
      state = run(state, loaded(state, 'a'));
      expect(statuses(state)).toEqual(['a:showing', 'b:waiting', 'c:waiting']);
      state = run(state, { type: 'close', id: 'a' });
      expect(statuses(state)).toEqual(['a:closed', 'b:loading', 'c:waiting']);
    });
  });

  describe('when an item advances once loaded', () => {
    it('the next item loads as soon as it loaded but shows only after it closed', () => {
      let state = run(initialPopupQueueState([{ id: 'a', advance: 'loaded' }, { id: 'b' }]), open, {
        type: 'start',
      });
      state = run(state, loaded(state, 'a'));
      expect(statuses(state)).toEqual(['a:showing', 'b:loading']);
      state = run(state, loaded(state, 'b'));
      expect(statuses(state)).toEqual(['a:showing', 'b:loaded']);
      state = run(state, { type: 'close', id: 'a' });
      expect(statuses(state)).toEqual(['a:closed', 'b:showing']);
    });
    it('a chain of such items loads one after the other, never two at once', () => {
      let state = run(
        initialPopupQueueState([{ id: 'a', advance: 'loaded' }, { id: 'b', advance: 'loaded' }, { id: 'c' }]),
        offRoute,
        { type: 'start' },
      );
      expect(statuses(state)).toEqual(['a:loading', 'b:waiting', 'c:waiting']);
      state = run(state, loaded(state, 'a'));
      expect(statuses(state)).toEqual(['a:loaded', 'b:loading', 'c:waiting']);
      state = run(state, loaded(state, 'b'));
      expect(statuses(state)).toEqual(['a:loaded', 'b:loaded', 'c:loading']);
    });
  });

  describe('when the route gate is closed', () => {
    it('a loaded item waits and shows once the game route is active', () => {
      let state = run(initialPopupQueueState(abc), offRoute, { type: 'start' });
      state = run(state, loaded(state, 'a'));
      expect(item(state, 'a')).toMatchObject({ status: 'loaded', remaining: 1, shown: false });
      state = run(state, open);
      expect(item(state, 'a')).toMatchObject({ status: 'showing', remaining: 0, shown: true });
    });
    it('leaving the game route hides the shown item; coming back shows it without counting again', () => {
      let state = run(initialPopupQueueState([{ id: 'a', showTimes: 2 }]), open, { type: 'start' });
      state = run(state, loaded(state, 'a'));
      expect(item(state, 'a')).toMatchObject({ status: 'showing', remaining: 1 });
      state = run(state, offRoute);
      expect(item(state, 'a')).toMatchObject({ status: 'loaded', remaining: 1, shown: true });
      state = run(state, open);
      expect(item(state, 'a')).toMatchObject({ status: 'showing', remaining: 1 });
    });
    it('the view may still close an item it hid', () => {
      let state = run(initialPopupQueueState(abc), open, { type: 'start' });
      state = run(state, loaded(state, 'a'), offRoute, { type: 'close', id: 'a' });
      expect(statuses(state)).toEqual(['a:closed', 'b:loading', 'c:waiting']);
    });
  });

  describe('when another dialog is open', () => {
    it('nothing shows until it closes, and a shown item is hidden while it is open', () => {
      let state = run(initialPopupQueueState(abc), dialog, { type: 'start' });
      state = run(state, loaded(state, 'a'));
      expect(item(state, 'a').status).toBe('loaded');
      state = run(state, open);
      expect(item(state, 'a').status).toBe('showing');
      state = run(state, dialog);
      expect(item(state, 'a').status).toBe('loaded');
    });
  });

  describe('when an item is showing', () => {
    const showing = (() => {
      const state = run(initialPopupQueueState(abc), open, { type: 'start' });
      return run(state, loaded(state, 'a'));
    })();

    it('close ends it and the next item loads', () => {
      expect(statuses(run(showing, { type: 'close', id: 'a' }))).toEqual([
        'a:closed',
        'b:loading',
        'c:waiting',
      ]);
    });
    it('close of another item changes nothing', () => {
      expect(popupQueueTransition(showing, { type: 'close', id: 'b' })).toBe(showing);
    });
    it('destroy hides it', () => {
      const state = run(showing, { type: 'destroy' });
      expect(item(state, 'a').status).toBe('loaded');
      expect(state.items.some((entry) => entry.status === 'showing')).toBe(false);
    });
    it('restart hides it and, its count spent, skips it', () => {
      const state = run(showing, { type: 'restart', loginTriggered: false });
      expect(statuses(state)).toEqual(['a:skipped', 'b:loading', 'c:waiting']);
    });
  });

  describe('when counting shows', () => {
    it('an item with showTimes 0 is skipped without loading', () => {
      const state = run(initialPopupQueueState([{ id: 'a', showTimes: 0 }, { id: 'b' }]), open, {
        type: 'start',
      });
      expect(statuses(state)).toEqual(['a:skipped', 'b:loading']);
    });
    it('an item shows at most once per run and again after a restart while it has shows left', () => {
      let state = run(initialPopupQueueState([{ id: 'a', showTimes: 2 }]), open, { type: 'start' });
      state = run(state, loaded(state, 'a'), { type: 'close', id: 'a' });
      expect(state.status).toBe('ended');
      expect(item(state, 'a').remaining).toBe(1);
      state = run(state, { type: 'restart', loginTriggered: true });
      state = run(state, loaded(state, 'a'));
      expect(item(state, 'a')).toMatchObject({ status: 'showing', remaining: 0 });
      state = run(state, { type: 'close', id: 'a' }, { type: 'restart', loginTriggered: false });
      expect(statuses(state)).toEqual(['a:skipped']);
      expect(state.status).toBe('ended');
    });
  });

  describe('when paused', () => {
    const paused = (() => {
      let state = run(
        initialPopupQueueState([
          { id: 'a', advance: 'loaded' },
          { id: 'b' },
          { id: 'c', reshowOnResume: true },
        ]),
        open,
        {
          type: 'start',
        },
      );
      state = run(state, loaded(state, 'a'));
      return run(state, { type: 'pause' });
    })();

    it('hides the shown item but lets the load in flight finish without showing', () => {
      expect(paused.status).toBe('paused');
      expect(statuses(paused)).toEqual(['a:loaded', 'b:loading', 'c:waiting']);
      const state = run(paused, loaded(paused, 'b'));
      expect(statuses(state)).toEqual(['a:loaded', 'b:loaded', 'c:waiting']);
    });
    it('starts no new load', () => {
      const state = run(paused, { type: 'close', id: 'a' }, loaded(paused, 'b'));
      expect(statuses(state)).toEqual(['a:closed', 'b:loaded', 'c:waiting']);
    });
    it('pause again and start change nothing', () => {
      expect(popupQueueTransition(paused, { type: 'pause' })).toBe(paused);
      expect(popupQueueTransition(paused, { type: 'start' })).toBe(paused);
    });
    it('resume shows the held item again without counting it twice', () => {
      const state = run(paused, { type: 'resume' });
      expect(state.status).toBe('running');
      expect(item(state, 'a')).toMatchObject({ status: 'showing', remaining: 0 });
    });
    it('resume runs again the ended items marked reshow-on-resume, and only those', () => {
      let state = run(
        initialPopupQueueState([
          { id: 'a', showTimes: 2 },
          { id: 'b', showTimes: 2, reshowOnResume: true },
        ]),
        open,
        {
          type: 'start',
        },
      );
      state = run(state, loaded(state, 'a'), { type: 'close', id: 'a' });
      state = run(state, loaded(state, 'b'), { type: 'close', id: 'b' });
      expect(state.status).toBe('ended');
      state = run(state, { type: 'restart', loginTriggered: false }, { type: 'pause' });
      state = run(state, { type: 'failed', id: 'a', attempt: attemptOf(state, 'a') });
      expect(statuses(state)).toEqual(['a:failed', 'b:waiting']);
      state = run(state, { type: 'resume' });
      expect(statuses(state)).toEqual(['a:failed', 'b:loading']);
    });
    it('resume of a reshow item with no shows left skips it', () => {
      let state = run(initialPopupQueueState([{ id: 'a', reshowOnResume: true }, { id: 'b' }]), open, {
        type: 'start',
      });
      state = run(
        state,
        loaded(state, 'a'),
        { type: 'close', id: 'a' },
        { type: 'pause' },
        { type: 'resume' },
      );
      expect(statuses(state)).toEqual(['a:skipped', 'b:loading']);
    });
    it('restart runs a fresh queue', () => {
      const state = run(paused, { type: 'restart', loginTriggered: true });
      expect(state.status).toBe('running');
      expect(statuses(state)).toEqual(['a:skipped', 'b:loading', 'c:waiting']);
    });
    it('destroy ends it for good', () => {
      const state = run(paused, { type: 'destroy' });
      expect(state.status).toBe('destroyed');
      expect(statuses(state)).toEqual(['a:loaded', 'b:waiting', 'c:waiting']);
    });
    it('stays paused when every item ended while paused', () => {
      let state = run(initialPopupQueueState([{ id: 'a' }]), open, { type: 'start' }, { type: 'pause' });
      state = run(state, { type: 'failed', id: 'a', attempt: attemptOf(state, 'a') });
      expect(state.status).toBe('paused');
      expect(run(state, { type: 'resume' }).status).toBe('ended');
    });
  });

  describe('when every item has ended', () => {
    const ended = (() => {
      let state = run(initialPopupQueueState([{ id: 'a' }, { id: 'b' }]), open, { type: 'start' });
      state = run(state, { type: 'timeout', id: 'a', attempt: attemptOf(state, 'a') });
      return run(state, loaded(state, 'b', false));
    })();

    it('the queue is ended', () => {
      expect(ended.status).toBe('ended');
      expect(statuses(ended)).toEqual(['a:timeout', 'b:skipped']);
    });
    it('start, pause and resume change nothing', () => {
      expect(popupQueueTransition(ended, { type: 'start' })).toBe(ended);
      expect(popupQueueTransition(ended, { type: 'pause' })).toBe(ended);
      expect(popupQueueTransition(ended, { type: 'resume' })).toBe(ended);
    });
    it('a gate change is recorded and shows nothing', () => {
      const state = run(ended, offRoute);
      expect(state.gameRoute).toBe(false);
      expect(state.status).toBe('ended');
    });
    it('restart runs the items that still have shows left', () => {
      const state = run(ended, { type: 'restart', loginTriggered: true });
      expect(state.status).toBe('running');
      expect(statuses(state)).toEqual(['a:loading', 'b:waiting']);
    });
    it('an empty queue ends as soon as it starts', () => {
      expect(run(initialPopupQueueState([]), { type: 'start' }).status).toBe('ended');
    });
    it('destroy ends it for good', () => {
      expect(run(ended, { type: 'destroy' }).status).toBe('destroyed');
    });
  });

  describe('when destroyed', () => {
    const destroyed = run(initialPopupQueueState(abc), open, { type: 'start' }, { type: 'destroy' });

    it('every event changes nothing', () => {
      const events: PopupQueueEvent[] = [
        { type: 'start' },
        { type: 'restart', loginTriggered: true },
        { type: 'pause' },
        { type: 'resume' },
        { type: 'destroy' },
        offRoute,
        { type: 'loaded', id: 'a', attempt: 1, data: true },
        { type: 'failed', id: 'a', attempt: 1 },
        { type: 'timeout', id: 'a', attempt: 1 },
        { type: 'close', id: 'a' },
      ];
      for (const event of events) expect(popupQueueTransition(destroyed, event)).toBe(destroyed);
    });
  });

  describe('when given an unknown event', () => {
    it('changes nothing', () => {
      const state = run(initialPopupQueueState(abc), { type: 'start' });
      expect(popupQueueTransition(state, { type: 'jump' } as never)).toBe(state);
    });
  });
});

describe('isEnded', () => {
  describe('when given each status', () => {
    it('is true for closed, skipped, timeout and failed only', () => {
      const all = [
        'waiting',
        'loading',
        'loaded',
        'showing',
        'closed',
        'skipped',
        'timeout',
        'failed',
      ] as const;
      expect(all.filter(isEnded)).toEqual(['closed', 'skipped', 'timeout', 'failed']);
    });
  });
});

// A clock for the simulator: time moves when a button (or the auto ticker) says so, so
// time-outs can be played step by step and tested without waiting.
import type { PopupTimers } from '@lobbykit/popup-queue';

export interface VirtualClock extends PopupTimers {
  readonly now: () => number;
  /** Moves time forward, firing due timers in order. */
  readonly advance: (ms: number) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createVirtualClock(): VirtualClock {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const listeners = new Set<() => void>();
  return {
    now: () => now,
    setTimeout(run, ms) {
      next += 1;
      timers.set(next, { at: now + ms, run });
      return next;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance: (ms) => {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

// A clock and timers a test moves by hand, so pings, backoffs, countdowns and expiries take no
// real time and run in a known order.
import type { Clock, Timers } from '@lobbykit/contract';

export interface ManualClock {
  readonly now: Clock;
  readonly timers: Timers;
  /** Runs every timer due within `ms`, earliest first (ties in the order they were set), then sets the clock to the end. */
  advance(ms: number): void;
  /** Moves the clock without running anything: the wall clock jumped (a sleeping phone). */
  jump(ms: number): void;
  /** Delays of the timers still pending, from now. */
  pending(): number[];
}

export function manualClock(start = 1_000_000): ManualClock {
  let now = start;
  let seq = 0;
  const tasks = new Map<number, { at: number; run: () => void }>();
  const nextDue = (end: number): number | undefined => {
    let nextId: number | undefined;
    let nextAt = Infinity;
    for (const [id, task] of tasks) {
      if (task.at <= end && task.at < nextAt) {
        nextAt = task.at;
        nextId = id;
      }
    }
    return nextId;
  };
  return {
    now: () => now,
    timers: {
      setTimeout(run, ms) {
        seq += 1;
        tasks.set(seq, { at: now + Math.max(0, ms), run });
        return seq;
      },
      clearTimeout(id) {
        tasks.delete(id as number);
      },
    },
    advance(ms) {
      const end = now + ms;
      for (let id = nextDue(end); id !== undefined; id = nextDue(end)) {
        const task = tasks.get(id)!;
        tasks.delete(id);
        now = task.at;
        task.run();
      }
      now = end;
    },
    jump(ms) {
      now += ms;
    },
    pending: () => [...tasks.values()].map((task) => task.at - now),
  };
}

// A clock and timers the test moves by hand, so pings, backoffs and uptimes take no real time.
import type { Timers } from '../src/environment';

export interface ManualClock {
  readonly now: () => number;
  readonly timers: Timers;
  /** Runs every timer due within `ms`, in order, then sets the clock to the end. */
  advance(ms: number): void;
  /** Delays of the timers still pending, from now. */
  pending(): number[];
}

export function manualClock(start = 1_000_000): ManualClock {
  let now = start;
  let seq = 0;
  const tasks = new Map<number, { at: number; run: () => void }>();
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
      for (;;) {
        let nextId: number | undefined;
        let nextAt = Infinity;
        for (const [id, task] of tasks) {
          if (task.at <= end && task.at < nextAt) {
            nextAt = task.at;
            nextId = id;
          }
        }
        if (nextId === undefined) break;
        const task = tasks.get(nextId)!;
        tasks.delete(nextId);
        now = task.at;
        task.run();
      }
      now = end;
    },
    pending: () => [...tasks.values()].map((task) => task.at - now),
  };
}

// A hand-driven clock for tests: timers and animation frames run only when advance() says so.
import type { Scheduler } from '../src/shared/scheduler';

export interface FakeScheduler extends Scheduler {
  /** Moves time forward, running due timers and a frame every 16 ms. */
  advance(ms: number): void;
  readonly pendingTimers: number;
  readonly pendingFrames: number;
}

export function createFakeScheduler(start = 0): FakeScheduler {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const frames = new Map<number, () => void>();
  let lastFrame = start;

  function runFrames(): void {
    const due = [...frames.entries()];
    frames.clear();
    for (const [, callback] of due) callback();
  }

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    requestFrame(callback) {
      const id = nextId++;
      frames.set(id, callback);
      return id;
    },
    cancelFrame(handle) {
      frames.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const nextTimer = [...timers.entries()].sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        const nextFrameAt = frames.size > 0 ? lastFrame + 16 : Infinity;
        const timerAt = nextTimer ? nextTimer[1].at : Infinity;
        const at = Math.min(timerAt, nextFrameAt);
        if (at > end) break;
        now = at;
        if (nextFrameAt <= timerAt) {
          lastFrame = at;
          runFrames();
        } else if (nextTimer) {
          timers.delete(nextTimer[0]);
          nextTimer[1].callback();
        }
      }
      now = end;
      if (frames.size === 0) lastFrame = now;
    },
    get pendingTimers() {
      return timers.size;
    },
    get pendingFrames() {
      return frames.size;
    },
  };
}

// Time for the blocks: clock, timers and animation frames, injected so tests drive them.

/** The clock, timers and animation frames a block uses. */
export interface Scheduler {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  requestFrame(callback: () => void): unknown;
  cancelFrame(handle: unknown): void;
}

/** The browser's own clock, timers and frames, looked up when called (safe to import on a server). */
export const browserScheduler: Scheduler = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as number),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle as number),
};

/** A trailing debounce on the given scheduler. */
export interface Debounced {
  (): void;
  cancel(): void;
}

/** Runs `callback` once `ms` after the last call. */
export function debounce(scheduler: Scheduler, ms: number, callback: () => void): Debounced {
  let handle: unknown;
  let pending = false;
  const run = (() => {
    if (pending) scheduler.clearTimeout(handle);
    pending = true;
    handle = scheduler.setTimeout(() => {
      pending = false;
      callback();
    }, ms);
  }) as Debounced;
  run.cancel = () => {
    if (pending) scheduler.clearTimeout(handle);
    pending = false;
  };
  return run;
}

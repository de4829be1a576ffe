/** The outside world the transport reaches, injected so tests can replace it. */

/** setTimeout/clearTimeout pair; vitest fake timers or a test scheduler can stand in. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(handle: ReturnType<typeof setTimeout> | undefined): void;
}

/** The part of the Web Storage API used for remembered lines and the response cache. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const defaultTimers = (): Timers => ({
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
});

// The outside world lobbykit packages reach: time, timers and storage. Each package takes
// them as options (so tests can pass fakes) and types them with these, so one fake serves
// every package.

/**
 * A source of the current time in milliseconds. Each option says which clock it defaults
 * to: `Date.now` where the value is compared with server or stored times, `performance.now`
 * where only elapsed time matters.
 * @example const clock: Clock = () => fakeNow;
 */
export type Clock = () => number;

/**
 * One-shot timers: `globalThis.setTimeout` / `clearTimeout`, vitest's fake timers, or a
 * hand-driven scheduler. The handle is opaque: whatever `setTimeout` returns is given back
 * to `clearTimeout` and never looked into, so a fake may return a plain number.
 * @example const timers: Timers = { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (id) => clearTimeout(id as number) };
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The part of the Web Storage API the packages use (`localStorage`, `sessionStorage` or an
 * in-memory map). Callers treat every method as one that may throw: storage access fails
 * in some private modes and sandboxed frames.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

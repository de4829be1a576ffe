/** The outside world the transport reaches, injected so tests can replace it. */
import type { StorageLike, Timers } from '@lobbykit/contract';

// The types are @lobbykit/contract's, shared by every lobbykit package; re-exported for the
// imports that name them from here.
export type { StorageLike, Timers };

export const defaultTimers = (): Timers => ({
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  // The handle is whatever globalThis.setTimeout returned; Timers keeps it opaque.
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
});

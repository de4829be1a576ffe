// The outside world the channel needs, with defaults read from globals only when no fake is passed.
import type { Timers } from '@lobbykit/contract';

// @lobbykit/contract's Timers, shared by every lobbykit package; the channel only needs
// one-shot timeouts. Re-exported for the imports that name it from here.
export type { Timers };

/** Whether the browser is online, and changes to it. */
export interface NetworkStatus {
  online(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

interface BrowserGlobals {
  navigator?: { onLine?: boolean };
  addEventListener?: (type: string, listener: () => void) => void;
  removeEventListener?: (type: string, listener: () => void) => void;
}

// Looked up at call time so fake timers installed after import still apply.
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as Parameters<typeof clearTimeout>[0]),
};

/** navigator.onLine with the window's online/offline events; always online where they do not exist. */
export function browserNetwork(): NetworkStatus {
  const g = globalThis as BrowserGlobals;
  return {
    online: () => g.navigator?.onLine !== false,
    subscribe(listener) {
      if (!g.addEventListener || !g.removeEventListener) return () => undefined;
      const online = () => listener(true);
      const offline = () => listener(false);
      g.addEventListener('online', online);
      g.addEventListener('offline', offline);
      return () => {
        g.removeEventListener?.('online', online);
        g.removeEventListener?.('offline', offline);
      };
    },
  };
}

// Web push registration: connect the vendor's push client, then hand its id (jpushWebId) to the hall.
import { WEB_PUSH_INFO_DELAY_MS, WEB_PUSH_MAX_RECONNECTS } from '@lobbykit/contract';
import { backoffDelay } from './backoff';
import type { BackoffOptions } from './backoff';
import { globalTimers } from './environment';
import type { Timers } from './environment';

export interface WebPushOptions {
  /**
   * Connects the push client and resolves its registration id (jpushWebId); calls `lost`
   * if the connection drops later. Called again for every reconnect.
   */
  readonly connect: (lost: () => void) => Promise<string>;
  /** The user call that stores the id (POST /user/webPushInfo with `{ jpushWebId }`). */
  readonly store: (jpushWebId: string) => Promise<unknown>;
  /**
   * The store call waits this long after the start (and for the id).
   * @default WEB_PUSH_INFO_DELAY_MS (5000)
   */
  readonly delayMs?: number | undefined;
  /**
   * Reconnects after a failed or lost connection, in all.
   * @default WEB_PUSH_MAX_RECONNECTS (5)
   */
  readonly maxReconnects?: number | undefined;
  /**
   * Delay between reconnects.
   * @default { baseMs: 1000, maxMs: 30000 }
   */
  readonly backoff?: BackoffOptions | undefined;
  /** @default globalThis.setTimeout / clearTimeout */
  readonly timers?: Timers | undefined;
  /** @default Math.random */
  readonly random?: (() => number) | undefined;
}

export type WebPushResult =
  | { readonly ok: true; readonly jpushWebId: string }
  | {
      readonly ok: false;
      readonly code: 'connect-failed' | 'store-failed' | 'stopped';
      readonly error?: unknown;
    };

export interface WebPush {
  /** Settles on the first store outcome, when every reconnect failed, or on stop. Never rejects. */
  readonly result: Promise<WebPushResult>;
  /** Reconnects made so far. */
  readonly reconnects: number;
  stop(): void;
}

/** Starts web push: connects (reconnecting at most `maxReconnects` times) and stores the id after `delayMs`. */
export function startWebPush(options: WebPushOptions): WebPush {
  const timers = options.timers ?? globalTimers;
  const max = options.maxReconnects ?? WEB_PUSH_MAX_RECONNECTS;
  let reconnects = 0;
  let stopped = false;
  let due = false;
  let id: string | undefined;
  let storedId: string | undefined;
  let settle!: (result: WebPushResult) => void;
  let settled = false;
  const result = new Promise<WebPushResult>((resolve) => {
    settle = (value) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
  });
  const pending = new Set<unknown>();
  const later = (ms: number, callback: () => void) => {
    const handle = timers.setTimeout(() => {
      pending.delete(handle);
      callback();
    }, ms);
    pending.add(handle);
  };

  const maybeStore = () => {
    if (stopped || !due || id === undefined || id === storedId) return;
    const value = (storedId = id);
    options.store(value).then(
      () => settle({ ok: true, jpushWebId: value }),
      (error: unknown) => settle({ ok: false, code: 'store-failed', error }),
    );
  };

  let generation = 0;
  const attempt = () => {
    if (stopped) return;
    const mine = ++generation;
    // A lost callback from an older connection must not count twice.
    const lost = () => {
      if (mine === generation) reconnect(new Error('web push connection lost'));
    };
    Promise.resolve()
      .then(() => options.connect(lost))
      .then(
        (value) => {
          if (stopped || mine !== generation) return;
          id = value;
          maybeStore();
        },
        (error: unknown) => {
          if (mine === generation) reconnect(error);
        },
      );
  };

  const reconnect = (error: unknown) => {
    if (stopped) return;
    generation += 1;
    if (reconnects >= max) {
      settle({ ok: false, code: 'connect-failed', error });
      return;
    }
    reconnects += 1;
    later(backoffDelay(reconnects, (options.random ?? Math.random)(), options.backoff), attempt);
  };

  later(options.delayMs ?? WEB_PUSH_INFO_DELAY_MS, () => {
    due = true;
    maybeStore();
  });
  attempt();

  return {
    result,
    get reconnects() {
      return reconnects;
    },
    stop() {
      stopped = true;
      for (const handle of pending) timers.clearTimeout(handle);
      pending.clear();
      settle({ ok: false, code: 'stopped' });
    },
  };
}

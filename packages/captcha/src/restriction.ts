// The captcha restriction window (spec §8: error_12 / error_01 restrict for 60 s). It is kept
// in server time, so a wrong device clock neither shortens nor stretches it, and in storage,
// so a reload does not lift it.
import { CAPTCHA_RESTRICTION_MS, type Clock, type StorageLike } from '@lobbykit/contract';

// @lobbykit/contract's StorageLike, shared by every lobbykit package; re-exported for the
// imports that name it from here.
export type { StorageLike };

export interface RestrictionOptions {
  /** Where the window survives a reload; `null` keeps it in memory only. @default globalThis.localStorage when usable */
  storage?: StorageLike | null;
  /** @default 'lobbykit:captcha:restriction' */
  storageKey?: string;
  /** Local clock. @default Date.now */
  now?: Clock;
  /** Milliseconds to add to the local clock to get server time (the hall client's `serverTimeOffset`). @default () => 0 */
  serverTimeOffset?: () => number;
  /** Longest window; a stored window claiming more is cut to this. @default 60000 (CAPTCHA_RESTRICTION_MS) */
  maxMs?: number;
}

export interface Restriction {
  /** Milliseconds left, 0 when free. */
  remainingMs(): number;
  /** Server time at which the window ends, or undefined when free. */
  until(): number | undefined;
  /** Starts a window of `ms` (cut to `maxMs`) from now in server time; returns its end. */
  start(ms?: number): number;
  clear(): void;
}

export const DEFAULT_RESTRICTION_KEY = 'lobbykit:captcha:restriction';

// Storage access throws in some private modes and sandboxed frames: treat that as no storage.
function defaultStorage(): StorageLike | null {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads the stored end; anything but `{"until": <finite number>}` is discarded. */
function readStored(storage: StorageLike, key: string): number | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    const until =
      typeof parsed === 'object' && parsed !== null ? (parsed as { until?: unknown }).until : undefined;
    if (typeof until === 'number' && Number.isFinite(until)) return until;
  } catch {
    // fall through: corrupt
  }
  try {
    storage.removeItem(key);
  } catch {
    // a storage that cannot remove cannot hurt either
  }
  return undefined;
}

export function createRestriction(options: RestrictionOptions = {}): Restriction {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const key = options.storageKey ?? DEFAULT_RESTRICTION_KEY;
  const now = options.now ?? Date.now;
  const offset = options.serverTimeOffset ?? (() => 0);
  const maxMs = options.maxMs ?? CAPTCHA_RESTRICTION_MS;
  const serverNow = (): number => {
    const extra = offset();
    return now() + (Number.isFinite(extra) ? extra : 0);
  };
  let end = storage ? readStored(storage, key) : undefined;

  const clear = (): void => {
    end = undefined;
    try {
      storage?.removeItem(key);
    } catch {
      // in-memory state is already clear
    }
  };

  const restriction: Restriction = {
    remainingMs() {
      if (end === undefined) return 0;
      const left = end - serverNow();
      if (left <= 0) {
        clear();
        return 0;
      }
      // A stored end further away than the longest window is a changed clock or a tampered value.
      return Math.min(left, maxMs);
    },
    until() {
      const left = restriction.remainingMs();
      return left > 0 ? serverNow() + left : undefined;
    },
    start(ms = maxMs) {
      const length = Number.isFinite(ms) && ms > 0 ? Math.min(ms, maxMs) : maxMs;
      end = serverNow() + length;
      try {
        storage?.setItem(key, JSON.stringify({ until: end }));
      } catch {
        // quota or privacy mode: the window still holds for this page
      }
      return end;
    },
    clear,
  };
  return restriction;
}

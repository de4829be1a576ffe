/**
 * A response cache that counts its clears. A clear says "what you hold is old" (the site's config
 * changed, another player signed in); an answer to a call sent before it may be just as old, so the
 * client does not store it after the clear, or the next read would bring the old data back. The
 * browser's own HTTP cache may hold the old static files too: the client asks it to revalidate
 * them for a while after a clear (`clearedAt`).
 */
import type { Clock } from '@lobbykit/contract';
import type { ResponseCache } from './memory-cache';

export interface ClearCountingCache extends ResponseCache {
  /** How many times `clear()` ran. */
  readonly clears: number;
  /** When `clear()` last ran, on the client's clock; undefined before the first. */
  readonly clearedAt: number | undefined;
}

export function countClears(cache: ResponseCache, now: Clock): ClearCountingCache {
  let clears = 0;
  let clearedAt: number | undefined;
  return {
    get: (key) => cache.get(key),
    getStale: (key) => cache.getStale(key),
    set: (key, value, ttlMs) => cache.set(key, value, ttlMs),
    delete: (key) => cache.delete(key),
    prune: () => cache.prune(),
    clear() {
      clears += 1;
      clearedAt = now();
      cache.clear();
    },
    get clears() {
      return clears;
    },
    get clearedAt() {
      return clearedAt;
    },
  };
}

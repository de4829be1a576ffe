/**
 * `@lobbykit/transport/cache`: the response cache with a copy in storage (e.g.
 * localStorage) that survives reloads. Stored copies older than 7 days are deleted when
 * read and at start, and a corrupt one is dropped. Pass it as the client's `cache`.
 */
import { CACHE_TTL_MS, LOCAL_CACHE_MAX_AGE_MS, type StorageLike } from '@lobbykit/contract';
import {
  createMemoryCache,
  type CacheEntry,
  type MemoryCacheOptions,
  type ResponseCache,
} from './memory-cache';

export { cacheKey, createMemoryCache } from './memory-cache';
export type { CacheEntry, CacheKeyParts, MemoryCacheOptions, ResponseCache } from './memory-cache';

export interface ResponseCacheOptions extends MemoryCacheOptions {
  /** Keeps copies across reloads (e.g. localStorage). Without it the cache is memory only. */
  storage?: StorageLike | undefined;
  /** Prefix of storage keys. @default 'lobbykit:cache:' */
  prefix?: string;
}

type ListableStorage = StorageLike & { readonly length: number; key(index: number): string | null };

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const {
    storage,
    now = Date.now,
    ttlMs: ttlDefault = CACHE_TTL_MS,
    maxAgeMs = LOCAL_CACHE_MAX_AGE_MS,
    prefix = 'lobbykit:cache:',
  } = options;
  const memory = createMemoryCache(options);
  if (!storage) return memory;

  const safely = (action: () => void): void => {
    try {
      action();
    } catch {
      // A full or blocked storage only costs the copy across reloads.
    }
  };
  const remove = (key: string) => safely(() => storage.removeItem(prefix + key));

  /** The stored copy younger than maxAgeMs; an old or corrupt one is deleted. */
  const readStored = <T>(key: string): CacheEntry<T> | undefined => {
    let raw: string | null = null;
    safely(() => (raw = storage.getItem(prefix + key)));
    if (raw === null) return undefined;
    try {
      const entry = JSON.parse(raw) as Partial<CacheEntry<T>>;
      if (
        typeof entry.storedAt === 'number' &&
        typeof entry.ttlMs === 'number' &&
        'value' in entry &&
        now() - entry.storedAt <= maxAgeMs
      ) {
        return entry as CacheEntry<T>;
      }
    } catch {
      // Corrupt: deleted below like an old copy.
    }
    remove(key);
    return undefined;
  };

  /** Our keys in storage, when the storage can list them. */
  const storedKeys = (): string[] => {
    const listable = storage as ListableStorage;
    const keys: string[] = [];
    if (typeof listable.key === 'function') {
      for (let i = 0; i < listable.length; i++) {
        const key = listable.key(i);
        if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length));
      }
    }
    return keys;
  };

  const cache: ResponseCache = {
    get<T>(key: string) {
      const entry = memory.get<T>(key) ?? readStored<T>(key);
      return entry && now() - entry.storedAt < entry.ttlMs ? entry : undefined;
    },
    getStale: (key) => memory.getStale(key) ?? readStored(key),
    set(key, value, ttlMs = ttlDefault) {
      memory.set(key, value, ttlMs);
      const entry: CacheEntry = { value, storedAt: now(), ttlMs };
      safely(() => storage.setItem(prefix + key, JSON.stringify(entry)));
    },
    delete(key) {
      memory.delete(key);
      remove(key);
    },
    prune() {
      memory.prune();
      storedKeys().forEach(readStored);
    },
    clear() {
      memory.clear();
      storedKeys().forEach(remove);
    },
  };
  cache.prune();
  return cache;
}

/**
 * The cache of cacheable GETs: fresh for 5 minutes by default, keyed by path, parameters,
 * currency, language and platformType. With a storage it keeps a copy across reloads;
 * stored copies older than 7 days are deleted and a corrupt one is dropped.
 */
import { CACHE_TTL_MS, LOCAL_CACHE_MAX_AGE_MS } from '@lobbykit/contract';
import type { StorageLike } from './environment';

export interface CacheKeyParts {
  path: string;
  params?: Readonly<Record<string, unknown>> | undefined;
  currency?: string | undefined;
  language?: string | undefined;
  platformType?: number | string | undefined;
}

/** One key per distinct call: parameters are sorted, so their order does not matter. */
export function cacheKey(parts: CacheKeyParts): string {
  const params = parts.params ?? {};
  const sorted = Object.keys(params)
    .sort()
    .map((key) => [key, params[key]]);
  return JSON.stringify([parts.path, sorted, parts.currency ?? '', parts.language ?? '', String(parts.platformType ?? '')]);
}

export interface ResponseCacheOptions {
  /** Keeps copies across reloads (e.g. localStorage). */
  storage?: StorageLike | undefined;
  /** @default Date.now */
  now?: () => number;
  /** How long an entry is fresh. @default 300000 (CACHE_TTL_MS, 5 minutes) */
  ttlMs?: number;
  /** Stored copies older than this are deleted. @default 604800000 (LOCAL_CACHE_MAX_AGE_MS, 7 days) */
  maxAgeMs?: number;
  /** Prefix of storage keys. @default 'lobbykit:cache:' */
  prefix?: string;
  /** Entries held in memory. @default 200 */
  maxEntries?: number;
}

export interface CacheEntry<T = unknown> {
  value: T;
  storedAt: number;
  ttlMs: number;
}

export interface ResponseCache {
  /** A fresh entry, or undefined. */
  get<T = unknown>(key: string): CacheEntry<T> | undefined;
  /** Any entry younger than `maxAgeMs`, fresh or not (a fallback when the network fails). */
  getStale<T = unknown>(key: string): CacheEntry<T> | undefined;
  set(key: string, value: unknown, ttlMs?: number): void;
  delete(key: string): void;
  /** Deletes stored copies older than `maxAgeMs` (and corrupt ones), when the storage can list keys. */
  prune(): void;
  clear(): void;
}

type ListableStorage = StorageLike & { readonly length: number; key(index: number): string | null };

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const now = options.now ?? Date.now;
  const ttlDefault = options.ttlMs ?? CACHE_TTL_MS;
  const maxAgeMs = options.maxAgeMs ?? LOCAL_CACHE_MAX_AGE_MS;
  const prefix = options.prefix ?? 'lobbykit:cache:';
  const maxEntries = options.maxEntries ?? 200;
  const storage = options.storage;
  const memory = new Map<string, CacheEntry>();

  const safely = (action: () => void): void => {
    try {
      action();
    } catch {
      // A full or blocked storage only costs the copy across reloads.
    }
  };

  const readStored = (key: string): CacheEntry | undefined => {
    if (!storage) return undefined;
    let raw: string | null = null;
    safely(() => (raw = storage.getItem(prefix + key)));
    if (raw === null) return undefined;
    try {
      const entry = JSON.parse(raw) as Partial<CacheEntry>;
      if (typeof entry.storedAt !== 'number' || typeof entry.ttlMs !== 'number' || !('value' in entry)) {
        throw new TypeError('not a cache entry');
      }
      return entry as CacheEntry;
    } catch {
      safely(() => storage.removeItem(prefix + key));
      return undefined;
    }
  };

  const lookup = (key: string): CacheEntry | undefined => {
    const entry = memory.get(key) ?? readStored(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt > maxAgeMs) {
      memory.delete(key);
      if (storage) safely(() => storage.removeItem(prefix + key));
      return undefined;
    }
    return entry;
  };

  const cache: ResponseCache = {
    get<T>(key: string) {
      const entry = lookup(key);
      return entry && now() - entry.storedAt < entry.ttlMs ? (entry as CacheEntry<T>) : undefined;
    },
    getStale<T>(key: string) {
      return lookup(key) as CacheEntry<T> | undefined;
    },
    set(key, value, ttlMs = ttlDefault) {
      const entry: CacheEntry = { value, storedAt: now(), ttlMs };
      memory.delete(key);
      memory.set(key, entry);
      if (memory.size > maxEntries) memory.delete(memory.keys().next().value as string);
      if (storage) safely(() => storage.setItem(prefix + key, JSON.stringify(entry)));
    },
    delete(key) {
      memory.delete(key);
      if (storage) safely(() => storage.removeItem(prefix + key));
    },
    prune() {
      const listable = storage as ListableStorage | undefined;
      if (!listable || typeof listable.key !== 'function') return;
      const keys: string[] = [];
      for (let i = 0; i < listable.length; i++) {
        const key = listable.key(i);
        if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length));
      }
      for (const key of keys) lookup(key);
    },
    clear() {
      for (const key of [...memory.keys()]) cache.delete(key);
      const listable = storage as ListableStorage | undefined;
      if (!listable || typeof listable.key !== 'function') return;
      const keys: string[] = [];
      for (let i = 0; i < listable.length; i++) {
        const key = listable.key(i);
        if (key?.startsWith(prefix)) keys.push(key);
      }
      for (const key of keys) safely(() => listable.removeItem(key));
    },
  };
  cache.prune();
  return cache;
}

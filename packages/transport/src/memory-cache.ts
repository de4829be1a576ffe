/**
 * The client's default cache of cacheable GETs, in memory: fresh for 5 minutes by default,
 * keyed by path, parameters, currency, language and platformType. `createResponseCache`
 * of `@lobbykit/transport/cache` adds a copy in storage that survives reloads.
 */
import { CACHE_TTL_MS, LOCAL_CACHE_MAX_AGE_MS, type Clock } from '@lobbykit/contract';

export interface CacheKeyParts {
  path: string;
  params?: Readonly<Record<string, unknown>> | undefined;
  currency?: string | undefined;
  language?: string | undefined;
  platformType?: number | string | undefined;
}

/** One key per distinct call: parameters are sorted, so their order does not matter. */
export function cacheKey({
  path,
  params = {},
  currency = '',
  language = '',
  platformType = '',
}: CacheKeyParts): string {
  const sorted = Object.keys(params)
    .sort()
    .map((key) => [key, params[key]]);
  return JSON.stringify([path, sorted, currency, language, String(platformType)]);
}

export interface MemoryCacheOptions {
  /** @default Date.now */
  now?: Clock;
  /** How long an entry is fresh. @default 300000 (CACHE_TTL_MS, 5 minutes) */
  ttlMs?: number;
  /** Entries older than this are deleted. @default 604800000 (LOCAL_CACHE_MAX_AGE_MS, 7 days) */
  maxAgeMs?: number;
  /** Entries held in memory; past it the oldest is forgotten. @default 200 */
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
  /** Deletes entries older than `maxAgeMs` (and corrupt stored ones). */
  prune(): void;
  clear(): void;
}

export function createMemoryCache({
  now = Date.now,
  ttlMs: ttlDefault = CACHE_TTL_MS,
  maxAgeMs = LOCAL_CACHE_MAX_AGE_MS,
  maxEntries = 200,
}: MemoryCacheOptions = {}): ResponseCache {
  const memory = new Map<string, CacheEntry>();
  const getStale = <T>(key: string): CacheEntry<T> | undefined => {
    const entry = memory.get(key) as CacheEntry<T> | undefined;
    if (!entry || now() - entry.storedAt <= maxAgeMs) return entry;
    memory.delete(key);
    return undefined;
  };
  return {
    get<T>(key: string) {
      const entry = getStale<T>(key);
      return entry && now() - entry.storedAt < entry.ttlMs ? entry : undefined;
    },
    getStale,
    set(key, value, ttlMs = ttlDefault) {
      memory.delete(key);
      memory.set(key, { value, storedAt: now(), ttlMs });
      if (memory.size > maxEntries) memory.delete(memory.keys().next().value!);
    },
    delete: (key) => void memory.delete(key),
    prune: () => [...memory.keys()].forEach(getStale),
    clear: () => memory.clear(),
  };
}

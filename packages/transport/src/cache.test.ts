import { describe, expect, it } from 'vitest';
import { cacheKey, createResponseCache } from './cache';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const DAY = 24 * 60 * 60_000;

describe('cacheKey', () => {
  describe('when only the parameter order differs', () => {
    it('gives the same key', () => {
      expect(cacheKey({ path: '/a', params: { x: 1, y: 2 } })).toBe(
        cacheKey({ path: '/a', params: { y: 2, x: 1 } }),
      );
    });
  });

  describe('when currency, language or platformType differ', () => {
    it('gives different keys', () => {
      const base = { path: '/a', currency: 'BRL', language: 'en_US', platformType: 5 };
      const keys = new Set([
        cacheKey(base),
        cacheKey({ ...base, currency: 'THB' }),
        cacheKey({ ...base, language: 'th_TH' }),
        cacheKey({ ...base, platformType: 6 }),
      ]);
      expect(keys.size).toBe(4);
    });
  });
});

describe('createResponseCache', () => {
  describe('when an entry is younger than its TTL', () => {
    it('is fresh; after 5 minutes it is only stale', () => {
      let t = 1000;
      const cache = createResponseCache({ now: () => t });
      cache.set('k', { a: 1 });
      t += 5 * 60_000 - 1;
      expect(cache.get('k')?.value).toEqual({ a: 1 });
      t += 1;
      expect(cache.get('k')).toBeUndefined();
      expect(cache.getStale('k')?.value).toEqual({ a: 1 });
    });
  });

  describe('when a storage is given', () => {
    it('survives a reload', () => {
      let t = 0;
      const storage = memoryStorage();
      createResponseCache({ storage, now: () => t }).set('k', 'v', 60_000);
      t = 10;
      expect(createResponseCache({ storage, now: () => t }).get('k')?.value).toBe('v');
    });

    it('deletes stored copies older than 7 days, at start and on read', () => {
      let t = 0;
      const storage = memoryStorage();
      const first = createResponseCache({ storage, now: () => t });
      first.set('old', 1);
      t = 7 * DAY + 1;
      expect(first.getStale('old')).toBeUndefined();
      first.set('other', 2);
      t = 14 * DAY + 2;
      createResponseCache({ storage, now: () => t });
      expect(storage.map.size).toBe(0);
    });

    it('drops a corrupt stored entry instead of failing', () => {
      const storage = memoryStorage({
        'lobbykit:cache:k': '{oops',
        'lobbykit:cache:j': '{"value":1}',
        other: 'x',
      });
      const cache = createResponseCache({ storage });
      expect(cache.get('k')).toBeUndefined();
      expect(storage.map.has('lobbykit:cache:k')).toBe(false);
      expect(storage.map.has('lobbykit:cache:j')).toBe(false);
      expect(storage.map.get('other')).toBe('x');
    });

    it('keeps working when the storage throws', () => {
      const cache = createResponseCache({
        storage: {
          getItem: () => {
            throw new Error('blocked');
          },
          setItem: () => {
            throw new Error('full');
          },
          removeItem: () => undefined,
        },
      });
      cache.set('k', 1);
      expect(cache.get('k')?.value).toBe(1);
    });
  });

  describe('when cleared', () => {
    it('forgets memory and stored copies, not other keys', () => {
      const storage = memoryStorage({ other: 'x' });
      const cache = createResponseCache({ storage });
      cache.set('a', 1);
      cache.clear();
      expect(cache.getStale('a')).toBeUndefined();
      expect([...storage.map.keys()]).toEqual(['other']);
    });
  });

  describe('when more than maxEntries are set', () => {
    it('forgets the oldest in memory', () => {
      const cache = createResponseCache({ maxEntries: 2 });
      cache.set('a', 1);
      cache.set('b', 2);
      cache.set('c', 3);
      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('c')?.value).toBe(3);
    });
  });
});

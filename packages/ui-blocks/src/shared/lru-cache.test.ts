import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache';

describe('createLruCache', () => {
  describe('when more entries than the limit are set', () => {
    it('forgets the least recently used entry first', () => {
      const cache = createLruCache<string, number>(2);
      cache.set('a', 1);
      cache.set('b', 2);
      expect(cache.get('a')).toBe(1); // a is now the most recent
      cache.set('c', 3);
      expect(cache.get('b')).toBeUndefined();
      expect(cache.get('a')).toBe(1);
      expect(cache.get('c')).toBe(3);
      expect(cache.size).toBe(2);
    });

    it('keeps exactly the limit at about 1000 entries', () => {
      const cache = createLruCache<number, number>(1000);
      for (let i = 0; i < 1500; i += 1) cache.set(i, i);
      expect(cache.size).toBe(1000);
      expect(cache.get(499)).toBeUndefined();
      expect(cache.get(500)).toBe(500);
    });
  });

  describe('when a key is set twice', () => {
    it('keeps one entry with the newer value', () => {
      const cache = createLruCache<string, number>(3);
      cache.set('a', 1);
      cache.set('a', 2);
      expect(cache.size).toBe(1);
      expect(cache.get('a')).toBe(2);
    });
  });

  describe('when the limit is invalid', () => {
    it('throws a clear error', () => {
      expect(() => createLruCache(0)).toThrow(/positive integer/);
      expect(() => createLruCache(1.5)).toThrow(/positive integer/);
    });
  });
});

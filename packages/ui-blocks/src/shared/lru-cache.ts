// A small least-recently-used map; the image loader keeps which URL worked per source in one.

/** A bounded map that forgets the least recently used entry first. */
export interface LruCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  readonly size: number;
}

/**
 * Creates an LRU cache holding at most `maxEntries` entries.
 * @throws RangeError when maxEntries is not a positive integer (a programming error).
 */
export function createLruCache<K, V>(maxEntries: number): LruCache<K, V> {
  if (!(Number.isInteger(maxEntries) && maxEntries > 0)) {
    throw new RangeError(`createLruCache: maxEntries must be a positive integer, got ${maxEntries}`);
  }
  // A Map iterates in insertion order, so re-inserting on use keeps the oldest entry first.
  const map = new Map<K, V>();
  const cache: LruCache<K, V> = {
    get(key) {
      const value = map.get(key);
      if (value !== undefined) cache.set(key, value);
      return value;
    },
    set(key, value) {
      map.delete(key);
      map.set(key, value);
      if (map.size > maxEntries) map.delete(map.keys().next().value as K);
    },
    get size() {
      return map.size;
    },
  };
  return cache;
}

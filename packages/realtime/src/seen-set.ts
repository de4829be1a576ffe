// Remembers the most recent msgIds so a notice redelivered after a reconnect is not shown twice.

export interface SeenSet {
  /** Records the id; false when it was already there. */
  add(id: string): boolean;
  has(id: string): boolean;
  readonly size: number;
}

/** A set of at most `capacity` ids; the oldest id is forgotten first. */
export function createSeenSet(capacity: number): SeenSet {
  if (!(capacity >= 1)) throw new RangeError(`seen-set capacity must be at least 1, got ${capacity}`);
  // A Set iterates in insertion order, so its first value is always the oldest.
  const ids = new Set<string>();
  return {
    add(id) {
      if (ids.has(id)) return false;
      ids.add(id);
      if (ids.size > capacity) ids.delete(ids.values().next().value as string);
      return true;
    },
    has: (id) => ids.has(id),
    get size() {
      return ids.size;
    },
  };
}

// A short list the visitor's browser remembers (recent games, search history): newest first,
// read defensively (storage is the visitor's to edit, so a corrupt entry is skipped, never thrown).
import type { StorageLike } from '@lobbykit/contract';

export interface StoredList<T> {
  /** The items, newest first (the same array until the list changes). */
  readonly items: () => readonly T[];
  /** Puts an item first (removing its older copy) and remembers the list. */
  readonly add: (item: T) => void;
  readonly clear: () => void;
  /** Calls `listener` after each change; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

export interface StoredListOptions<T> {
  readonly key: string;
  readonly max: number;
  /** One stored entry as an item, or undefined to skip it. */
  readonly read: (entry: unknown) => T | undefined;
  /** Whether two items are the same one (the newer replaces the older). */
  readonly same: (a: T, b: T) => boolean;
}

function load<T>(storage: StorageLike | undefined, { key, max, read }: StoredListOptions<T>): T[] {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .slice(0, max)
      .map(read)
      .filter((item): item is T => item !== undefined);
  } catch {
    return [];
  }
}

export function createStoredList<T>(
  storage: StorageLike | undefined,
  options: StoredListOptions<T>,
): StoredList<T> {
  let items: readonly T[] = load(storage, options);
  const listeners = new Set<() => void>();
  const save = (next: readonly T[]) => {
    items = next;
    try {
      if (next.length === 0) storage?.removeItem(options.key);
      else storage?.setItem(options.key, JSON.stringify(next));
    } catch {
      // Full or blocked storage only loses the memory of the list, never the page.
    }
    for (const listener of listeners) listener();
  };
  return {
    items: () => items,
    add: (item) => save([item, ...items.filter((other) => !options.same(other, item))].slice(0, options.max)),
    clear: () => save([]),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// A Map-backed Web Storage for tests, which also lets a test corrupt or inspect what was kept.
import type { StorageLike } from '@lobbykit/contract';

export interface MemoryStorage extends StorageLike {
  /** What is stored, to read or corrupt directly. */
  readonly data: Map<string, string>;
}

export interface MemoryStorageOptions {
  /** Every call throws this instead, as storage does in some private modes and sandboxed frames. */
  readonly failWith?: Error;
}

export function memoryStorage(
  initial: Record<string, string> = {},
  { failWith }: MemoryStorageOptions = {},
): MemoryStorage {
  const data = new Map(Object.entries(initial));
  const guard = () => {
    if (failWith) throw failWith;
  };
  return {
    data,
    getItem: (key) => (guard(), data.get(key) ?? null),
    setItem: (key, value) => (guard(), void data.set(key, String(value))),
    removeItem: (key) => (guard(), void data.delete(key)),
  };
}

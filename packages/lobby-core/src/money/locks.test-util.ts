/**
 * The Web Locks API of one browser, in memory, for tests: the tabs (lobbies) of a test share
 * one. Exclusive locks only, granted in request order; `ifAvailable` answers null when held.
 */
import type { MoneyLocks } from './options';

export function memoryLocks(): MoneyLocks & { readonly held: ReadonlySet<string> } {
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const release = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  return {
    held,
    async request<T>(
      name: string,
      options: { readonly ifAvailable?: boolean },
      callback: (lock: unknown) => T | Promise<T>,
    ): Promise<T> {
      if (held.has(name)) {
        if (options.ifAvailable) return callback(null);
        await new Promise<void>((resolve) => {
          const queue = queues.get(name) ?? [];
          queue.push(resolve);
          queues.set(name, queue);
        });
      } else {
        held.add(name);
      }
      try {
        return await callback({ name });
      } finally {
        release(name);
      }
    },
  };
}

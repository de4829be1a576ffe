// An in-memory Web Locks manager (exclusive locks, abort signals) for tabs simulated in one process.
import type { LockManagerLike } from '../src/share';

export function fakeLocks(): LockManagerLike {
  interface Waiter {
    readonly callback: () => Promise<void>;
    readonly resolve: (value: unknown) => void;
    readonly reject: (error: unknown) => void;
  }
  const queues = new Map<string, Waiter[]>();
  const held = new Set<string>();

  const grant = (name: string) => {
    if (held.has(name)) return;
    const next = queues.get(name)?.shift();
    if (!next) return;
    held.add(name);
    // Granted asynchronously, as browsers do.
    void Promise.resolve()
      .then(() => next.callback())
      .then(next.resolve, next.reject)
      .finally(() => {
        held.delete(name);
        grant(name);
      });
  };

  return {
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const waiter: Waiter = { callback, resolve, reject };
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        queue.push(waiter);
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        grant(name);
      });
    },
  };
}

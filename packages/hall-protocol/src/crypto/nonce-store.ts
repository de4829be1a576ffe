/** Where `verify` remembers the nonces it has accepted. */
export interface NonceStore {
  /**
   * Records the nonce until `expiresAt` (ms since the epoch) and answers true, or answers
   * false when it is already recorded and not expired at `now` (the verifier's clock, so
   * the store and `verify` never disagree on time). Must be atomic for a shared store.
   */
  checkAndAdd(nonce: string, expiresAt: number, now?: number): boolean | Promise<boolean>;
}

export interface MemoryNonceStoreOptions {
  /** Clock, used when `checkAndAdd` is not given the time. @default Date.now */
  now?: () => number;
  /**
   * Most nonces held at once. Past it the oldest is forgotten first, which reopens a
   * replay window only for requests older than every other one held.
   * @default 100000
   */
  maxEntries?: number;
}

/** An in-process nonce store that forgets expired nonces as it goes. */
/** The in-process store: synchronous, and tells how many nonces it holds. */
export interface MemoryNonceStore extends NonceStore {
  checkAndAdd(nonce: string, expiresAt: number, now?: number): boolean;
  readonly size: number;
}

export function createMemoryNonceStore(options: MemoryNonceStoreOptions = {}): MemoryNonceStore {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 100_000;
  const seen = new Map<string, number>();
  let nextSweep = 0;

  // A full sweep at most once a second keeps the cost per call constant on average;
  // `checkAndAdd` compares expiry itself, so a late sweep never lets a replay through.
  const sweep = (at: number): void => {
    for (const [nonce, expiresAt] of seen) if (expiresAt <= at) seen.delete(nonce);
    nextSweep = at + 1000;
  };

  return {
    get size() {
      return seen.size;
    },
    checkAndAdd(nonce, expiresAt, at = now()) {
      if (at >= nextSweep) sweep(at);
      const known = seen.get(nonce);
      if (known !== undefined && known > at) return false;
      seen.delete(nonce);
      seen.set(nonce, expiresAt);
      while (seen.size > maxEntries) {
        const oldest = seen.keys().next().value as string;
        seen.delete(oldest);
      }
      return true;
    },
  };
}

/** Where `verify` remembers the nonces it has accepted. */
export interface NonceStore {
  /**
   * Records the nonce until `expiresAt` (ms since the epoch) and answers true, or answers
   * false when it is already recorded and not expired at `now` (the verifier's clock, so
   * the store and `verify` never disagree on time), or `'full'` when it cannot record the
   * nonce without forgetting one that has not expired. Must be atomic for a shared store.
   */
  checkAndAdd(nonce: string, expiresAt: number, now?: number): boolean | 'full' | Promise<boolean | 'full'>;
}

export interface MemoryNonceStoreOptions {
  /** Clock, used when `checkAndAdd` is not given the time. @default Date.now */
  now?: () => number;
  /**
   * Most nonces held at once. When full, an expired oldest nonce makes room; otherwise a new
   * nonce is refused (`'full'`, which `verify` answers as `'busy'`): forgetting a nonce still
   * inside its window would let its request be replayed.
   * @default 100000
   */
  maxEntries?: number;
}

/** The in-process store: synchronous, and tells how many nonces it holds. */
export interface MemoryNonceStore extends NonceStore {
  checkAndAdd(nonce: string, expiresAt: number, now?: number): boolean | 'full';
  readonly size: number;
}

/** An in-process nonce store that forgets expired nonces as it goes. */
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
      if (seen.size >= maxEntries) {
        // Insertion order is close to expiry order; the sweep catches any expired one behind it.
        const oldest = seen.entries().next().value;
        if (!oldest || oldest[1] > at) return 'full';
        seen.delete(oldest[0]);
      }
      seen.set(nonce, expiresAt);
      return true;
    },
  };
}

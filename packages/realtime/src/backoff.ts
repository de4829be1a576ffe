// Reconnect delays: exponential, capped, with jitter so a restarted server is not hit by every browser at once.

export interface BackoffOptions {
  /**
   * Delay ceiling of the first try, in ms; each further try doubles it.
   * @default 1000
   */
  readonly baseMs?: number;
  /**
   * The largest delay ceiling, in ms.
   * @default 30000
   */
  readonly maxMs?: number;
}

/**
 * Delay before reconnect try `tries` (1-based): a random point in the upper half of
 * min(maxMs, baseMs * 2^(tries-1)) ("equal jitter"), so delays grow yet never line up.
 */
export function backoffDelay(tries: number, random: number, options: BackoffOptions = {}): number {
  const { baseMs = 1000, maxMs = 30_000 } = options;
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, tries - 1));
  return Math.round(ceiling / 2 + Math.min(1, Math.max(0, random)) * (ceiling / 2));
}

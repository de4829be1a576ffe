/** The retry scheduler: whether to try again, after how long, and on which line. Pure. */

export interface RetryPolicy {
  /** Most attempts in all, the first included. @default 10 (MAX_RETRIES; 20 in static mode) */
  maxAttempts: number;
  /** Backoff base: attempt n waits a random time below `baseDelayMs * 2^(n-1)`. @default 300 */
  baseDelayMs: number;
  /** Cap of the exponential backoff (full jitter). @default 10000 */
  maxDelayMs: number;
  /** No retry starts when the call would then have run longer than this. @default 120000 */
  totalTimeMs: number;
}

export interface RetryInput {
  /** Attempts made so far (>= 1). */
  attempt: number;
  /** Time since the first attempt started. */
  elapsedMs: number;
  /** Index of the line the failed attempt used. */
  lineIndex: number;
  lineCount: number;
  /** Whether the failure may be retried at all (the caller decides: kind of error, idempotency). */
  retryable: boolean;
  /** Delay the server asked for (Retry-After), in ms. */
  retryAfterMs?: number | undefined;
  policy: RetryPolicy;
  /** Uniform in [0, 1). */
  random: () => number;
}

export type RetryDecision =
  | { retry: true; delayMs: number; lineIndex: number }
  | { retry: false; reason: 'not-retryable' | 'attempts' | 'time' };

export function planRetry(input: RetryInput): RetryDecision {
  const { policy } = input;
  if (!input.retryable) return { retry: false, reason: 'not-retryable' };
  if (input.attempt >= policy.maxAttempts) return { retry: false, reason: 'attempts' };
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (input.attempt - 1));
  // Retry-After is honoured even above the backoff cap (the total time limit still bounds it),
  // but never below the jittered backoff: a hostile or broken server answering "Retry-After: 0"
  // must not make every lobby hammer it.
  const delayMs = Math.max(Math.floor(input.random() * ceiling), input.retryAfterMs ?? 0);
  if (input.elapsedMs + delayMs > policy.totalTimeMs) return { retry: false, reason: 'time' };
  return {
    retry: true,
    delayMs,
    lineIndex: input.lineCount > 0 ? (input.lineIndex + 1) % input.lineCount : 0,
  };
}

/**
 * Reads a Retry-After header: delay-seconds or an HTTP date. Returns ms from `now`, or
 * undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

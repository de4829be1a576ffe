import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRetryAfter, planRetry, type RetryPolicy } from './retry';

const policy: RetryPolicy = { maxAttempts: 10, baseDelayMs: 300, maxDelayMs: 10_000, totalTimeMs: 120_000 };
const base = {
  attempt: 1,
  elapsedMs: 0,
  lineIndex: 0,
  lineCount: 3,
  retryable: true,
  policy,
  random: () => 0.5,
};

describe('planRetry', () => {
  describe('when the failure is not retryable', () => {
    it('stops', () => {
      expect(planRetry({ ...base, retryable: false })).toEqual({ retry: false, reason: 'not-retryable' });
    });
  });

  describe('when the attempt limit is reached', () => {
    it('stops at exactly maxAttempts', () => {
      expect(planRetry({ ...base, attempt: 9 }).retry).toBe(true);
      expect(planRetry({ ...base, attempt: 10 })).toEqual({ retry: false, reason: 'attempts' });
    });
  });

  describe('when the next wait would pass the total time limit', () => {
    it('stops', () => {
      expect(planRetry({ ...base, elapsedMs: 119_990, retryAfterMs: 20 })).toEqual({
        retry: false,
        reason: 'time',
      });
    });
  });

  describe('when the server sent Retry-After', () => {
    it('waits exactly that long, even above the cap', () => {
      expect(planRetry({ ...base, retryAfterMs: 30_000 })).toEqual({
        retry: true,
        delayMs: 30_000,
        lineIndex: 1,
      });
    });
  });

  describe('when the server asks for less than the backoff (Retry-After: 0)', () => {
    it('still waits the jittered backoff, so a hostile 503 cannot make the client hammer', () => {
      // attempt 3: ceiling min(10 s, 300 ms * 2^2) = 1200 ms, random 0.5 -> 600 ms.
      expect(planRetry({ ...base, attempt: 3, retryAfterMs: 0 })).toEqual({
        retry: true,
        delayMs: 600,
        lineIndex: 1,
      });
    });

    it('spreads ten attempts over seconds, not milliseconds', () => {
      let waited = 0;
      for (let attempt = 1; attempt < 10; attempt++) {
        const decision = planRetry({ ...base, attempt, elapsedMs: waited, retryAfterMs: 0 });
        if (decision.retry) waited += decision.delayMs;
      }
      expect(waited).toBeGreaterThan(10_000);
    });
  });

  describe('when the last line failed', () => {
    it('wraps to the first', () => {
      expect(planRetry({ ...base, lineIndex: 2 })).toMatchObject({ lineIndex: 0 });
    });
  });

  describe('when given any input (property)', () => {
    const inputs = fc.record({
      attempt: fc.integer({ min: 1, max: 25 }),
      elapsedMs: fc.integer({ min: 0, max: 200_000 }),
      lineCount: fc.integer({ min: 1, max: 20 }),
      lineSeed: fc.nat(),
      retryable: fc.boolean(),
      retryAfterMs: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
      random: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
      maxAttempts: fc.constantFrom(10, 20),
      baseDelayMs: fc.integer({ min: 1, max: 1000 }),
      maxDelayMs: fc.integer({ min: 1, max: 30_000 }),
    });

    it('respects the limit, rotates lines in turn and keeps delays in bounds', () => {
      fc.assert(
        fc.property(inputs, (i) => {
          const p = {
            maxAttempts: i.maxAttempts,
            baseDelayMs: i.baseDelayMs,
            maxDelayMs: i.maxDelayMs,
            totalTimeMs: 120_000,
          };
          const lineIndex = i.lineSeed % i.lineCount;
          const decision = planRetry({ ...i, lineIndex, policy: p, random: () => i.random });
          if (!i.retryable || i.attempt >= i.maxAttempts) {
            expect(decision.retry).toBe(false);
            return;
          }
          if (!decision.retry) {
            expect(decision.reason).toBe('time');
            return;
          }
          expect(decision.lineIndex).toBe((lineIndex + 1) % i.lineCount);
          expect(i.elapsedMs + decision.delayMs).toBeLessThanOrEqual(120_000);
          const ceiling = Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** (i.attempt - 1));
          const jitter = Math.floor(i.random * ceiling);
          // Never below the jittered backoff; never below what the server asked for.
          expect(decision.delayMs).toBe(Math.max(jitter, i.retryAfterMs ?? 0));
          if (i.retryAfterMs === undefined) expect(decision.delayMs).toBeLessThan(Math.max(1, ceiling));
        }),
        { numRuns: 1000 },
      );
    });

    it('never makes more than maxAttempts attempts over a whole call', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 20 }),
          fc.integer({ min: 1, max: 30 }),
          (lineCount, maxAttempts) => {
            const p = { ...policy, maxAttempts, totalTimeMs: Infinity };
            const visited = [0];
            let attempt = 1;
            let lineIndex = 0;
            for (;;) {
              const decision = planRetry({ ...base, attempt, lineIndex, lineCount, policy: p });
              if (!decision.retry) break;
              attempt++;
              lineIndex = decision.lineIndex;
              visited.push(lineIndex);
            }
            expect(attempt).toBe(maxAttempts);
            expect(visited).toEqual(Array.from({ length: maxAttempts }, (_, n) => n % lineCount));
          },
        ),
        { numRuns: 1000 },
      );
    });
  });
});

describe('parseRetryAfter', () => {
  describe('when given seconds', () => {
    it('returns milliseconds', () => {
      expect(parseRetryAfter('3', 0)).toBe(3000);
      expect(parseRetryAfter(' 0 ', 0)).toBe(0);
    });
  });

  describe('when given an HTTP date', () => {
    it('returns the time until it, never negative', () => {
      const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
      expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:02 GMT', now)).toBe(2000);
      expect(parseRetryAfter('Wed, 21 Oct 2015 07:27:00 GMT', now)).toBe(0);
    });
  });

  describe('when absent or unreadable', () => {
    it('returns undefined', () => {
      expect(parseRetryAfter(null, 0)).toBeUndefined();
      expect(parseRetryAfter('soon', 0)).toBeUndefined();
      expect(parseRetryAfter('-1', 0)).toBeUndefined();
      expect(parseRetryAfter('1.5', 0)).toBeUndefined();
    });
  });
});

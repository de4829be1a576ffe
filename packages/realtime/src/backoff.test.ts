import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  describe('when the tries grow', () => {
    it('doubles the ceiling from the base', () => {
      expect([1, 2, 3, 4].map((t) => backoffDelay(t, 1, { baseMs: 100, maxMs: 10_000 }))).toEqual([
        100, 200, 400, 800,
      ]);
    });
    it('stays under the cap', () => {
      expect(backoffDelay(20, 1, { baseMs: 1000, maxMs: 30_000 })).toBe(30_000);
    });
    it('uses 1 s and 30 s by default', () => {
      expect(backoffDelay(1, 1)).toBe(1000);
      expect(backoffDelay(50, 1)).toBe(30_000);
    });
  });

  describe('when random varies', () => {
    it('spreads delays over the upper half of the ceiling', () => {
      expect(backoffDelay(3, 0, { baseMs: 100 })).toBe(200);
      expect(backoffDelay(3, 0.5, { baseMs: 100 })).toBe(300);
      expect(backoffDelay(3, 1, { baseMs: 100 })).toBe(400);
    });
    it('clamps a random source outside [0, 1]', () => {
      expect(backoffDelay(1, -3, { baseMs: 100 })).toBe(50);
      expect(backoffDelay(1, 7, { baseMs: 100 })).toBe(100);
    });
    it('is always within [ceiling/2, ceiling] and never above maxMs (property)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 60 }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.integer({ min: 1, max: 5000 }),
          fc.integer({ min: 1, max: 120_000 }),
          (tries, random, baseMs, maxMs) => {
            const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, tries - 1));
            const delay = backoffDelay(tries, random, { baseMs, maxMs });
            expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
            expect(delay).toBeLessThanOrEqual(Math.min(maxMs, Math.ceil(ceiling)));
          },
        ),
        { numRuns: 1000 },
      );
    });
    it('never shrinks from one try to the next for the same random (property)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 40 }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          (tries, random) => {
            expect(backoffDelay(tries + 1, random)).toBeGreaterThanOrEqual(backoffDelay(tries, random));
          },
        ),
        { numRuns: 1000 },
      );
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeenSet } from './seen-set';

describe('createSeenSet', () => {
  describe('when an id comes twice', () => {
    it('accepts it once', () => {
      const seen = createSeenSet(10);
      expect(seen.add('a')).toBe(true);
      expect(seen.add('a')).toBe(false);
      expect(seen.has('a')).toBe(true);
    });
  });

  describe('when more ids come than it holds', () => {
    it('forgets the oldest first', () => {
      const seen = createSeenSet(2);
      seen.add('a');
      seen.add('b');
      seen.add('c');
      expect(seen.has('a')).toBe(false);
      expect(seen.has('b')).toBe(true);
      expect(seen.has('c')).toBe(true);
      expect(seen.size).toBe(2);
    });

    it('never grows past its capacity and always remembers the newest ids (property)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 50 }),
          fc.array(fc.string({ maxLength: 3 }), { maxLength: 300 }),
          (capacity, ids) => {
            const seen = createSeenSet(capacity);
            const model: string[] = [];
            for (const id of ids) {
              const fresh = !model.includes(id);
              expect(seen.add(id)).toBe(fresh);
              if (fresh) {
                model.push(id);
                if (model.length > capacity) model.shift();
              }
              expect(seen.size).toBe(model.length);
              expect(seen.size).toBeLessThanOrEqual(capacity);
            }
            for (const id of model) expect(seen.has(id)).toBe(true);
          },
        ),
        { numRuns: 1000 },
      );
    });
  });

  describe('when the capacity is unusable', () => {
    it.each([0, -1, Number.NaN])('throws a RangeError for %s', (capacity) => {
      expect(() => createSeenSet(capacity)).toThrow(RangeError);
    });
  });
});

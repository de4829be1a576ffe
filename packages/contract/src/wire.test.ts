import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { flag, idString, numeric, opt } from './wire';

describe('numeric', () => {
  describe('when given numbers or decimal strings', () => {
    it('returns numbers', () => {
      expect(v.parse(numeric, 12.5)).toBe(12.5);
      expect(v.parse(numeric, '12.50')).toBe(12.5);
      expect(v.parse(numeric, ' -3 ')).toBe(-3);
    });

    it('round-trips any finite decimal with two places', () => {
      fc.assert(
        fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
          const text = (cents / 100).toFixed(2);
          expect(v.parse(numeric, text)).toBe(Number(text));
        }),
        { numRuns: 1000 },
      );
    });
  });

  describe('when given anything else', () => {
    it('fails with a clear issue', () => {
      for (const value of ['abc', '', '1e5', '1,000', Infinity, Number.NaN, null, true]) {
        expect(v.safeParse(numeric, value).success, String(value)).toBe(false);
      }
      expect(v.safeParse(numeric, 'abc').issues?.[0]?.message).toBe(
        'expected a finite number or a decimal string',
      );
      expect(v.safeParse(numeric, null).issues?.[0]?.message).toBe('expected a number or a decimal string');
    });
  });
});

describe('flag', () => {
  describe('when given wire flags', () => {
    it('returns booleans', () => {
      expect([true, 1, '1'].map((value) => v.parse(flag, value))).toEqual([true, true, true]);
      expect([false, 0, '0'].map((value) => v.parse(flag, value))).toEqual([false, false, false]);
    });

    it('rejects other values', () => {
      for (const value of [2, 'true', '', null]) expect(v.safeParse(flag, value).success).toBe(false);
    });
  });
});

describe('idString', () => {
  describe('when given a large id', () => {
    it('keeps ids above 2^53 as exact strings', () => {
      expect(v.parse(idString, '9007199254740993')).toBe('9007199254740993');
      expect(v.parse(idString, '123456789012345678901234567890')).toBe('123456789012345678901234567890');
    });

    it('rejects an unsafe number instead of rounding it', () => {
      const result = v.safeParse(idString, 2 ** 53 + 2);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(
        'id must be a safe integer; ids above 2^53 must be sent as strings',
      );
    });
  });

  describe('when given a small number', () => {
    it('turns it into a string', () => {
      expect(v.parse(idString, 42)).toBe('42');
    });
  });

  describe('when given an empty string', () => {
    it('fails', () => {
      expect(v.safeParse(idString, '').issues?.[0]?.message).toBe('id must not be empty');
      expect(v.safeParse(idString, 1.5).success).toBe(false);
    });
  });
});

describe('opt', () => {
  describe('when the value is null or missing', () => {
    it('gives undefined', () => {
      const schema = v.object({ a: opt(v.string()) });
      expect(v.parse(schema, { a: null })).toEqual({ a: undefined });
      expect(v.parse(schema, {})).toEqual({});
      expect(v.safeParse(schema, { a: 1 }).success).toBe(false);
    });
  });
});

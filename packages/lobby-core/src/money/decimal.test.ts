import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  compareDecimals,
  decimalText,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  subtractDecimals,
} from './decimal';

const read = (text: string) => parseDecimal(text)!;
/** A decimal of any size: up to 40 digits, up to 8 of them after the point, either sign. */
const anyDecimal = fc
  .tuple(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.nat({ max: 8 }))
  .map(([units, scale]) => ({ units, scale }));

describe('parseDecimal', () => {
  describe('when given text or a number', () => {
    it.each([
      ['12.50', '12.5'],
      ['-0.01', '-0.01'],
      ['0', '0'],
      ['-0.00', '0'],
      [0.1, '0.1'],
      ['9007199254740993.01', '9007199254740993.01'],
    ])('reads %j as %j', (input, text) => {
      expect(decimalText(parseDecimal(input)!)).toBe(text);
    });
  });

  describe('when given something that is not a plain decimal', () => {
    it.each(['1e3', '1,000', '', '.5', '1.', 'abc', Number.NaN, Number.POSITIVE_INFINITY, null, undefined])(
      'refuses %j',
      (input) => {
        expect(parseDecimal(input)).toBeUndefined();
      },
    );
  });
});

describe('decimal arithmetic', () => {
  describe('when amounts are beyond 2^53', () => {
    it('adds and subtracts without losing a digit', () => {
      expect(decimalText(addDecimals(read('9007199254740993.01'), read('0.99')))).toBe('9007199254740994');
      expect(decimalText(subtractDecimals(read('90071992547409930'), read('0.01')))).toBe(
        '90071992547409929.99',
      );
    });
  });

  describe('for any amounts', () => {
    it('a + b - b is a, and the order of a sum does not matter', () => {
      fc.assert(
        fc.property(anyDecimal, anyDecimal, (a, b) => {
          expect(compareDecimals(subtractDecimals(addDecimals(a, b), b), a)).toBe(0);
          expect(compareDecimals(addDecimals(a, b), addDecimals(b, a))).toBe(0);
        }),
        { numRuns: 1000 },
      );
    });

    it('compares as the exact values do, and its text reads back the same', () => {
      fc.assert(
        fc.property(anyDecimal, anyDecimal, (a, b) => {
          const sign = compareDecimals(subtractDecimals(a, b), { units: 0n, scale: 0 });
          expect(compareDecimals(a, b)).toBe(sign);
          expect(compareDecimals(read(decimalText(a)), a)).toBe(0);
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('roundDecimal', () => {
  describe('when rounding to the cent', () => {
    it.each([
      ['1.234', '1.23'],
      ['1.235', '1.24'],
      ['-1.235', '-1.24'],
      ['1.2', '1.2'],
      ['0.005', '0.01'],
      ['0.0049', '0'],
    ])('rounds %s half away from zero to %s', (input, text) => {
      expect(decimalText(roundDecimal(read(input), 2))).toBe(text);
    });
  });

  describe('for any amount', () => {
    it('moves it by at most half a cent', () => {
      fc.assert(
        fc.property(anyDecimal, (value) => {
          const error = subtractDecimals(multiplyDecimals(roundDecimal(value, 2), read('1')), value);
          const magnitude = error.units < 0n ? { ...error, units: -error.units } : error;
          expect(compareDecimals(magnitude, read('0.005'))).toBeLessThanOrEqual(0);
        }),
        { numRuns: 1000 },
      );
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDigits,
  fromMinorUnits,
  fromNumber,
  roundHalfUp,
  toDecimal,
  toDecimalString,
  toScaled,
} from './decimal';

const text = (amount: Parameters<typeof toDecimal>[0], minor = 2) =>
  toDecimalString(toDecimal(amount, minor));

// The neighbouring doubles of a positive finite double.
function nextUp(value: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  view.setBigUint64(0, view.getBigUint64(0) + 1n);
  return view.getFloat64(0);
}
function nextDown(value: number): number {
  if (value === 0) return 0;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  view.setBigUint64(0, view.getBigUint64(0) - 1n);
  return view.getFloat64(0);
}

describe('toDecimal', () => {
  describe('when given a number', () => {
    it('reads the shortest round-trip decimal, not the binary value', () => {
      expect(fromNumber(1.005)).toEqual({ neg: false, int: '1', frac: '005' });
      expect(fromNumber(0.1)).toEqual({ neg: false, int: '0', frac: '1' });
      expect(text(-1234.5)).toBe('-1234.5');
    });

    it('expands exponent forms exactly', () => {
      expect(text(1e21)).toBe('1000000000000000000000');
      expect(text(-1.5e-7)).toBe('-0.00000015');
      expect(text(5e-324)).toBe(`0.${'0'.repeat(323)}5`);
      expect(text(Number.MAX_VALUE)).toMatch(/^179769313486231570{292}$/);
    });

    it('reads -0 as zero', () => {
      expect(text(-0)).toBe('0');
    });

    // The oracle: the string route, which reads exactly what Number#toString prints.
    const shortest = (value: number) => toDecimalString(toDecimal(String(value), 0));
    const roundedShortest = (value: number, digits: number) =>
      toDecimalString(roundHalfUp(toDecimal(String(value), 0), digits));

    it('reads any double as its shortest decimal, fast paths included', () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
          expect(toDecimalString(fromNumber(value))).toBe(shortest(value));
        }),
        { numRuns: 1000 },
      );
    });

    it('reads amounts with up to nine decimals as their shortest decimal', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
          fc.integer({ min: 0, max: 9 }),
          (units, power) => {
            const value = Number(`${units}e-${power}`);
            expect(toDecimalString(fromNumber(value))).toBe(shortest(value));
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('reads amounts just below each exact-path limit as their shortest decimal', () => {
      const limits = [52, 49, 46, 43, 39, 36, 33, 29, 26];
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 8 }),
          fc.integer({ min: 1, max: 10_000 }),
          fc.integer({ min: 0, max: 10 ** 8 - 1 }),
          (k, below, fraction) => {
            const value = Number(
              `${2 ** (limits[k] as number) - below}.${String(fraction).padStart(8, '0').slice(0, k)}`,
            );
            expect(toDecimalString(fromNumber(value))).toBe(shortest(value));
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('rounds any double like its shortest decimal when the caller rounds', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.double({ noNaN: true, noDefaultInfinity: true }),
            fc.double({ min: -1e13, max: 1e13, noNaN: true }),
            fc.double({ min: -10, max: 10, noNaN: true }),
            // Ties and near-ties: n + 5/10^(d+1), and neighbours one ulp away.
            fc
              .tuple(
                fc.integer({ min: -1e9, max: 1e9 }),
                fc.integer({ min: 1, max: 9 }),
                fc.integer({ min: -2, max: 2 }),
              )
              .map(([int, power, step]) => {
                const tie = Number(`${int}.${'0'.repeat(power - 1)}5`);
                return step === 0 ? tie : tie + step * Number.EPSILON * Math.max(1, Math.abs(tie));
              }),
          ),
          fc.integer({ min: 0, max: 9 }),
          (value, digits) => {
            expect(toDecimalString(roundHalfUp(fromNumber(value, digits), digits))).toBe(
              roundedShortest(value, digits),
            );
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('rounds ties and their neighbours like the shortest decimal, up to and past the rounding-path limit', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 7 }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.integer({ min: 0, max: 10 ** 7 }),
          fc.integer({ min: -3, max: 3 }),
          (digits, position, fraction, step) => {
            // An integer part from 0 up to 2^53 / 10^(digits+1), most of them near 2^42 / 10^(digits+1).
            const top = 2 ** 53 / 10 ** (digits + 1);
            const int = Math.floor(
              position < 0.5 ? (2 ** 42 / 10 ** (digits + 1)) * (0.9 + position / 5) : top * position,
            );
            const frac = `${String(fraction).padStart(7, '0').slice(0, digits)}5`;
            let value = Number(`${int}.${frac}`);
            for (let i = 0; i < Math.abs(step); i++) value = step > 0 ? nextUp(value) : nextDown(value);
            expect(toDecimalString(roundHalfUp(fromNumber(value, digits), digits))).toBe(
              roundedShortest(value, digits),
            );
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('rounds known hard cases like the shortest decimal', () => {
      // The last three round wrongly from floor(x * 100) alone: their products exceed 2^42.
      const values = [1.005, 2.675, 1.0049999999999999, 0.145, 8.325, 1e-9, 4398046511103.995];
      for (const value of [...values, 599846394265.95, 18979189361213.15, 10763395410165.45]) {
        for (let digits = 0; digits < 9; digits++) {
          expect(toDecimalString(roundHalfUp(fromNumber(value, digits), digits)), `${value} ${digits}`).toBe(
            roundedShortest(value, digits),
          );
        }
      }
    });

    it('throws a RangeError for NaN and the infinities', () => {
      expect(() => toDecimal(Number.NaN, 2)).toThrow(RangeError);
      expect(() => toDecimal(Number.POSITIVE_INFINITY, 2)).toThrow('Amount Infinity is not finite');
    });
  });

  describe('when given a bigint', () => {
    it('counts minor units', () => {
      expect(text(12345n)).toBe('123.45');
      expect(text(-5n)).toBe('-0.05');
      expect(text(7n, 0)).toBe('7');
      expect(text(0n, 3)).toBe('0');
    });

    it('stays exact beyond 2^53', () => {
      expect(text(2n ** 64n + 1n)).toBe('184467440737095516.17');
      expect(fromMinorUnits(-(10n ** 30n), 3)).toEqual({ neg: true, int: `1${'0'.repeat(27)}`, frac: '000' });
    });
  });

  describe('when given a string', () => {
    it('reads plain and exponent decimals exactly', () => {
      expect(text('123456789012345678901234567890.123456789')).toBe(
        '123456789012345678901234567890.123456789',
      );
      expect(text('-000.500')).toBe('-0.5');
      expect(text('+.5')).toBe('0.5');
      expect(text('5.')).toBe('5');
      expect(text('1.5E3')).toBe('1500');
      expect(text('12e-3')).toBe('0.012');
    });

    it('throws a TypeError naming the string for anything else', () => {
      for (const bad of ['', '-', '.', 'abc', '1,000', ' 1', '1e', '0x10', 'Infinity', '1e1001']) {
        expect(() => toDecimal(bad, 2), bad).toThrow(TypeError);
      }
      expect(() => toDecimal('abc', 2)).toThrow('Amount "abc" is not a number, bigint or decimal string');
    });
  });

  describe('when given another type', () => {
    it('throws a TypeError naming the type', () => {
      expect(() => toDecimal(null as unknown as string, 2)).toThrow('Amount object is not');
      expect(() => toDecimal(undefined as unknown as string, 2)).toThrow(TypeError);
    });
  });
});

describe('roundHalfUp', () => {
  describe('when the dropped digit is 5 or more', () => {
    it('rounds the magnitude up, carrying through nines', () => {
      expect(roundHalfUp(fromNumber(1.005), 2)).toEqual({ neg: false, int: '1', frac: '01' });
      expect(roundHalfUp(fromNumber(-0.995), 2)).toEqual({ neg: true, int: '1', frac: '00' });
      expect(roundHalfUp(fromNumber(999.5), 0)).toEqual({ neg: false, int: '1000', frac: '' });
    });
  });

  describe('when the dropped digit is below 5', () => {
    it('truncates', () => {
      expect(roundHalfUp(fromNumber(1.0049), 2)).toEqual({ neg: false, int: '1', frac: '00' });
    });
  });

  describe('when the result is zero', () => {
    it('is never negative', () => {
      expect(roundHalfUp(fromNumber(-0.004), 2).neg).toBe(false);
      expect(roundHalfUp(toDecimal('-0.000', 2), 2).neg).toBe(false);
    });
  });

  describe('when there are fewer digits than asked', () => {
    it('pads with zeros', () => {
      expect(roundHalfUp(fromNumber(3), 3).frac).toBe('000');
    });
  });

  it('matches a bigint oracle for any decimal and digit count', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 20 }),
        (units, scale, digits) => {
          const magnitude = units < 0n ? -units : units;
          const divisor = 10n ** BigInt(scale);
          const scaled = magnitude * 10n ** BigInt(digits);
          let expected = scaled / divisor;
          if ((scaled % divisor) * 2n >= divisor) expected += 1n;
          const sign = units < 0n && expected !== 0n ? '-' : '';
          const rounded = roundHalfUp(fromMinorUnits(units, scale), digits);
          expect(toDecimalString(rounded)).toBe(
            toDecimalString(fromMinorUnits(BigInt(`${sign}${expected}`), digits)),
          );
          expect(rounded.frac).toHaveLength(digits);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('toDecimalString', () => {
  describe('when the decimal has trailing zeros or is zero', () => {
    it('prints the canonical form', () => {
      expect(toDecimalString({ neg: false, int: '10', frac: '500' })).toBe('10.5');
      expect(toDecimalString({ neg: true, int: '0', frac: '00' })).toBe('0');
      expect(toDecimalString({ neg: true, int: '0', frac: '01' })).toBe('-0.01');
    });
  });
});

describe('toScaled', () => {
  describe('when converting to units and scale', () => {
    it('keeps sign and every digit', () => {
      expect(toScaled(toDecimal('-12.340', 2))).toEqual([-12340n, 3]);
    });
  });
});

describe('checkDigits', () => {
  describe('when the count is not an integer from 0 to 20', () => {
    it('throws a RangeError', () => {
      for (const bad of [-1, 21, 1.5, Number.NaN]) expect(() => checkDigits(bad)).toThrow(RangeError);
      expect(checkDigits(undefined)).toBeUndefined();
      expect(checkDigits(20)).toBe(20);
    });
  });
});

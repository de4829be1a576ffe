import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOf, moneyNumber, moneyText, parseCents, perRatio, timesRate } from './money';

describe('parseCents', () => {
  describe('when an amount has at most two decimals', () => {
    it.each([
      ['120.5', 12050n],
      [120.5, 12050n],
      ['0.01', 1n],
      [0.29, 29n],
      ['1000', 100000n],
      ['123456789012345678901234.99', 12345678901234567890123499n],
    ])('reads %j as %s cents', (input, cents) => {
      expect(parseCents(input)).toBe(cents);
    });
  });

  describe('when an amount is finer than a cent or not an amount', () => {
    it.each(['0.001', 0.005, '10.005', -1, '-1', '1e3', 1e21, Number.NaN, '', 'ten', null, {}])(
      'refuses %j instead of rounding',
      (input) => {
        expect(parseCents(input)).toBeUndefined();
      },
    );
  });
});

describe('moneyText', () => {
  describe('when writing cents', () => {
    it.each([
      [12050n, '120.5'],
      [1n, '0.01'],
      [100n, '1'],
      [0n, '0'],
      [-250n, '-2.5'],
    ])('writes %s as %j', (cents, text) => {
      expect(moneyText(cents)).toBe(text);
    });
  });

  describe('for any number of cents, beyond 2^53 too', () => {
    it('reads back as the same cents', () => {
      fc.assert(
        fc.property(fc.bigInt({ min: 0n, max: 2n ** 80n }), (cents) => {
          expect(parseCents(moneyText(cents))).toBe(cents);
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('centsOf', () => {
  describe('when a stored number came from cents', () => {
    it('reads it back exactly, where float arithmetic drifts', () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: 0n, max: 10n ** 13n }),
          fc.bigInt({ min: 0n, max: 10n ** 13n }),
          (a, b) => {
            // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
            expect(centsOf(moneyNumber(centsOf(moneyNumber(a)) + centsOf(moneyNumber(b))))).toBe(a + b);
          },
        ),
        { numRuns: 1000 },
      );
    });
  });

  describe('when a stored number has a third decimal', () => {
    it('throws: the record is corrupt', () => {
      expect(() => centsOf(0.1 + 0.2)).toThrow(RangeError);
    });
  });
});

describe('timesRate', () => {
  describe('when taking a share', () => {
    it.each([
      [10000n, '0.01', 100n],
      [1n, '0.01', 0n],
      [50n, '0.01', 1n],
      [49n, '0.01', 0n],
      [12345n, '0.005', 62n],
      [10000n, '5', 50000n],
      [10000n, '0', 0n],
    ])('%s cents times %s is %s cents (half up)', (cents, rate, expected) => {
      expect(timesRate(cents, rate)).toBe(expected);
    });
  });
});

describe('perRatio', () => {
  describe('when a ratio variant is paid in its base', () => {
    it.each([
      [25000000n, 100000, '2.5'],
      [100n, 100000, '0.00001'],
      [1n, 100000, '0.0000001'],
      [12345n, 1, '123.45'],
      [100n, 3, '0.333333333333'],
    ])('%s cents of 1:%s is %s', (cents, ratio, text) => {
      expect(perRatio(cents, ratio)).toBe(text);
    });
  });

  describe('for any amount of a ratio of powers of ten', () => {
    it('is exact: times the ratio it gives the cents back', () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: 0n, max: 2n ** 70n }),
          fc.integer({ min: 0, max: 8 }),
          (cents, power) => {
            const ratio = 10 ** power;
            const base = perRatio(cents, ratio);
            const [whole, fraction = ''] = base.split('.');
            const scaled = BigInt(whole! + fraction) * BigInt(ratio) * 100n;
            expect(scaled).toBe(cents * 10n ** BigInt(fraction.length));
          },
        ),
        { numRuns: 1000 },
      );
    });
  });
});

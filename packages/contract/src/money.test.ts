import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MONEY_REQUEST_ID_PATTERN, moneyAmountSchema, moneyCodes, toMoneyAmount } from './money';

describe('toMoneyAmount', () => {
  describe('when given a decimal string', () => {
    it.each([
      ['100', '100'],
      ['100.50', '100.5'],
      ['0100.0', '100'],
      ['0.01', '0.01'],
      ['000', '0'],
      ['0.000', '0'],
      [' 12.30 ', '12.3'],
      ['123456789012345678901234567890.125', '123456789012345678901234567890.125'],
    ])('reads %j as %j', (input, expected) => {
      expect(toMoneyAmount(input)).toBe(expected);
    });

    it.each(['', '-1', '+1', '1e5', '1,000', '1.', '.5', '1.2.3', 'NaN', 'abc', '１'])(
      'refuses %j',
      (input) => {
        expect(toMoneyAmount(input)).toBeUndefined();
      },
    );
  });

  describe('when given a number', () => {
    it.each([
      [100, '100'],
      [100.5, '100.5'],
      [0.01, '0.01'],
      [0, '0'],
    ])('reads %j as %j', (input, expected) => {
      expect(toMoneyAmount(input)).toBe(expected);
    });

    it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, 1e-7, 0.1 + 0.2])(
      'refuses %j, which is not exact',
      (input) => {
        expect(toMoneyAmount(input)).toBeUndefined();
      },
    );
  });

  describe('when given something else', () => {
    it.each([null, undefined, true, {}, []])('refuses %j', (input) => {
      expect(toMoneyAmount(input)).toBeUndefined();
    });

    it('refuses a bigint (a count of minor units has no scale of its own)', () => {
      expect(toMoneyAmount(10n)).toBeUndefined();
    });
  });

  describe('for any amount of any size', () => {
    it('gives back the canonical text of its digits, whatever zeros surround them', () => {
      const amount = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.nat({ max: 12 }));
      fc.assert(
        fc.property(amount, fc.nat({ max: 3 }), fc.nat({ max: 3 }), ([units, scale], lead, trail) => {
          const digits = units.toString().padStart(scale + 1, '0');
          const whole = digits.slice(0, digits.length - scale);
          const fraction = digits.slice(digits.length - scale);
          const text = `${'0'.repeat(lead)}${whole}${scale || trail ? '.' : ''}${fraction}${'0'.repeat(trail)}`;
          const canonical = toMoneyAmount(text)!;
          expect(canonical).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);
          // The same value: digits / 10^fraction length equals units / 10^scale.
          const [w, f = ''] = canonical.split('.');
          expect(BigInt(w! + f) * 10n ** BigInt(scale)).toBe(units * 10n ** BigInt(f.length));
          expect(toMoneyAmount(canonical)).toBe(canonical);
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('moneyAmountSchema', () => {
  describe('when an amount is malformed', () => {
    it('fails instead of guessing', () => {
      expect(v.safeParse(moneyAmountSchema, '-5').success).toBe(false);
      expect(v.safeParse(moneyAmountSchema, 2 ** 60).success).toBe(false);
      expect(v.parse(moneyAmountSchema, '12.50')).toBe('12.5');
    });
  });
});

describe('MONEY_REQUEST_ID_PATTERN', () => {
  describe('when checking ids', () => {
    it('takes 16 to 64 word characters and dashes only', () => {
      expect(MONEY_REQUEST_ID_PATTERN.test('0123456789abcdef')).toBe(true);
      expect(MONEY_REQUEST_ID_PATTERN.test('dep_0123456789-abcdef')).toBe(true);
      expect(MONEY_REQUEST_ID_PATTERN.test('short')).toBe(false);
      expect(MONEY_REQUEST_ID_PATTERN.test('a'.repeat(65))).toBe(false);
      expect(MONEY_REQUEST_ID_PATTERN.test('0123456789abcdef/..')).toBe(false);
    });
  });
});

describe('moneyCodes', () => {
  describe('when compared', () => {
    it('has distinct codes that no spec code shadows', () => {
      const codes = Object.values(moneyCodes);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z]+)+$/);
    });
  });
});

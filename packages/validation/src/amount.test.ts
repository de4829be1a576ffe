import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAmount } from './amount';
import { runs, textAround } from './arbitraries.test-util';

const amountChars = [...'0123456789', '.', '-', ',', 'e', ' '];

describe('validateAmount', () => {
  describe('when the value is a number with up to 2 decimals', () => {
    it('passes', () => {
      for (const text of ['0', '12', '12.5', '12.50', '0.01', '1000000']) {
        expect(validateAmount(text), text).toEqual({ ok: true });
      }
      expect(validateAmount(12.5)).toEqual({ ok: true });
    });
  });

  describe('when it has more decimals, a sign, a bare dot or other text', () => {
    it('fails with the decimals in the params', () => {
      for (const text of ['', '1.234', '-1', '+1', '.5', '5.', '1,000', '1e3', ' 1', '1.2.3', 'abc']) {
        expect(validateAmount(text), text).toEqual({
          ok: false,
          code: 'validation.amount',
          params: { decimals: 2 },
        });
      }
      expect(validateAmount(Number.NaN)).toMatchObject({ ok: false });
      expect(validateAmount(1e21)).toMatchObject({ ok: false });
    });
  });

  describe('when the caller sets the decimals', () => {
    it('allows that many, 0 meaning whole numbers', () => {
      expect(validateAmount('1.234', { decimals: 3 })).toEqual({ ok: true });
      expect(validateAmount('1.5', { decimals: 0 })).toEqual({
        ok: false,
        code: 'validation.amount',
        params: { decimals: 0 },
      });
      expect(() => validateAmount('1', { decimals: -1 })).toThrow(RangeError);
    });
  });

  describe('when compared with the oracle regex', () => {
    it('agrees on every input and decimal count', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 4 }),
          textAround(/^\d{1,6}(\.\d{0,5})?$/, amountChars, 10),
          (decimals, text) => {
            const oracle = new RegExp(decimals === 0 ? '^\\d+$' : `^\\d+(?:\\.\\d{1,${decimals}})?$`);
            expect(validateAmount(text, { decimals }).ok).toBe(oracle.test(text));
          },
        ),
        runs,
      );
    });
  });
});

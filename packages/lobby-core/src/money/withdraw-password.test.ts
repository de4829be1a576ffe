import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWithdrawPassword } from './withdraw-password';

describe('checkWithdrawPassword', () => {
  describe('when the password is six digits of no pattern', () => {
    it.each(['135790', '246802', '120356', '000001', '987650', '282828'])('takes %s', (password) => {
      expect(checkWithdrawPassword(password)).toEqual({ ok: true });
    });
  });

  describe('when it breaks the rule', () => {
    it.each([
      ['12345', 'length'],
      ['1234567', 'length'],
      ['', 'length'],
      ['12345a', 'digits'],
      ['１２３４５６', 'digits'],
      ['000000', 'sameDigits'],
      ['777777', 'sameDigits'],
      ['123456', 'consecutive'],
      ['456789', 'consecutive'],
      ['654321', 'consecutive'],
      ['987654', 'consecutive'],
    ])('refuses %j as %s', (password, code) => {
      expect(checkWithdrawPassword(password)).toEqual({ ok: false, code });
    });
  });

  describe('for any six digits', () => {
    it('refuses exactly the runs of one step of 0, +1 or -1', () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }), (digits) => {
          const steps = new Set(digits.slice(1).map((digit, i) => digit - digits[i]!));
          const patterned = steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
          expect(checkWithdrawPassword(digits.join('')).ok).toBe(!patterned);
        }),
        { numRuns: 1000 },
      );
    });
  });
});

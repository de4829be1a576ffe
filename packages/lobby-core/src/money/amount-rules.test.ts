import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDepositAmount, checkWithdrawAmount } from './amount-rules';

const channel = { min: '10', max: '50000' };
const info = { min: '1', max: '50000', withdrawable: '1000', fee: { rate: '0.01', fixed: '0' } };

describe('checkDepositAmount', () => {
  describe('when the text is a number with up to 2 decimals inside the limits', () => {
    it.each([
      ['10', '10'],
      ['50000', '50000'],
      ['120.50', '120.5'],
      [' 99.9 ', '99.9'],
    ])('takes %j as %j', (text, amount) => {
      expect(checkDepositAmount(text, channel)).toEqual({ ok: true, amount });
    });
  });

  describe('when the text fails spec §5 number check', () => {
    it.each(['', '0', '0.00', '10.001', '1e3', '1,000', '-10', '10.', '.5', 'ten', '１０'])(
      'refuses %j as format',
      (text) => {
        expect(checkDepositAmount(text, channel)).toMatchObject({
          ok: false,
          code: 'format',
          min: '10',
          max: '50000',
        });
      },
    );
  });

  describe('when the amount is outside the channel', () => {
    it.each([
      ['9.99', 'belowMin'],
      ['50000.01', 'aboveMax'],
      ['99999999999999999999', 'aboveMax'],
    ])('refuses %j as %s', (text, code) => {
      expect(checkDepositAmount(text, channel)).toMatchObject({ ok: false, code });
    });
  });

  describe('for any amount in cents, beyond 2^53 too', () => {
    it('accepts it exactly when it lies within the limits', () => {
      const limits = { min: '0.01', max: '90071992547409930' };
      fc.assert(
        fc.property(fc.bigInt({ min: 1n, max: 10n ** 19n }), (cents) => {
          const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
          const inside = cents <= 9007199254740993000n;
          expect(checkDepositAmount(text, limits).ok).toBe(inside);
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('checkWithdrawAmount', () => {
  describe('when the amount fits', () => {
    it('takes it', () => {
      expect(checkWithdrawAmount('123.45', info)).toEqual({ ok: true, amount: '123.45' });
    });
  });

  describe('when it is more than may be withdrawn now', () => {
    it('refuses it', () => {
      expect(checkWithdrawAmount('1000.01', info)).toMatchObject({ ok: false, code: 'aboveWithdrawable' });
      expect(checkWithdrawAmount('5', { ...info, withdrawable: '0' })).toMatchObject({
        code: 'aboveWithdrawable',
      });
    });
  });

  describe('when the fee would take it all', () => {
    it('refuses it', () => {
      expect(checkWithdrawAmount('2', { ...info, fee: { rate: '0', fixed: '2' } })).toMatchObject({
        ok: false,
        code: 'feeTakesAll',
      });
    });
  });

  describe('when it is outside the limits or malformed', () => {
    it.each([
      ['0.99', 'belowMin'],
      ['50000.01', 'aboveMax'],
      ['1.001', 'format'],
    ])('refuses %j as %s', (text, code) => {
      expect(checkWithdrawAmount(text, { ...info, withdrawable: '100000' })).toMatchObject({
        ok: false,
        code,
      });
    });
  });
});

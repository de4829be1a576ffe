import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceAfterDebit,
  baseAmountOf,
  compareAmounts,
  sumAmounts,
  walletAmountOf,
  withdrawFeeOf,
} from './balance';

/** An amount of the wallet: whole cents, up to 2^70 of them (far beyond 2^53). */
const cents = fc.bigInt({ min: 0n, max: 2n ** 70n });
const amountOf = (value: bigint) => {
  const text = value.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`.replace(/^0+(?=\d)/, '');
};
const canonical = (text: string) => text.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

describe('sumAmounts', () => {
  describe('when the hall sends numbers and text', () => {
    it('adds them exactly, where floats drift', () => {
      expect(sumAmounts([0.1, 0.2])).toBe('0.3');
      expect(sumAmounts(['9007199254740993', '0.01', 1])).toBe('9007199254740994.01');
      expect(sumAmounts([])).toBe('0');
    });
  });

  describe('for any amounts beyond 2^53', () => {
    it('is the sum of their cents', () => {
      fc.assert(
        fc.property(fc.array(cents, { maxLength: 20 }), (values) => {
          const sum = values.reduce((total, value) => total + value, 0n);
          expect(sumAmounts(values.map(amountOf))).toBe(canonical(amountOf(sum)));
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('balanceAfterDebit', () => {
  describe('when the balance holds the amount', () => {
    it('gives what is left, exactly', () => {
      expect(balanceAfterDebit('1000', '123.45')).toBe('876.55');
      expect(balanceAfterDebit(1000, 1000)).toBe('0');
    });
  });

  describe('when it would go below zero', () => {
    it('gives nothing: the wallet never goes negative', () => {
      expect(balanceAfterDebit('10', '10.01')).toBeUndefined();
    });
  });

  describe('for any balance and debit', () => {
    it('is defined exactly when the debit fits, and adds back to the balance', () => {
      fc.assert(
        fc.property(cents, cents, (balance, debit) => {
          const left = balanceAfterDebit(amountOf(balance), amountOf(debit));
          if (debit > balance) expect(left).toBeUndefined();
          else expect(sumAmounts([left!, amountOf(debit)])).toBe(canonical(amountOf(balance)));
          expect(compareAmounts(amountOf(balance), amountOf(debit))).toBe(
            balance < debit ? -1 : balance > debit ? 1 : 0,
          );
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('withdrawFeeOf', () => {
  describe('when the rate or the fixed fee is the larger', () => {
    it.each([
      ['123.45', '0.01', '0', '1.23', '122.22'],
      ['100', '0.01', '2', '2', '98'],
      ['1000', '0', '0', '0', '1000'],
      ['5000.5', '0.005', '50', '50', '4950.5'],
    ])('%s at %s with at least %s keeps %s and pays %s', (amount, rate, fixed, fee, receive) => {
      expect(withdrawFeeOf(amount, { rate, fixed })).toEqual({ fee, receive });
    });
  });

  describe('for any amount and rate', () => {
    it('keeps a fee of whole cents, and fee plus what is paid out is the amount', () => {
      const rate = fc.nat({ max: 10_000 }).map((basis) => (basis / 10_000).toString());
      fc.assert(
        fc.property(cents, rate, cents, (amount, share, fixed) => {
          const { fee, receive } = withdrawFeeOf(amountOf(amount), {
            rate: share,
            fixed: amountOf(fixed % 10_000n),
          });
          expect(fee).toMatch(/^\d+(\.\d{1,2})?$/);
          expect(sumAmounts([fee, receive])).toBe(canonical(amountOf(amount)));
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('baseAmountOf and walletAmountOf', () => {
  describe('when the currency is a ratio variant', () => {
    it.each([
      ['250', 'BTC1:100000', '0.0025', 'BTC'],
      ['25000000', 'BTC1:100000', '250', 'BTC'],
      ['0.01', 'BTC1:100000', '0.0000001', 'BTC'],
      ['99.99', 'USDT1:1', '99.99', 'USDT'],
      ['120.5', 'BRL', '120.5', 'BRL'],
    ])('%s %s is %s %s', (amount, currency, base, baseCurrency) => {
      expect(baseAmountOf(amount, currency)).toEqual({ amount: base, currency: baseCurrency });
      expect(walletAmountOf(base, currency)).toBe(amount);
    });
  });

  describe('for any amount of BTC1:100000 or USDT1:1, beyond 2^53 too', () => {
    it('goes to the base and back without losing a digit', () => {
      fc.assert(
        fc.property(cents, fc.constantFrom('BTC1:100000', 'USDT1:1', 'BTC1:1000'), (value, currency) => {
          const amount = canonical(amountOf(value));
          expect(walletAmountOf(baseAmountOf(amount, currency).amount, currency)).toBe(amount);
        }),
        { numRuns: 1000 },
      );
    });
  });
});

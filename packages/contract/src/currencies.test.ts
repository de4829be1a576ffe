import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getCurrencyBase,
  isCurrencyVariant,
  isLobbyCurrencyCode,
  lobbyCurrencyCodes,
  parseCurrencyVariant,
} from './currencies';

// Copied by hand from spec §3 "Lobby currencies", in spec order.
const specCurrencies = [
  'CNY',
  'USD',
  'HKD',
  'THB',
  'VND',
  'IDR',
  'INR',
  'AUD',
  'GBP',
  'KRW',
  'JPY',
  'PHP',
  'BRL',
  'MXN',
  'EUR',
  'RUB',
  'MMK',
  'AED',
  'KHR',
  'BDT',
  'NGN',
  'TRY',
  'MAD',
  'PKR',
  'PYG',
  'EGP',
  'ARS',
  'PEN',
  'TRX',
  'BTC',
  'ETH',
  'USDT',
  'USDC',
];

describe('lobbyCurrencyCodes', () => {
  describe('when compared with the spec list', () => {
    it('has the 33 spec codes in spec order', () => {
      expect(lobbyCurrencyCodes).toHaveLength(33);
      expect(lobbyCurrencyCodes).toEqual(specCurrencies);
    });
  });
});

describe('isLobbyCurrencyCode', () => {
  describe('when given codes', () => {
    it('accepts the spec codes and rejects others', () => {
      for (const code of specCurrencies) expect(isLobbyCurrencyCode(code)).toBe(true);
      for (const value of ['usd', 'XXX', 'USDT1:1', '', 3]) expect(isLobbyCurrencyCode(value)).toBe(false);
    });
  });
});

describe('parseCurrencyVariant', () => {
  describe('when given the spec examples', () => {
    it('parses USDT1:1 and BTC1:100000', () => {
      expect(parseCurrencyVariant('USDT1:1')).toEqual({ base: 'USDT', ratio: 1 });
      expect(parseCurrencyVariant('BTC1:100000')).toEqual({ base: 'BTC', ratio: 100000 });
    });
  });

  describe('when the input is not a well-formed variant', () => {
    it.each([
      ['BTC1:0', 'zero ratio'],
      ['BTC1:-5', 'negative ratio'],
      ['BTC', 'plain code'],
      ['btc1:100', 'lower case'],
      ['BTC1:', 'missing ratio'],
      ['BTC2:100', 'base amount other than 1'],
      ['BTC1:1.5', 'decimal ratio'],
      ['BTC1:0100', 'leading zero'],
      [' BTC1:100', 'leading space'],
      ['BTC1:100 ', 'trailing space'],
      ['1:100', 'missing base'],
      ['BTC1:1000000000000000', 'ratio beyond 15 digits'],
      ['', 'empty'],
    ])('returns undefined for %j (%s)', (input) => {
      expect(parseCurrencyVariant(input)).toBeUndefined();
      expect(isCurrencyVariant(input)).toBe(false);
    });

    it('returns undefined for a non-string at run time', () => {
      expect(parseCurrencyVariant(42 as unknown as string)).toBeUndefined();
      expect(isCurrencyVariant(undefined)).toBe(false);
    });
  });

  describe('when given any lobby code and positive ratio', () => {
    it('round-trips base and ratio', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...specCurrencies),
          fc.integer({ min: 1, max: 999_999_999_999_999 }),
          (base, ratio) => {
            expect(parseCurrencyVariant(`${base}1:${ratio}`)).toEqual({ base, ratio });
          },
        ),
        { numRuns: 1000 },
      );
    });
  });
});

describe('getCurrencyBase', () => {
  describe('when given a variant or a plain code', () => {
    it('returns the base or the code itself', () => {
      expect(getCurrencyBase('BTC1:100000')).toBe('BTC');
      expect(getCurrencyBase('USD')).toBe('USD');
      expect(getCurrencyBase('BTC1:0')).toBe('BTC1:0');
    });
  });
});

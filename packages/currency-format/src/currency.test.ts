import { describe, expect, it } from 'vitest';
import { currencyCodes, getCurrency, hasCurrency } from './currency';
import { UnknownCurrencyError } from './errors';

describe('getCurrency', () => {
  describe('when the code is in the table', () => {
    it('returns its entry', () => {
      expect(getCurrency('BRL')).toMatchObject({ code: 'BRL', symbol: 'R$', base: 'BRL', ratio: 1 });
    });

    it('returns the same frozen object each time', () => {
      expect(getCurrency('USD')).toBe(getCurrency('USD'));
      expect(Object.isFrozen(getCurrency('USD'))).toBe(true);
    });
  });

  describe('when the code is a ratio variant', () => {
    it("takes the base currency's rules, its own code and the ratio", () => {
      expect(getCurrency('BTC1:100000')).toEqual({
        ...getCurrency('BTC'),
        code: 'BTC1:100000',
        ratio: 100000,
      });
      expect(getCurrency('USDT1:1')).toMatchObject({
        code: 'USDT1:1',
        base: 'USDT',
        ratio: 1,
        decimalDigits: 2,
      });
    });

    it('caches the derived entry', () => {
      expect(getCurrency('ETH1:1000')).toBe(getCurrency('ETH1:1000'));
    });
  });

  describe('when the code is unknown', () => {
    it('throws an UnknownCurrencyError naming the code, never falling back to USD', () => {
      expect(() => getCurrency('XYZ')).toThrow(UnknownCurrencyError);
      expect(() => getCurrency('XYZ')).toThrow('Currency code "XYZ" is not in the currency table');
      let caught: unknown;
      try {
        getCurrency('ABC1:10');
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(UnknownCurrencyError);
      expect(caught).toMatchObject({ currency: 'ABC1:10', name: 'UnknownCurrencyError' });
    });

    it('suggests the upper-case code when that one exists', () => {
      expect(() => getCurrency('usd')).toThrow('did you mean "USD"?');
      expect(() => getCurrency('btc1:100')).toThrow('did you mean "BTC1:100"?');
    });

    it('rejects malformed variants, empty and non-string codes', () => {
      for (const code of ['BTC1:0', 'BTC1:-5', 'BTC 1:100', 'BTC1:1.5', '', ' USD']) {
        expect(() => getCurrency(code), code).toThrow(UnknownCurrencyError);
      }
      expect(() => getCurrency(undefined as unknown as string)).toThrow('"undefined"');
    });
  });
});

describe('hasCurrency', () => {
  describe('when asked about codes', () => {
    it('answers without throwing', () => {
      expect(hasCurrency('PEN')).toBe(true);
      expect(hasCurrency('BTC1:100000')).toBe(true);
      expect(hasCurrency('pen')).toBe(false);
      expect(hasCurrency('NOPE1:10')).toBe(false);
    });
  });
});

describe('currencyCodes', () => {
  describe('when variants have been looked up', () => {
    it('still lists only the table codes, sorted', () => {
      getCurrency('USDT1:1');
      const codes = currencyCodes();
      expect(codes).toContain('USD');
      expect(codes.some((code) => code.includes(':'))).toBe(false);
      expect(codes).toEqual([...codes].sort());
    });
  });
});

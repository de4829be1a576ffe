import { lobbyCurrencyCodes } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { UnknownCurrencyError } from './errors';
import { getCurrencyTitle, lobbyCurrencies } from './lobby';

const crypto = new Set(['TRX', 'BTC', 'ETH', 'USDT', 'USDC']);

describe('lobbyCurrencies', () => {
  describe('when listing the lobby currencies', () => {
    it('holds the 33 contract codes in spec order', () => {
      expect(lobbyCurrencies.map((currency) => currency.code)).toEqual([...lobbyCurrencyCodes]);
      expect(lobbyCurrencies).toHaveLength(33);
    });

    it('titles every fiat currency with its CLDR English name', () => {
      // Intl is fine in a test: it is the oracle the titles were taken from.
      const names = new Intl.DisplayNames('en', { type: 'currency' });
      for (const { code, title } of lobbyCurrencies) {
        if (!crypto.has(code)) expect(title, code).toBe(names.of(code));
      }
    });

    it('titles the crypto currencies by name, not by code', () => {
      for (const { code, title } of lobbyCurrencies) {
        expect(title, code).not.toBe('');
        expect(title, code).not.toBe(code);
      }
    });
  });
});

describe('getCurrencyTitle', () => {
  describe('when the code is a lobby currency', () => {
    it('returns its title', () => {
      expect(getCurrencyTitle('USD')).toBe('US Dollar');
      expect(getCurrencyTitle('USDT')).toBe('Tether USD');
    });
  });

  describe('when the code is a ratio variant', () => {
    it('adds the ratio to the base title', () => {
      expect(getCurrencyTitle('BTC1:100000')).toBe('Bitcoin (1:100000)');
      expect(getCurrencyTitle('USDT1:1')).toBe('Tether USD (1:1)');
    });
  });

  describe('when the code is a table currency outside the lobby list', () => {
    it('returns the code', () => {
      expect(getCurrencyTitle('CHF')).toBe('CHF');
      expect(getCurrencyTitle('CHF1:100')).toBe('CHF (1:100)');
    });
  });

  describe('when the code is unknown', () => {
    it('throws', () => {
      expect(() => getCurrencyTitle('XYZ')).toThrow(UnknownCurrencyError);
    });
  });
});

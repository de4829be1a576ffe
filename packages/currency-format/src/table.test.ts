import { lobbyCurrencyCodes } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { FORMATS, SEPARATORS } from './generated/formats';
import { decodeTable } from './table';

describe('decodeTable', () => {
  const table = decodeTable();

  describe('when decoding the generated table', () => {
    it('holds about 150 currencies, one per record', () => {
      expect(table.size).toBe(FORMATS.split('|').length);
      expect(table.size).toBeGreaterThanOrEqual(140);
      expect(table.size).toBeLessThanOrEqual(180);
    });

    it('holds every lobby currency, crypto included', () => {
      for (const code of lobbyCurrencyCodes) expect(table.has(code), code).toBe(true);
    });

    it('gives every entry valid fields', () => {
      for (const [code, entry] of table) {
        expect(entry.code).toBe(code);
        expect(code).toMatch(/^[A-Z]{3,4}$/);
        expect(entry.decimalDigits).toBeGreaterThanOrEqual(0);
        expect(entry.decimalDigits).toBeLessThanOrEqual(3);
        expect(entry.thousandsSeparator).toHaveLength(1);
        expect(entry.decimalSeparator).toHaveLength(1);
        expect(entry.thousandsSeparator).not.toBe(entry.decimalSeparator);
        expect(entry.symbol).not.toBe('');
        expect(entry.symbol).not.toMatch(/[\d|\u200b-\u200f]/);
        expect(entry).toMatchObject({ base: code, ratio: 1 });
        expect(Object.isFrozen(entry)).toBe(true);
      }
    });

    it('uses every separator pair of the table', () => {
      const used = new Set(
        [...table.values()].map((entry) => entry.thousandsSeparator + entry.decimalSeparator),
      );
      expect([...used].sort()).toEqual([...SEPARATORS].sort());
    });
  });

  describe('when reading entries known from CLDR', () => {
    it('decodes US dollars', () => {
      expect(table.get('USD')).toEqual({
        code: 'USD',
        symbol: '$',
        thousandsSeparator: ',',
        decimalSeparator: '.',
        symbolOnLeft: true,
        spaceBetweenAmountAndSymbol: false,
        decimalDigits: 2,
        negativeFirst: true,
        base: 'USD',
        ratio: 1,
      });
    });

    it('decodes euros in the de-DE style', () => {
      expect(table.get('EUR')).toMatchObject({
        symbol: '€',
        thousandsSeparator: '.',
        decimalSeparator: ',',
        symbolOnLeft: false,
        spaceBetweenAmountAndSymbol: true,
      });
    });

    it('decodes the three-digit and zero-digit currencies', () => {
      expect(table.get('KWD')?.decimalDigits).toBe(3);
      expect(table.get('JPY')?.decimalDigits).toBe(0);
      expect(table.get('VND')?.decimalDigits).toBe(0);
    });

    it('decodes a minus after the symbol (Swiss francs)', () => {
      expect(table.get('CHF')).toMatchObject({
        symbol: 'CHF',
        thousandsSeparator: "'",
        negativeFirst: false,
        symbolOnLeft: true,
      });
    });
  });

  describe('when reading product overrides', () => {
    it('applies the overridden symbols', () => {
      expect(table.get('JPY')?.symbol).toBe('¥');
      expect(table.get('EGP')?.symbol).toBe('E£');
      expect(table.get('AED')?.symbol).toBe('AED');
      expect(table.get('CVE')).toMatchObject({ symbol: 'Esc', decimalSeparator: ',' });
    });

    it('defines the crypto currencies', () => {
      expect(table.get('BTC')).toMatchObject({ symbol: 'BTC', decimalDigits: 3, symbolOnLeft: false });
      expect(table.get('USDT')).toMatchObject({ symbol: 'USDT', decimalDigits: 2 });
      expect(table.get('TRX')?.decimalDigits).toBe(2);
    });
  });
});

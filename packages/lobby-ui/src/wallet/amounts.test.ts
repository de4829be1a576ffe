import { describe, expect, it } from 'vitest';
import { baseWorth, formatAmount, formatExact } from './amounts';

const nbsp = '\u00a0';

describe('formatAmount', () => {
  describe('when the currency is known', () => {
    it('formats through currency-format, a ratio variant in its own units', () => {
      expect(formatAmount('1234.5', 'BRL')).toBe(`R$${nbsp}1.234,50`);
      expect(formatAmount(1234.5, 'USDT1:1')).toBe(`1,234.50${nbsp}USDT`);
      expect(formatAmount('250', 'BTC1:100000')).toBe(`250.000${nbsp}BTC`);
    });
  });

  describe('when the currency is unknown or missing', () => {
    it('shows the bare number', () => {
      expect(formatAmount('12.5', 'XXZ')).toBe('12.5');
      expect(formatAmount(3, undefined)).toBe('3');
    });
  });
});

describe('formatExact', () => {
  describe('when the amount has more digits than the currency', () => {
    it('keeps every one of them', () => {
      expect(formatExact('0.0025', 'BTC')).toBe(`0.0025${nbsp}BTC`);
      expect(formatExact('0.00000001', 'BTC')).toBe(`0.00000001${nbsp}BTC`);
    });
  });

  describe('when it has fewer', () => {
    it('pads to the currency’s digits', () => {
      expect(formatExact('20', 'BRL')).toBe(`R$${nbsp}20,00`);
    });
  });
});

describe('baseWorth', () => {
  describe('when the currency is a ratio variant', () => {
    it('is the amount in its base, exact', () => {
      expect(baseWorth('250', 'BTC1:100000')).toBe(`0.0025${nbsp}BTC`);
      expect(baseWorth(123456789, 'BTC1:100000')).toBe(`1,234.56789${nbsp}BTC`);
    });
  });

  describe('when one unit is one unit of the base, or there is no base', () => {
    it('is undefined', () => {
      expect(baseWorth('250', 'USDT1:1')).toBeUndefined();
      expect(baseWorth('250', 'BRL')).toBeUndefined();
      expect(baseWorth('250', undefined)).toBeUndefined();
    });
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney, percentOf } from './money-text';

describe('formatMoney', () => {
  describe('when the currency is known', () => {
    it('writes the amount in its format', () => {
      expect(formatMoney('1234.5', 'BRL')).toBe('R$\u00a01.234,50');
      expect(formatMoney('250000', 'BTC1:100000')).toBe('250,000.000\u00a0BTC');
    });

    it('keeps cents a currency without decimals would round away', () => {
      expect(formatMoney('1234567', 'IDR')).toBe('Rp\u00a01.234.567');
      expect(formatMoney('12.35', 'IDR')).toBe('Rp\u00a012,35');
    });
  });

  describe('when the currency is unknown', () => {
    it('writes the plain amount and code', () => {
      expect(formatMoney('10.5', 'XYZ')).toBe('10.5 XYZ');
    });
  });
});

describe('percentOf', () => {
  describe('when a rate is given', () => {
    it.each([
      ['0.01', '1'],
      ['0.015', '1.5'],
      ['0.005', '0.5'],
      ['0.1', '10'],
      ['1', '100'],
      ['0', '0'],
    ])('rate %s is %s per cent', (rate, percent) => {
      expect(percentOf(rate)).toBe(percent);
    });
  });
});

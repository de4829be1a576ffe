import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBaseAmount, toBaseAmount } from './convert';
import { UnknownCurrencyError } from './errors';

/** A canonical decimal string: units / 10^scale. */
function decimalOf(units: bigint, scale: number): string {
  const magnitude = units < 0n ? -units : units;
  const divisor = 10n ** BigInt(scale);
  const frac = String(magnitude % divisor)
    .padStart(scale, '0')
    .replace(/0+$/, '');
  const body = `${magnitude / divisor}${frac ? `.${frac}` : ''}`;
  return units < 0n && body !== '0' ? `-${body}` : body;
}

describe('toBaseAmount', () => {
  describe('when the ratio is a power of ten', () => {
    it('converts site units to base units exactly', () => {
      expect(toBaseAmount('250', 'BTC1:100000')).toBe('0.0025');
      expect(toBaseAmount(1.5, 'BTC1:100000')).toBe('0.000015');
      expect(toBaseAmount(-12345n, 'BTC1:100000')).toBe('-0.00012345');
      expect(toBaseAmount('12345678901234567890.5', 'ETH1:1000')).toBe('12345678901234567.8905');
    });
  });

  describe('when the ratio has only factors 2 and 5', () => {
    it('is still exact', () => {
      expect(toBaseAmount('1', 'USDT1:8')).toBe('0.125');
      expect(toBaseAmount('3', 'USDT1:40')).toBe('0.075');
    });
  });

  describe('when the quotient does not terminate', () => {
    it('rounds half-up to 12 digits by default', () => {
      expect(toBaseAmount('1', 'USDT1:3')).toBe('0.333333333333');
      expect(toBaseAmount('2', 'USDT1:3')).toBe('0.666666666667');
      expect(toBaseAmount('-2', 'USDT1:3')).toBe('-0.666666666667');
    });

    it('rounds to the digits asked for', () => {
      expect(toBaseAmount('10', 'USDT1:3', { digits: 2 })).toBe('3.33');
      expect(toBaseAmount('-0.001', 'USDT1:3', { digits: 2 })).toBe('0');
    });
  });

  describe('when digits are given for an exact result', () => {
    it('rounds it half-up', () => {
      expect(toBaseAmount('250', 'BTC1:100000', { digits: 3 })).toBe('0.003');
      expect(() => toBaseAmount('1', 'BTC1:10', { digits: 99 })).toThrow(RangeError);
    });
  });

  describe('when the code is a plain currency', () => {
    it('uses ratio 1', () => {
      expect(toBaseAmount(12.5, 'USD')).toBe('12.5');
    });
  });

  describe('when the code is unknown', () => {
    it('throws', () => {
      expect(() => toBaseAmount(1, 'XYZ1:10')).toThrow(UnknownCurrencyError);
    });
  });
});

describe('fromBaseAmount', () => {
  describe('when converting base units to site units', () => {
    it('multiplies exactly', () => {
      expect(fromBaseAmount(0.0025, 'BTC1:100000')).toBe('250');
      expect(fromBaseAmount('0.00000001', 'BTC1:100000')).toBe('0.001');
      expect(fromBaseAmount(-1n, 'BTC1:100000')).toBe('-100');
      expect(fromBaseAmount('1.25', 'USDT1:3')).toBe('3.75');
    });

    it('rounds when digits are given', () => {
      expect(fromBaseAmount('0.000012345', 'BTC1:100000', { digits: 2 })).toBe('1.23');
    });
  });

  describe('when a site amount goes to base and back', () => {
    it('comes back unchanged for any power-of-ten ratio', () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
          fc.integer({ min: 0, max: 10 }),
          fc.integer({ min: 0, max: 12 }),
          (units, scale, power) => {
            const code = `BTC1:${10n ** BigInt(power)}`;
            const site = decimalOf(units, scale);
            expect(fromBaseAmount(toBaseAmount(site, code), code)).toBe(site);
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('comes back within half a unit of the 12th digit for any ratio', () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
          fc.integer({ min: 1, max: 999_999 }),
          (units, ratio) => {
            const code = `USDT1:${ratio}`;
            const site = decimalOf(units, 2);
            const back = fromBaseAmount(toBaseAmount(site, code), code);
            // |back - site| <= ratio * 0.5e-12, compared in 10^-14 units.
            const scaled = (text: string) => {
              const [int = '0', frac = ''] = text.replace('-', '').split('.');
              const value = BigInt(int + frac.padEnd(14, '0'));
              return text.startsWith('-') ? -value : value;
            };
            const error = scaled(back) - scaled(site);
            expect(error < 0n ? -error : error).toBeLessThanOrEqual(BigInt(ratio) * 50n);
          },
        ),
        { numRuns: 1000 },
      );
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCodes, getCurrency } from './currency';
import { UnknownCurrencyError } from './errors';
import { formatCurrency } from './format';

const NBSP = '\u00a0';

describe('formatCurrency', () => {
  describe('when given a number', () => {
    it('formats with the currency rules', () => {
      expect(formatCurrency(1234.5, 'USD')).toBe('$1,234.50');
      expect(formatCurrency(1234.5, 'BRL')).toBe(`R$${NBSP}1.234,50`);
      expect(formatCurrency(1234567.891, 'EUR')).toBe(`1.234.567,89${NBSP}€`);
      expect(formatCurrency(1234567, 'RUB')).toBe(`1${NBSP}234${NBSP}567,00${NBSP}₽`);
      expect(formatCurrency(1234.5, 'JPY')).toBe('¥1,235');
      expect(formatCurrency(1234.5678, 'KWD')).toBe(`1,234.568${NBSP}KWD`);
      expect(formatCurrency(0.5, 'USDT')).toBe(`0.50${NBSP}USDT`);
    });

    it('rounds half-up from the shortest decimal: 1.005 -> 1.01', () => {
      expect(formatCurrency(1.005, 'USD')).toBe('$1.01');
      expect(formatCurrency(1.0049999, 'USD')).toBe('$1.00');
      expect(formatCurrency(0.615, 'USD')).toBe('$0.62');
      expect(formatCurrency(-2.675, 'USD')).toBe('-$2.68');
      expect(formatCurrency(999.995, 'USD')).toBe('$1,000.00');
      expect(formatCurrency(0.5, 'JPY')).toBe('¥1');
      expect(formatCurrency(1.0005, 'BHD')).toBe(`1.001${NBSP}BHD`);
    });

    it('prints large and tiny numbers exactly', () => {
      expect(formatCurrency(1e21, 'USD')).toBe('$1,000,000,000,000,000,000,000.00');
      expect(formatCurrency(-1e-7, 'USD', { digits: 8 })).toBe('-$0.00000010');
    });

    it('throws a RangeError for NaN and the infinities', () => {
      expect(() => formatCurrency(Number.NaN, 'USD')).toThrow(RangeError);
      expect(() => formatCurrency(Number.NEGATIVE_INFINITY, 'USD')).toThrow(RangeError);
    });
  });

  describe('when given a bigint of minor units', () => {
    it('counts cents, whole yen and thousandths by the currency', () => {
      expect(formatCurrency(123456n, 'USD')).toBe('$1,234.56');
      expect(formatCurrency(123456n, 'JPY')).toBe('¥123,456');
      expect(formatCurrency(-5n, 'KWD')).toBe(`-0.005${NBSP}KWD`);
    });

    it('stays exact beyond 2^53', () => {
      expect(formatCurrency(2n ** 64n, 'USD')).toBe('$184,467,440,737,095,516.16');
      expect(formatCurrency(9007199254740993n, 'JPY')).toBe('¥9,007,199,254,740,993');
    });

    it('rounds minor units to fewer digits when asked', () => {
      expect(formatCurrency(150n, 'USD', { digits: 0 })).toBe('$2');
      expect(formatCurrency(-149n, 'USD', { digits: 0 })).toBe('-$1');
    });
  });

  describe('when given a decimal string', () => {
    it('stays exact beyond 2^53', () => {
      expect(formatCurrency('12345678901234567890.125', 'USD')).toBe('$12,345,678,901,234,567,890.13');
      expect(formatCurrency('9007199254740993.5', 'JPY')).toBe('¥9,007,199,254,740,994');
    });

    it('throws a TypeError for text that is not a decimal', () => {
      expect(() => formatCurrency('$12', 'USD')).toThrow(TypeError);
      expect(() => formatCurrency('1,234.5', 'USD')).toThrow('"1,234.5"');
    });
  });

  describe('when the amount is negative', () => {
    it('puts the minus before a left symbol when negativeFirst', () => {
      expect(formatCurrency(-1, 'USD')).toBe('-$1.00');
      expect(formatCurrency(-1, 'ARS')).toBe(`-$${NBSP}1,00`);
    });

    it('puts the minus after a left symbol when not negativeFirst', () => {
      expect(formatCurrency(-1234, 'CHF')).toBe(`CHF${NBSP}-1'234.00`);
      expect(formatCurrency(-1234, 'CLP')).toBe('$-1.234');
    });

    it('puts the minus before the number with a right symbol', () => {
      expect(formatCurrency(-1, 'EUR')).toBe(`-1,00${NBSP}€`);
      expect(formatCurrency(-1, 'BDT')).toBe('-1.00৳');
    });

    it('never prints -0', () => {
      expect(formatCurrency(-0, 'USD')).toBe('$0.00');
      expect(formatCurrency(-0.004, 'USD')).toBe('$0.00');
      expect(formatCurrency('-0.0049', 'USD', { withSymbol: false })).toBe('0.00');
      expect(formatCurrency(-0n, 'USD')).toBe('$0.00');
      expect(formatCurrency(-0.004, 'CHF')).toBe(`CHF${NBSP}0.00`);
      expect(formatCurrency(-0.4, 'JPY')).toBe('¥0');
    });

    it('never prints -0 for any tiny negative amount and digit count', () => {
      fc.assert(
        fc.property(
          fc.double({ min: -0.5, max: 0, noNaN: true, maxExcluded: true }),
          fc.constantFrom(...currencyCodes()),
          fc.integer({ min: 0, max: 6 }),
          (value, code, digits) => {
            const text = formatCurrency(value, code, { digits, withSymbol: false });
            if (/^-0[.,]?0*$/.test(text)) throw new Error(`printed ${text}`);
          },
        ),
        { numRuns: 1000 },
      );
    });
  });

  describe('when given options', () => {
    it('prints only the number without the symbol', () => {
      expect(formatCurrency(-1234.5, 'BRL', { withSymbol: false })).toBe('-1.234,50');
    });

    it('prints the digit count asked for', () => {
      expect(formatCurrency(1234.5678, 'USD', { digits: 3 })).toBe('$1,234.568');
      expect(formatCurrency(1234.5678, 'USD', { digits: 0 })).toBe('$1,235');
      expect(formatCurrency('0.000000000000000001', 'ETH', { digits: 18 })).toBe(
        `0.000000000000000001${NBSP}ETH`,
      );
    });

    it('prints a site symbol instead of the table one', () => {
      expect(formatCurrency(5, 'USD', { symbol: 'US$' })).toBe('US$5.00');
    });

    it('throws a RangeError for a bad digit count', () => {
      expect(() => formatCurrency(1, 'USD', { digits: -1 })).toThrow(RangeError);
      expect(() => formatCurrency(1, 'USD', { digits: 21 })).toThrow(
        'digits must be an integer from 0 to 20, not 21',
      );
      expect(() => formatCurrency(1, 'USD', { digits: 1.5 })).toThrow(RangeError);
    });
  });

  describe('when the code is a ratio variant', () => {
    it('formats site units with the base rules', () => {
      expect(formatCurrency(1234.5, 'BTC1:100000')).toBe(`1,234.500${NBSP}BTC`);
      expect(formatCurrency(12n, 'USDT1:1')).toBe(`0.12${NBSP}USDT`);
    });
  });

  describe('when the code is unknown', () => {
    it('throws instead of formatting as USD', () => {
      expect(() => formatCurrency(1, 'XXX')).toThrow(UnknownCurrencyError);
    });
  });

  it('rounds any decimal half-up like a bigint oracle, for every code', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom(...currencyCodes()),
        (units, scale, code) => {
          const digits = getCurrency(code).decimalDigits;
          const magnitude = units < 0n ? -units : units;
          const divisor = 10n ** BigInt(scale);
          let expected = (magnitude * 10n ** BigInt(digits)) / divisor;
          if (((magnitude * 10n ** BigInt(digits)) % divisor) * 2n >= divisor) expected += 1n;
          const sign = units < 0n && expected !== 0n ? '-' : '';
          const decimal = `${units < 0n ? '-' : ''}${magnitude / divisor}.${String(magnitude % divisor).padStart(scale, '0')}`;
          const text = formatCurrency(decimal, code, { withSymbol: false });
          const { thousandsSeparator, decimalSeparator } = getCurrency(code);
          const digitsOnly = text.split(thousandsSeparator).join('').replace(decimalSeparator, '');
          expect(digitsOnly).toBe(`${sign}${String(expected).padStart(digits + 1, '0')}`);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('prints a number and its shortest decimal string the same, for every code', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e18, max: 1e18 }),
        fc.constantFrom(...currencyCodes()),
        (value, code) => {
          expect(formatCurrency(value, code)).toBe(formatCurrency(String(value), code));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

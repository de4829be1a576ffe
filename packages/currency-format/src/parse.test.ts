import { lobbyCurrencyCodes } from '@lobbykit/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCodes, getCurrency } from './currency';
import { UnknownCurrencyError } from './errors';
import { formatCurrency } from './format';
import { parseCurrency } from './parse';

const NBSP = '\u00a0';
const ok = (value: string) => ({ ok: true, value });

// Every table code, plus ratio variants of lobby currencies.
const codes = [...currencyCodes(), 'USDT1:1', 'BTC1:100000', 'ETH1:1000', 'TRX1:10'];

/** A decimal string with at most `digits` fraction digits, in canonical form. */
function decimalOf(units: bigint, digits: number): string {
  const magnitude = units < 0n ? -units : units;
  const divisor = 10n ** BigInt(digits);
  const frac = String(magnitude % divisor)
    .padStart(digits, '0')
    .replace(/0+$/, '');
  const body = `${magnitude / divisor}${frac ? `.${frac}` : ''}`;
  return units < 0n && body !== '0' ? `-${body}` : body;
}

describe('parseCurrency', () => {
  describe('when the text is a formatted amount', () => {
    it('returns the exact decimal string', () => {
      expect(parseCurrency('$1,234.50', 'USD')).toEqual(ok('1234.5'));
      expect(parseCurrency(`R$${NBSP}1.234,50`, 'BRL')).toEqual(ok('1234.5'));
      expect(parseCurrency(`1.234.567,89${NBSP}€`, 'EUR')).toEqual(ok('1234567.89'));
      expect(parseCurrency('¥1,235', 'JPY')).toEqual(ok('1235'));
      expect(parseCurrency('-$0.05', 'USD')).toEqual(ok('-0.05'));
      expect(parseCurrency(`CHF${NBSP}-1'234.00`, 'CHF')).toEqual(ok('-1234'));
    });

    it('keeps digits beyond 2^53 and beyond the currency digits', () => {
      expect(parseCurrency('$12,345,678,901,234,567,890.125', 'USD')).toEqual(ok('12345678901234567890.125'));
    });
  });

  describe('when the text is typed by a person', () => {
    it('accepts no symbol, the ISO code, either side, and surrounding spaces', () => {
      expect(parseCurrency(' 1234.5 ', 'USD')).toEqual(ok('1234.5'));
      expect(parseCurrency('USD 10', 'USD')).toEqual(ok('10'));
      expect(parseCurrency('10 $', 'USD')).toEqual(ok('10'));
      expect(parseCurrency('BRL 1.000', 'BRL')).toEqual(ok('1000'));
    });

    it('accepts any space as a space separator, both apostrophes and full-width digits', () => {
      expect(parseCurrency('1 234 567,5 ₽', 'RUB')).toEqual(ok('1234567.5'));
      expect(parseCurrency('1\u202f234,5 ₽', 'RUB')).toEqual(ok('1234.5'));
      expect(parseCurrency('CHF 1’234.50', 'CHF')).toEqual(ok('1234.5'));
      expect(parseCurrency('¥１２３', 'CNY')).toEqual(ok('123'));
    });

    it('accepts the minus before or after a left symbol, U+2212 and a plus', () => {
      expect(parseCurrency('$-5', 'USD')).toEqual(ok('-5'));
      expect(parseCurrency('- $5', 'USD')).toEqual(ok('-5'));
      expect(parseCurrency('\u22125 €', 'EUR')).toEqual(ok('-5'));
      expect(parseCurrency('+5', 'EUR')).toEqual(ok('5'));
    });

    it('reads a leading decimal separator and never returns -0', () => {
      expect(parseCurrency('.5', 'USD')).toEqual(ok('0.5'));
      expect(parseCurrency('-0,00 €', 'EUR')).toEqual(ok('0'));
      expect(parseCurrency('007', 'USD')).toEqual(ok('7'));
    });

    it('accepts a site symbol given as an option', () => {
      expect(parseCurrency('US$5.00', 'USD', { symbol: 'US$' })).toEqual(ok('5'));
    });

    it('reads the longer code first', () => {
      expect(parseCurrency('5 USDT', 'USDT1:1')).toEqual(ok('5'));
    });
  });

  describe('when the text is not an amount', () => {
    it('returns empty for blank text, a lone sign or a lone symbol', () => {
      for (const text of ['', '   ', '-', '$', ' $ ', '-$']) {
        expect(parseCurrency(text, 'USD'), text).toEqual({ ok: false, code: 'empty', input: text });
      }
    });

    it('returns not-a-number for letters and stray symbols', () => {
      for (const text of ['abc', '12abc', '€5', '1e5', '$$5', '5-', '--5', 'NaN', '0x10']) {
        expect(parseCurrency(text, 'USD'), text).toMatchObject({ ok: false, code: 'not-a-number' });
      }
    });

    it('returns malformed for misplaced separators', () => {
      for (const text of ['1,5', '1,23', '1.2.3', '1,234,5', '12,3456', '1.000.000', '5..5', ',5']) {
        expect(parseCurrency(text, 'USD'), text).toMatchObject({ ok: false, code: 'malformed' });
      }
    });

    it('returns not-a-number for a value that is not a string', () => {
      expect(parseCurrency(5 as unknown as string, 'USD')).toEqual({
        ok: false,
        code: 'not-a-number',
        input: '5',
      });
    });
  });

  describe('when the code is unknown', () => {
    it('throws an UnknownCurrencyError', () => {
      expect(() => parseCurrency('5', 'XXX')).toThrow(UnknownCurrencyError);
    });
  });

  describe('when reading back what formatCurrency printed', () => {
    it('returns x for every code at digit counts 0 to 3 (exhaustive over codes)', () => {
      const amounts = ['0', '-1', '0.5', '-1234567.891', '999999999999999999999.999', '1000', '-0.001'];
      for (const code of codes) {
        for (let digits = 0; digits <= 3; digits++) {
          for (const amount of amounts) {
            const units = BigInt(amount.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));
            const scale = amount.includes('.') ? amount.length - amount.indexOf('.') - 1 : 0;
            const rounded = formatCurrency(amount, code, { digits, withSymbol: false });
            const expected = parseCurrency(rounded, code);
            expect(expected.ok, `${code} ${digits} ${amount}`).toBe(true);
            if (scale <= digits) expect(expected).toEqual(ok(decimalOf(units, scale)));
          }
        }
      }
    });

    it('parse(format(x)) = x for any code, digit count and symbol choice', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...codes),
          fc.integer({ min: 0, max: 3 }),
          fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }),
          fc.boolean(),
          (code, digits, units, withSymbol) => {
            const x = decimalOf(units, digits);
            const text = formatCurrency(x, code, { digits, withSymbol });
            expect(parseCurrency(text, code)).toEqual(ok(x));
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('parse(format(x)) = x for numbers in the currency digits, for any code', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...codes),
          fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
          (code, units) => {
            const { decimalDigits } = getCurrency(code);
            const x = decimalOf(BigInt(units), decimalDigits);
            expect(parseCurrency(formatCurrency(Number(x), code), code)).toEqual(ok(x));
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('parse(format(minor units)) = minor units / 10^digits, for the lobby currencies', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...lobbyCurrencyCodes),
          fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }),
          (code, units) => {
            const { decimalDigits } = getCurrency(code);
            expect(parseCurrency(formatCurrency(units, code), code)).toEqual(
              ok(decimalOf(units, decimalDigits)),
            );
          },
        ),
        { numRuns: 1000 },
      );
    });
  });
});

import { getCurrency } from './currency';
import { checkDigits, roundHalfUp, toDecimal } from './decimal';
import type { Amount } from './decimal';

/** Options of formatCurrency. */
export interface FormatOptions {
  /**
   * Print the symbol (or `symbol`) with the amount; false prints only the number.
   * @default true
   */
  readonly withSymbol?: boolean;
  /**
   * Fraction digits to print, an integer from 0 to MAX_DIGITS (20); the amount is rounded
   * half-up to it. A bigint amount still counts the currency's own minor units.
   * @default the currency's decimalDigits
   */
  readonly digits?: number;
  /**
   * A symbol to print instead of the table's, e.g. a site that shows 'US$'.
   * @default the currency's symbol
   */
  readonly symbol?: string;
}

/**
 * Formats an amount exactly, the same in every browser (no Intl at run time).
 * - number: major units, read through its shortest decimal form (1.005 is 1.005, not 1.00499...).
 * - bigint: minor units of the currency (cents for USD, whole yen for JPY), exact at any size.
 * - string: a decimal such as '-1234.567' or '1e21', exact at any size.
 *
 * Rounds half away from zero, never prints '-0', puts the minus before or after a left
 * symbol as the currency's negativeFirst says, and joins symbol and amount with a
 * no-break space (U+00A0) where the currency has a space.
 * @throws UnknownCurrencyError for an unknown code; TypeError or RangeError for a bad amount or option.
 * @example formatCurrency(1234.5, 'BRL') // 'R$ 1.234,50'
 * @example formatCurrency(123456n, 'USD', { withSymbol: false }) // '1,234.56'
 */
export function formatCurrency(amount: Amount, code: string, options?: FormatOptions): string {
  const entry = getCurrency(code);
  const digits = checkDigits(options?.digits) ?? entry.decimalDigits;
  let { neg, int, frac } = toDecimal(amount, entry.decimalDigits, digits);
  // Most amounts already have the right digit count and need no rounding.
  if (frac.length !== digits || (neg && int === '0'))
    ({ neg, int, frac } = roundHalfUp({ neg, int, frac }, digits));

  let number = int;
  if (int.length > 3) {
    let at = int.length % 3 || 3;
    number = int.slice(0, at);
    for (; at < int.length; at += 3) number += entry.thousandsSeparator + int.slice(at, at + 3);
  }
  if (digits > 0) number += entry.decimalSeparator + frac;
  if (options?.withSymbol === false) return neg ? `-${number}` : number;

  const symbol = options?.symbol ?? entry.symbol;
  const space = entry.spaceBetweenAmountAndSymbol ? '\u00a0' : '';
  if (!entry.symbolOnLeft) return (neg ? '-' : '') + number + space + symbol;
  if (!neg) return symbol + space + number;
  return entry.negativeFirst ? `-${symbol}${space}${number}` : `${symbol}${space}-${number}`;
}

import { getCurrency } from './currency';
import { toDecimalString } from './decimal';
import type { CurrencyFormat } from './types';

/** Why a text is not an amount. */
export type ParseErrorCode =
  /** Nothing but spaces, a sign or the symbol. */
  | 'empty'
  /** A character that is neither a digit, a separator, a sign nor the currency's symbol or code. */
  | 'not-a-number'
  /** Only digits and separators, wrongly placed: '1,23' in USD, '1.2.3', two decimal separators. */
  | 'malformed';

/** The exact decimal string ('-1234.5'), or why there is none. */
export type ParseResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly code: ParseErrorCode; readonly input: string };

/** Options of parseCurrency. */
export interface ParseOptions {
  /**
   * A site-specific symbol to accept besides the table's symbol and the ISO code, the
   * same one given to formatCurrency.
   * @default none
   */
  readonly symbol?: string;
}

// Full-width digits come from CJK input methods.
const FULL_WIDTH_DIGIT = /[\uff10-\uff19]/g;
const SIGN = /^[-+\u2212]/;
const SEPARATORS_ONLY = /^[\d\s.,'\u2019]+$/;
const patterns = new Map<string, RegExp>();

function escaped(char: string): string {
  if (/\s/.test(char)) return '\\s'; // any space: typed, no-break or narrow no-break
  if (char === "'" || char === '\u2019') return "['\u2019]";
  return char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

// Integer with correctly placed group separators (or none), optional fraction.
function patternOf(entry: CurrencyFormat): RegExp {
  const key = entry.thousandsSeparator + entry.decimalSeparator;
  let pattern = patterns.get(key);
  if (!pattern) {
    const group = escaped(entry.thousandsSeparator);
    const decimal = escaped(entry.decimalSeparator);
    pattern = new RegExp(`^(?:(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:${decimal}(\\d*))?|${decimal}(\\d+))$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

function symbolsOf(entry: CurrencyFormat, extra: string | undefined): string[] {
  const symbols = [entry.symbol, entry.code, entry.base];
  if (extra) symbols.push(extra);
  // Longest first, so 'USDT' is not read as 'USD' followed by garbage.
  return symbols.sort((a, b) => b.length - a.length);
}

function failure(code: ParseErrorCode, input: string): ParseResult {
  return { ok: false, code, input };
}

/**
 * Reads a formatted amount back to its exact decimal string: the inverse of formatCurrency
 * for every code and digit count. Accepts the symbol or code on either side, a minus before
 * or after a left symbol (also U+2212), any kind of space as a space separator, both
 * apostrophes, full-width digits and surrounding spaces. Group separators must sit between
 * groups of three digits, which catches '1,5' typed in a currency that groups with ','.
 * Digits beyond the currency's decimalDigits are kept, not rounded.
 * @throws UnknownCurrencyError for an unknown code (a bug, not user input).
 * @example parseCurrency('R$ 1.234,50', 'BRL') // { ok: true, value: '1234.5' }
 */
export function parseCurrency(text: string, code: string, options?: ParseOptions): ParseResult {
  const entry = getCurrency(code);
  if (typeof text !== 'string') return failure('not-a-number', String(text));
  let rest = text
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .trim();
  let sign = SIGN.exec(rest)?.[0];
  if (sign) rest = rest.slice(1).trimStart();
  for (const symbol of symbolsOf(entry, options?.symbol)) {
    if (rest.startsWith(symbol)) {
      rest = rest.slice(symbol.length).trimStart();
      break;
    }
    if (rest.endsWith(symbol)) {
      rest = rest.slice(0, -symbol.length).trimEnd();
      break;
    }
  }
  if (!sign) {
    sign = SIGN.exec(rest)?.[0];
    if (sign) rest = rest.slice(1).trimStart();
  }
  if (rest === '') return failure('empty', text);

  const match = patternOf(entry).exec(rest);
  if (!match) return failure(SEPARATORS_ONLY.test(rest) ? 'malformed' : 'not-a-number', text);
  const int = (match[1] ?? '').replace(/\D/g, '').replace(/^0+/, '') || '0';
  const frac = match[2] ?? match[3] ?? '';
  return { ok: true, value: toDecimalString({ neg: sign === '-' || sign === '\u2212', int, frac }) };
}

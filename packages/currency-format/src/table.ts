// Decodes the generated table (see scripts/generate-table.mjs) into frozen entries.
import { FORMATS, SEPARATORS } from './generated/formats';
import type { CurrencyFormat } from './types';

/** Decodes every record of the generated table; called once, on first lookup. */
export function decodeTable(): Map<string, CurrencyFormat> {
  const table = new Map<string, CurrencyFormat>();
  for (const record of FORMATS.split('|')) {
    // The code is the leading run of upper-case letters; the flag character never is one.
    let at = 3;
    while (at < record.length && record.charCodeAt(at) >= 65 && record.charCodeAt(at) <= 90) at++;
    const code = record.slice(0, at);
    const flags = parseInt(record.charAt(at), 32);
    const separators = SEPARATORS[Number(record.charAt(at + 1))] ?? ',.';
    table.set(
      code,
      Object.freeze({
        code,
        symbol: record.slice(at + 2),
        thousandsSeparator: separators.charAt(0),
        decimalSeparator: separators.charAt(1),
        symbolOnLeft: (flags & 4) !== 0,
        spaceBetweenAmountAndSymbol: (flags & 8) !== 0,
        decimalDigits: flags & 3,
        negativeFirst: (flags & 16) !== 0,
        base: code,
        ratio: 1,
      }),
    );
  }
  return table;
}

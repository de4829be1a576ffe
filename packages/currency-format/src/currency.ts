import { parseCurrencyVariant } from '@lobbykit/contract';
import { UnknownCurrencyError } from './errors';
import { decodeTable } from './table';
import type { CurrencyFormat } from './types';

// The decoded table, plus each ratio variant once it has been looked up (only valid codes
// are added, so unknown codes cannot grow it).
let table: Map<string, CurrencyFormat> | undefined;

function lookup(code: string): CurrencyFormat | undefined {
  table ??= decodeTable();
  let entry = table.get(code);
  if (entry) return entry;
  const variant = typeof code === 'string' ? parseCurrencyVariant(code) : undefined;
  const base = variant && table.get(variant.base);
  if (variant && base) table.set(code, (entry = Object.freeze({ ...base, code, ratio: variant.ratio })));
  return entry;
}

/**
 * The formatting entry of a table code ('USD'), a crypto code ('USDT') or a ratio variant
 * ('BTC1:100000', which takes BTC's rules, its own code and ratio 100000).
 * Codes are exact and upper case, like everywhere in lobbykit.
 * @throws UnknownCurrencyError for any other code; never falls back to USD.
 * @example getCurrency('BRL').symbol // 'R$'
 */
export function getCurrency(code: string): CurrencyFormat {
  const entry = lookup(code);
  if (entry) return entry;
  const upper = String(code).toUpperCase();
  throw new UnknownCurrencyError(
    String(code),
    upper !== code && lookup(upper)
      ? `, did you mean "${upper}"?`
      : ', nor a ratio variant of one such as "BTC1:100000"',
  );
}

/** True when getCurrency(code) would return an entry rather than throw. */
export function hasCurrency(code: string): boolean {
  return lookup(code) !== undefined;
}

/** Every code of the table (about 160, sorted), without ratio variants. */
export function currencyCodes(): string[] {
  table ??= decodeTable();
  return [...table.keys()].filter((code) => !code.includes(':'));
}

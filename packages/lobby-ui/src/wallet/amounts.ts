// Amounts as a player reads them, always through currency-format: a wallet amount in the
// wallet's currency (a ratio variant in its own units, as the header shows it), and what a
// ratio variant's amount is worth in its base, every digit kept (0.0025 BTC never reads 0.003).
import {
  formatCurrency,
  getCurrency,
  hasCurrency,
  MAX_DIGITS,
  toBaseAmount,
} from '@lobbykit/currency-format';

/** `amount` in `currency`; the bare number when currency-format does not know the code. */
export function formatAmount(amount: string | number, currency: string | undefined): string {
  return currency !== undefined && hasCurrency(currency) ? formatCurrency(amount, currency) : String(amount);
}

/** Digits after the decimal point of a decimal text (`'0.0025'` has 4). */
const fractionDigits = (amount: string): number => amount.split('.')[1]?.length ?? 0;

/**
 * An exact amount (decimal text) in `currency`, with the currency's digits or more when the
 * amount has more, never rounded: what a payer must send.
 */
export function formatExact(amount: string, currency: string): string {
  if (!hasCurrency(currency)) return `${amount} ${currency}`;
  const digits = Math.min(MAX_DIGITS, Math.max(getCurrency(currency).decimalDigits, fractionDigits(amount)));
  return formatCurrency(amount, currency, { digits });
}

/**
 * What an amount of a ratio variant is worth in its base (`'250'` of `'BTC1:100000'` is
 * `'0.0025 BTC'`); undefined for a plain currency, a 1:1 variant or an unknown code.
 */
export function baseWorth(amount: string | number, currency: string | undefined): string | undefined {
  if (currency === undefined || !hasCurrency(currency)) return undefined;
  const { base, ratio } = getCurrency(currency);
  if (ratio === 1) return undefined;
  return formatExact(toBaseAmount(amount, currency), base);
}

// Conversion between a ratio variant's site units and its base currency ('BTC1:100000': one
// BTC is 100000 site units). Exact with bigint arithmetic.
import { getCurrency } from './currency';
import { checkDigits, fromMinorUnits, roundHalfUp, toDecimal, toDecimalString, toScaled } from './decimal';
import type { Amount } from './decimal';

/** Options of toBaseAmount and fromBaseAmount. */
export interface ConvertOptions {
  /**
   * Round the result half-up to this many fraction digits (0 to MAX_DIGITS, 20).
   * @default exact; toBaseAmount rounds to 12 digits only when the exact quotient does not
   * terminate (a ratio with a prime factor other than 2 and 5, such as 1:3)
   */
  readonly digits?: number;
}

const INEXACT_DIGITS = 12;

function finish(units: bigint, scale: number, digits: number | undefined): string {
  const decimal = fromMinorUnits(units, scale);
  return toDecimalString(digits === undefined ? decimal : roundHalfUp(decimal, digits));
}

// Divides, rounding the magnitude half up, as the rest of the package rounds.
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const neg = numerator < 0n;
  const magnitude = neg ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return neg ? -quotient : quotient;
}

/**
 * Site units of a ratio variant to base units: toBaseAmount('250', 'BTC1:100000') is
 * '0.0025' (BTC). A bigint amount counts minor units of the variant. A plain code has
 * ratio 1 and converts to itself.
 * @throws UnknownCurrencyError, TypeError or RangeError as formatCurrency does.
 */
export function toBaseAmount(amount: Amount, code: string, options?: ConvertOptions): string {
  const entry = getCurrency(code);
  const digits = checkDigits(options?.digits);
  const [units, scale] = toScaled(toDecimal(amount, entry.decimalDigits));
  const ratio = BigInt(entry.ratio);
  // units / 10^scale / ratio terminates when ratio has no prime factor but 2 and 5; then
  // multiplying by 10^k for k = the larger exponent of 2 and 5 makes the division exact.
  let rest = ratio;
  let twos = 0;
  let fives = 0;
  for (; rest % 2n === 0n; twos++) rest /= 2n;
  for (; rest % 5n === 0n; fives++) rest /= 5n;
  const k = Math.max(twos, fives);
  if (rest === 1n) return finish((units * 10n ** BigInt(k)) / ratio, scale + k, digits);
  const target = digits ?? INEXACT_DIGITS;
  // units * 10^target / (ratio * 10^scale), rounded: the value at `target` fraction digits.
  return finish(divideHalfUp(units * 10n ** BigInt(target), ratio * 10n ** BigInt(scale)), target, undefined);
}

/**
 * Base units to site units of a ratio variant: fromBaseAmount(0.0025, 'BTC1:100000') is
 * '250'. Always exact. A bigint amount counts minor units of the base currency.
 * @throws UnknownCurrencyError, TypeError or RangeError as formatCurrency does.
 */
export function fromBaseAmount(amount: Amount, code: string, options?: ConvertOptions): string {
  const entry = getCurrency(code);
  const digits = checkDigits(options?.digits);
  const [units, scale] = toScaled(toDecimal(amount, entry.decimalDigits));
  return finish(units * BigInt(entry.ratio), scale, digits);
}

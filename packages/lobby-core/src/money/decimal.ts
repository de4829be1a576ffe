/**
 * Exact decimal arithmetic for money: a value is a bigint of units at a decimal scale
 * (`12.5` is 125 at scale 1), so sums, differences and comparisons are exact at any size,
 * beyond 2^53 included. Amounts come and go as the contract's `MoneyAmount` text.
 */

/** `units / 10^scale`. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Reads a decimal string (`'-12.50'`) or a number the hall sent (read as its shortest text,
 * so `0.1` is exactly 0.1); undefined for anything else (an exponent, NaN, grouping).
 */
export function parseDecimal(value: unknown): Decimal | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[3] ?? '';
  const units = BigInt(match[2]! + fraction);
  return { units: match[1] ? -units : units, scale: fraction.length };
}

function atScale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** a + b, exactly. */
export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: atScale(a, scale) + atScale(b, scale), scale };
}

/** a - b, exactly. */
export function subtractDecimals(a: Decimal, b: Decimal): Decimal {
  return addDecimals(a, { units: -b.units, scale: b.scale });
}

/** a × b, exactly. */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = atScale(a, scale);
  const right = atScale(b, scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Rounded half away from zero to `digits` decimals (money's usual rounding, to the cent with 2). */
export function roundDecimal(value: Decimal, digits: number): Decimal {
  if (value.scale <= digits) return value;
  const divisor = 10n ** BigInt(value.scale - digits);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  let units = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) units += 1n;
  return { units: negative ? -units : units, scale: digits };
}

/** The canonical text: no trailing fraction zeros, never `-0` (`'12.5'`, `'-0.01'`, `'0'`). */
export function decimalText(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

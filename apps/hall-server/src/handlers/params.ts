// Reading call parameters: plain (noEncrypt) calls send strings, encrypted ones JSON values.

export function text(params: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = params[key];
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function number(params: Readonly<Record<string, unknown>>, key: string): number | undefined {
  const value = params[key];
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

export function integer(
  params: Readonly<Record<string, unknown>>,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = number(params, key);
  if (value === undefined || !Number.isInteger(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

export function flagParam(params: Readonly<Record<string, unknown>>, key: string): boolean | undefined {
  const value = params[key];
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** Minor units per unit: the hall's wallet keeps two decimals for every currency (see money). */
const MINOR_UNITS = 100;

/** Money with two decimals, avoiding float drift in balances. */
export function money(value: number): number {
  return Math.round(value * MINOR_UNITS) / MINOR_UNITS;
}

/**
 * A money amount to apply (pay, withdraw): a whole, positive number of the wallet's minor
 * units, so at least 0.01. A finer amount is refused, not rounded: rounding 0.001 down would
 * make an order of 0, rounding 0.005 up would credit a cent nobody paid. Undefined when the
 * parameter is missing or not such an amount.
 */
export function amount(params: Readonly<Record<string, unknown>>, key: string): number | undefined {
  const value = number(params, key);
  if (value === undefined) return undefined;
  const minor = value * MINOR_UNITS;
  const whole = Math.round(minor);
  // The tolerance absorbs binary float drift (0.29 * 100 is 28.999999999999996), nothing more.
  if (whole < 1 || Math.abs(minor - whole) > 1e-6) return undefined;
  return whole / MINOR_UNITS;
}

export const AMOUNT_RULE = 'amount must be a positive number with at most 2 decimals (0.01 or more)';

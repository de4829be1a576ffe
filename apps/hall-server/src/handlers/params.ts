// Reading call parameters: plain (noEncrypt) calls send strings, encrypted ones JSON values.
import { MONEY_REQUEST_ID_FIELD, MONEY_REQUEST_ID_PATTERN } from '@lobbykit/contract';

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

/** The refusal of an amount that is not a whole, positive number of cents (hall/money.ts parseCents). */
export const AMOUNT_RULE = 'amount must be a positive number with at most 2 decimals (0.01 or more)';

/**
 * The request id a money call carries in its body (the contract's MONEY_REQUEST_ID_FIELD): the
 * same on every retry of one submission, whichever request id header each retry has.
 */
export function moneyRequestId(params: Readonly<Record<string, unknown>>): string | undefined {
  const value = params[MONEY_REQUEST_ID_FIELD];
  return typeof value === 'string' && MONEY_REQUEST_ID_PATTERN.test(value) ? value : undefined;
}

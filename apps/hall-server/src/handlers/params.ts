// Reading call parameters: plain (noEncrypt) calls send strings, encrypted ones JSON values.

export function text(params: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = params[key];
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function number(params: Readonly<Record<string, unknown>>, key: string): number | undefined {
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

/** Money with two decimals, avoiding float drift in balances. */
export function money(value: number): number {
  return Math.round(value * 100) / 100;
}

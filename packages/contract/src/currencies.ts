// The lobby's own currency list and the ratio variants sites use for crypto (e.g. 'BTC1:100000').

/** The 33 lobby currency codes, in spec order. */
export const lobbyCurrencyCodes = [
  'CNY',
  'USD',
  'HKD',
  'THB',
  'VND',
  'IDR',
  'INR',
  'AUD',
  'GBP',
  'KRW',
  'JPY',
  'PHP',
  'BRL',
  'MXN',
  'EUR',
  'RUB',
  'MMK',
  'AED',
  'KHR',
  'BDT',
  'NGN',
  'TRY',
  'MAD',
  'PKR',
  'PYG',
  'EGP',
  'ARS',
  'PEN',
  'TRX',
  'BTC',
  'ETH',
  'USDT',
  'USDC',
] as const;

export type LobbyCurrencyCode = (typeof lobbyCurrencyCodes)[number];

/** A parsed ratio variant: one `base` unit is `ratio` site units. */
export interface CurrencyVariant {
  readonly base: string;
  readonly ratio: number;
}

const lobbyCurrencySet: ReadonlySet<string> = /* @__PURE__ */ new Set(lobbyCurrencyCodes);

/** True when `value` is one of the 33 lobby currency codes (exact, upper case). */
export function isLobbyCurrencyCode(value: unknown): value is LobbyCurrencyCode {
  return typeof value === 'string' && lobbyCurrencySet.has(value);
}

// Base: 2 to 10 upper-case letters; then '1:' and a positive integer without leading zero.
// Lower case is rejected on purpose: currency codes are compared exactly everywhere else.
const variantPattern = /^([A-Z]{2,10})1:([1-9]\d{0,14})$/;

/**
 * Parses a ratio variant such as 'USDT1:1' or 'BTC1:100000'.
 * Returns undefined for anything else: a plain code ('BTC'), a zero or negative ratio
 * ('BTC1:0', 'BTC1:-5'), lower case ('btc1:100'), decimals or surrounding spaces.
 */
export function parseCurrencyVariant(code: string): CurrencyVariant | undefined {
  if (typeof code !== 'string') return undefined;
  const match = variantPattern.exec(code);
  if (!match) return undefined;
  const [, base, ratio] = match;
  if (base === undefined || ratio === undefined) return undefined;
  return { base, ratio: Number(ratio) };
}

/** True when `code` is a well-formed ratio variant (see {@link parseCurrencyVariant}). */
export function isCurrencyVariant(code: unknown): code is string {
  return typeof code === 'string' && parseCurrencyVariant(code) !== undefined;
}

/** The base code of a variant ('BTC1:100000' -> 'BTC'), or the code itself when it is not one. */
export function getCurrencyBase(code: string): string {
  return parseCurrencyVariant(code)?.base ?? code;
}

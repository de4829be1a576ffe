// Exact money: every amount the hall computes with is a bigint of cents (the wallet keeps two
// decimals in every currency, ratio variants included), never a float. The store keeps
// balances as JSON numbers of at most two decimals, read here into cents and written back from
// them, and the wire carries amounts as canonical decimal strings (the contract's MoneyAmount).

/** Cents in one unit of the wallet. */
const CENTS = 100n;

const amountText = /^\s*(\d{1,30})(?:\.(\d{1,2}))?\s*$/;

/**
 * The cents of an amount a caller sent: a decimal string or a number with at most two decimals.
 * Undefined for anything else, a third decimal included: 0.005 is refused, never rounded.
 */
export function parseCents(value: unknown): bigint | undefined {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value) && value >= 0) text = String(value);
  else return undefined;
  const match = amountText.exec(text);
  if (!match) return undefined;
  return BigInt(match[1]!) * CENTS + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The cents of a stored balance or order amount. The store writes them from cents, so they
 * have at most two decimals; a number that has more is a corrupt record, not something to round.
 */
export function centsOf(stored: number): bigint {
  const cents = parseCents(stored);
  if (cents === undefined) throw new RangeError(`hall-server: ${stored} is not an amount of whole cents`);
  return cents;
}

/** The canonical decimal text of cents: 12050n is '120.5', 1n is '0.01', 100n is '1'. */
export function moneyText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  const whole = magnitude / CENTS;
  const fraction = (magnitude % CENTS).toString().padStart(2, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A stored amount (units, at most 2 decimals) as the wire's canonical decimal text. */
export function storedAmountText(stored: number): string {
  return moneyText(centsOf(stored));
}

/** Cents as the number the store and the older wire fields (game_gold) keep. */
export function moneyNumber(cents: bigint): number {
  return Number(moneyText(cents));
}

/**
 * `cents` times a rate given as decimal text ('0.015', '5' percent as '0.05'), rounded half up
 * to the cent.
 */
export function timesRate(cents: bigint, rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const numerator = cents * BigInt(whole + fraction);
  return (numerator * 2n + scale) / (2n * scale);
}

/** The larger of two amounts. */
export const maxCents = (a: bigint, b: bigint): bigint => (a > b ? a : b);

/** The smaller of two amounts. */
export const minCents = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/**
 * `cents / (100 * ratio)` as decimal text: what a ratio variant's site amount is in its base
 * (25000000n cents of 'BTC1:100000' is '2.5' BTC). Exact when the quotient ends, else cut at
 * 12 decimals (a ratio with a prime factor other than 2 and 5).
 */
export function perRatio(cents: bigint, ratio: number): string {
  const denominator = CENTS * BigInt(ratio);
  const whole = cents / denominator;
  let rest = cents % denominator;
  let digits = '';
  while (rest !== 0n && digits.length < 12) {
    rest *= 10n;
    digits += String(rest / denominator);
    rest %= denominator;
  }
  digits = digits.replace(/0+$/, '');
  return digits ? `${whole}.${digits}` : String(whole);
}

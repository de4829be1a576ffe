// Exact decimal amounts as digit strings. A number means its shortest round-trip decimal,
// the one String(n) prints, so 1.005 is the decimal 1.005 and rounds half-up to 1.01; no
// result depends on binary floating-point arithmetic (the fast paths of fromNumber use a
// float product only as a guess that is then checked exactly).

/** An exact decimal: sign, integer digits ('0' or no leading zero), fraction digits. */
export interface Decimal {
  readonly neg: boolean;
  readonly int: string;
  readonly frac: string;
}

/** An amount as callers pass it: major units (number or decimal string) or minor units (bigint). */
export type Amount = number | bigint | string;

// Exponents beyond this would build absurd digit strings (numbers stay within 1e308 and 5e-324).
const MAX_EXPONENT = 1000;
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function decimal(neg: boolean, int: string, frac: string): Decimal {
  if (int === '' || int.charCodeAt(0) === 48) int = int.replace(/^0+/, '') || '0';
  return { neg, int, frac };
}

// int.frac times 10^exponent.
function shifted(neg: boolean, int: string, frac: string, exponent: number): Decimal {
  if (exponent === 0) return decimal(neg, int, frac);
  const digits = int + frac;
  const point = int.length + exponent;
  if (point <= 0) return decimal(neg, '', '0'.repeat(-point) + digits);
  if (point >= digits.length) return decimal(neg, digits + '0'.repeat(point - digits.length), '');
  return decimal(neg, digits.slice(0, point), digits.slice(point));
}

function fromText(text: string): Decimal | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, int = '', frac = '', exponent = '0'] = match;
  const power = Number(exponent);
  if ((int === '' && frac === '') || Math.abs(power) > MAX_EXPONENT) return undefined;
  return shifted(sign === '-', int, frac, power);
}

// Two fast paths keep fromNumber off Number#toString, the slow part of formatting. Both
// return the digits of the shortest round-trip decimal S of x (what toString would print),
// by these arguments; tests compare them with the string route for all kinds of doubles.
//
// Exact path: k <= 8 fraction digits and x below LIMITS[k], where one unit in the last place
// (ulp) of a double is under 10^-k and x * 10^k stays below 2^53. If the integer
// m = round(x * 10^k) satisfies m / 10^k === x, the decimal m/10^k reads back as x (IEEE
// division rounds correctly, so the test is exact; the product is only a guess). S reads back
// as x too, so it lies within one ulp, under 10^-k, of m/10^k; having no more significant
// digits, it has no digit below 10^-k either, so S = m/10^k.
//
// Rounding path, when the caller rounds to d digits and only S's first d+1 fraction digits
// matter (half-up looks at the first dropped digit only): q = x * 10^(d+1) below 2^42 is
// within ulp(q)/2 of the exact product, and S * 10^(d+1) within 1.5 ulp(q) <= 1.5 * 2^-11 of
// q. So when q is more than 2^-10 away from an integer, floor(q) = floor(S * 10^(d+1)): those
// are S's digits. Nearer to an integer (1.005 * 1000 is 1004.9999999999999), the string route.
const SCALES = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8];
const LIMITS = [2 ** 52, 2 ** 49, 2 ** 46, 2 ** 43, 2 ** 39, 2 ** 36, 2 ** 33, 2 ** 29, 2 ** 26];
const MARGIN = 2 ** -10;

function scaled(neg: boolean, units: number, k: number): Decimal {
  const text = `${units}`.padStart(k + 1, '0');
  return { neg, int: text.slice(0, text.length - k), frac: text.slice(text.length - k) };
}

/**
 * Reads a finite number through its shortest round-trip decimal representation.
 * With `roundTo`, the caller promises to round the result half-up to that many digits, and
 * the digits after the first dropped one may be left out.
 */
export function fromNumber(value: number, roundTo?: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Amount ${value} is not finite`);
  const neg = value < 0;
  const abs = neg ? -value : value;
  for (let k = roundTo ?? 0; k <= (roundTo ?? 8) && abs < (LIMITS[k] as number); k++) {
    const scale = SCALES[k] as number;
    const units = Math.round(abs * scale);
    if (units / scale === abs) return scaled(neg, units, k);
  }
  if (roundTo !== undefined && roundTo < 8) {
    const product = abs * (SCALES[roundTo + 1] as number);
    const units = Math.floor(product);
    if (product < 2 ** 42 && product - units > MARGIN && units + 1 - product > MARGIN) {
      return scaled(neg, units, roundTo + 1);
    }
  }
  const text = `${abs}`;
  if (text.includes('e')) return { ...(fromText(text) as Decimal), neg };
  const dot = text.indexOf('.');
  return dot < 0 ? { neg, int: text, frac: '' } : { neg, int: text.slice(0, dot), frac: text.slice(dot + 1) };
}

/** Reads a bigint count of minor units: 12345n with 2 minor digits is 123.45. */
export function fromMinorUnits(value: bigint, minorDigits: number): Decimal {
  const neg = value < 0n;
  const digits = `${neg ? -value : value}`;
  const split = digits.length - minorDigits;
  return split > 0
    ? { neg, int: digits.slice(0, split), frac: digits.slice(split) }
    : { neg, int: '0', frac: digits.padStart(minorDigits, '0') };
}

/**
 * Any accepted amount as an exact decimal; a string is an optional sign, digits, an
 * optional fraction and an optional exponent ('-1234.5', '1e21'). `roundTo`: see fromNumber.
 * @throws TypeError for another type or string; RangeError for NaN or an infinity.
 */
export function toDecimal(amount: Amount, minorDigits: number, roundTo?: number): Decimal {
  if (typeof amount === 'number') return fromNumber(amount, roundTo);
  if (typeof amount === 'bigint') return fromMinorUnits(amount, minorDigits);
  const parsed = typeof amount === 'string' ? fromText(amount) : undefined;
  if (parsed) return parsed;
  throw new TypeError(
    `Amount ${typeof amount === 'string' ? JSON.stringify(amount) : typeof amount} is not a number, bigint or decimal string`,
  );
}

/** The largest fraction digit count an option accepts (wei-level ether amounts need 18). */
export const MAX_DIGITS = 20;

/** Returns a valid fraction digit count option unchanged. @throws RangeError otherwise. */
export function checkDigits<T extends number | undefined>(digits: T): T {
  if (digits === undefined || (Number.isInteger(digits) && digits >= 0 && digits <= MAX_DIGITS))
    return digits;
  throw new RangeError(`digits must be an integer from 0 to ${MAX_DIGITS}, not ${String(digits)}`);
}

/** Adds one unit in the last place: '199' -> '200', '99' -> '100'. */
function increment(digits: string): string {
  let at = digits.length - 1;
  while (digits.charCodeAt(at) === 57) at--;
  return at < 0
    ? `1${'0'.repeat(digits.length)}`
    : digits.slice(0, at) +
        String.fromCharCode(digits.charCodeAt(at) + 1) +
        '0'.repeat(digits.length - at - 1);
}

/**
 * Rounds half away from zero (half-up on the magnitude, as money is rounded) to exactly
 * `digits` fraction digits. Zero is never negative.
 */
export function roundHalfUp({ neg, int, frac }: Decimal, digits: number): Decimal {
  if (frac.length < digits) frac = frac.padEnd(digits, '0');
  else if (frac.length > digits) {
    const up = frac.charCodeAt(digits) > 52;
    frac = frac.slice(0, digits);
    if (up) {
      const all = increment(int + frac);
      int = all.slice(0, all.length - digits);
      frac = all.slice(all.length - digits);
    }
  }
  return { neg: neg && (int !== '0' || /[1-9]/.test(frac)), int, frac };
}

/** The canonical string: '-1234.5', '0.001', '0'; no trailing zeros, never '-0'. */
export function toDecimalString({ neg, int, frac }: Decimal): string {
  const body = int + `.${frac}`.replace(/\.?0*$/, '');
  return neg && body !== '0' ? `-${body}` : body;
}

/** The decimal as a count of 10^-scale units. */
export function toScaled({ neg, int, frac }: Decimal): [units: bigint, scale: number] {
  const units = BigInt(int + frac);
  return [neg ? -units : units, frac.length];
}

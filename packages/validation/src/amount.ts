import { DIGIT, charClass } from './chars';
import { validationCodes } from './codes';
import { invalidOption } from './range';
import { OK, fail, toText, type ValidationResult } from './result';

/** Options of {@link validateAmount}. */
export interface AmountOptions {
  /**
   * Most digits after the decimal point; 0 allows whole numbers only.
   * @default 2
   */
  readonly decimals?: number;
}

const defaultParams = Object.freeze({ decimals: 2 });

/**
 * A non-negative amount typed by the player: digits, optionally a dot and 1 to `decimals`
 * digits (`12`, `12.5`, `12.50`). No sign, no grouping, no exponent, no bare dot.
 */
export function validateAmount(value: unknown, options?: AmountOptions): ValidationResult {
  const decimals = options?.decimals ?? 2;
  if (!Number.isInteger(decimals) || decimals < 0) {
    invalidOption('validateAmount', 'integer decimals >= 0', decimals);
  }
  const params = decimals === 2 ? defaultParams : { decimals };
  const text = toText(value);
  const dot = text.indexOf('.');
  const whole = dot === -1 ? text.length : dot;
  const fraction = dot === -1 ? 0 : text.length - dot - 1;
  if (whole === 0 || (dot !== -1 && (fraction === 0 || fraction > decimals))) {
    return fail(validationCodes.amount, params);
  }
  for (let i = 0; i < text.length; i++) {
    if (i !== dot && charClass(text.charCodeAt(i)) !== DIGIT) return fail(validationCodes.amount, params);
  }
  return OK;
}

import { CPF_LENGTH, PAY_PASSWORD_LENGTH, PHONE_LENGTH } from '@lobbykit/contract';
import { DIGIT, onlyClasses } from './chars';
import { validationCodes } from './codes';
import { checkRange, invalidOption } from './range';
import { OK, fail, toText, type ValidationResult } from './result';

const cpfParams = Object.freeze({ min: CPF_LENGTH.min, max: CPF_LENGTH.max });
const payParams = Object.freeze({ length: PAY_PASSWORD_LENGTH });
const phoneParams = Object.freeze({ min: PHONE_LENGTH.min, max: PHONE_LENGTH.max });

function digitsWithin(text: string, min: number, max: number): boolean {
  return text.length >= min && text.length <= max && onlyClasses(text, DIGIT);
}

/** CPF (Brazilian tax id) as the lobby takes it: 1 to 11 digits, no check-digit test. */
export function validateCpf(value: unknown): ValidationResult {
  return digitsWithin(toText(value), CPF_LENGTH.min, CPF_LENGTH.max)
    ? OK
    : fail(validationCodes.cpf, cpfParams);
}

/** Options of {@link validatePayPassword}. */
export interface PayPasswordOptions {
  /**
   * Exact number of digits.
   * @default 6 (PAY_PASSWORD_LENGTH of @lobbykit/contract)
   */
  readonly length?: number;
}

/** Payment (withdraw) password: exactly `length` digits. */
export function validatePayPassword(value: unknown, options?: PayPasswordOptions): ValidationResult {
  const length = options?.length;
  if (length !== undefined && (!Number.isInteger(length) || length < 1)) {
    invalidOption('validatePayPassword', 'an integer length >= 1', length);
  }
  const params = length === undefined ? payParams : { length };
  return digitsWithin(toText(value), params.length, params.length)
    ? OK
    : fail(validationCodes.payPassword, params);
}

/** Options of {@link validatePhone}. */
export interface PhoneOptions {
  /**
   * Fewest digits.
   * @default 6 (PHONE_LENGTH.min of @lobbykit/contract)
   */
  readonly min?: number;
  /**
   * Most digits.
   * @default 12 (PHONE_LENGTH.max of @lobbykit/contract)
   */
  readonly max?: number;
}

/**
 * Phone number without its country prefix: 6 to 12 digits. The spec states only the
 * length; lobbykit also requires digits, since the prefix is picked separately.
 */
export function validatePhone(value: unknown, options?: PhoneOptions): ValidationResult {
  const params =
    options === undefined
      ? phoneParams
      : checkRange('validatePhone', options.min ?? PHONE_LENGTH.min, options.max ?? PHONE_LENGTH.max);
  return digitsWithin(toText(value), params.min, params.max) ? OK : fail(validationCodes.phone, params);
}

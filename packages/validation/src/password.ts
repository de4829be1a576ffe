import { PASSWORD_LENGTH } from '@lobbykit/contract';
import { DIGIT, LETTER, OTHER, SYMBOL, classesOf } from './chars';
import { validationCodes } from './codes';
import { OK, fail, toText, type ValidationResult } from './result';

const lengthParams = Object.freeze({ min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max });

function mixCount(mask: number): number {
  return (mask & LETTER ? 1 : 0) + (mask & DIGIT ? 1 : 0) + (mask & SYMBOL ? 1 : 0);
}

/**
 * Registration and change-password rule (strict): 6 to 16 characters of ASCII letters,
 * digits and ASCII punctuation, mixing at least two of those three kinds (so not only
 * digits, only letters or only symbols). A space or non-ASCII character fails with
 * `validation.password.specialChar` before the length is judged.
 */
export function validatePassword(value: unknown): ValidationResult {
  const text = toText(value);
  const mask = classesOf(text);
  if (mask & OTHER) return fail(validationCodes.passwordSpecialChar);
  if (text.length < PASSWORD_LENGTH.min || text.length > PASSWORD_LENGTH.max) {
    return fail(validationCodes.passwordLength, lengthParams);
  }
  if (mixCount(mask) < 2) return fail(validationCodes.passwordMix);
  return OK;
}

/** Login rule: the characters and length of {@link validatePassword}, without the mix rule. */
export function validateLoginPassword(value: unknown): ValidationResult {
  const text = toText(value);
  if (classesOf(text) & OTHER) return fail(validationCodes.passwordSpecialChar);
  if (text.length < PASSWORD_LENGTH.min || text.length > PASSWORD_LENGTH.max) {
    return fail(validationCodes.passwordLength, lengthParams);
  }
  return OK;
}

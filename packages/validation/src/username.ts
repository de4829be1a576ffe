import { USERNAME_LENGTH } from '@lobbykit/contract';
import { DIGIT, LETTER, onlyClasses } from './chars';
import { validationCodes } from './codes';
import { checkRange } from './range';
import { OK, fail, toText, type ValidationResult } from './result';

/** Options of {@link validateUsername}. */
export interface UsernameOptions {
  /**
   * Shortest allowed username.
   * @default 4 (USERNAME_LENGTH.min of @lobbykit/contract)
   */
  readonly min?: number;
  /**
   * Longest allowed username.
   * @default 16 (USERNAME_LENGTH.max of @lobbykit/contract)
   */
  readonly max?: number;
}

const defaultParams = Object.freeze({ min: USERNAME_LENGTH.min, max: USERNAME_LENGTH.max });

/**
 * Username: ASCII letters and digits only, `min` to `max` long. Both failures carry the
 * range so the message can state it.
 * @example validateUsername('ab') // { ok: false, code: 'validation.username.length', params: { min: 4, max: 16 } }
 */
export function validateUsername(value: unknown, options?: UsernameOptions): ValidationResult {
  const params =
    options === undefined
      ? defaultParams
      : checkRange(
          'validateUsername',
          options.min ?? USERNAME_LENGTH.min,
          options.max ?? USERNAME_LENGTH.max,
        );
  const text = toText(value);
  if (text.length > 0 && !onlyClasses(text, LETTER | DIGIT)) {
    return fail(validationCodes.usernameChars, params);
  }
  if (text.length < params.min || text.length > params.max) {
    return fail(validationCodes.usernameLength, params);
  }
  return OK;
}

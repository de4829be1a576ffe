import { PASSWORD_LENGTH, STRONG_PASSWORD_DEFAULT_LENGTH } from '@lobbykit/contract';
import { DIGIT, LOWER, OTHER, SYMBOL, UPPER, classesOf } from './chars';
import { validationCodes } from './codes';
import { validatePassword } from './password';
import { OK, fail, toText, type ValidationResult } from './result';

/** A switch as the hall sends it: true/false, 1/0 or '1'/'0'. */
export type ConfigFlag = boolean | number | string | null | undefined;

/** The fields of the site's system info (homeGetSysInfo) that shape the password rule. */
export interface StrongPasswordConfig {
  /** On: the configured strong rule applies; off or missing: the strict rule. */
  readonly loginPasswdStrengthDetectSwitch?: ConfigFlag;
  readonly strongPasswdRequireUppercase?: ConfigFlag;
  readonly strongPasswdRequireLowercase?: ConfigFlag;
  readonly strongPasswdRequireNum?: ConfigFlag;
  readonly strongPasswdRequireSpecial?: ConfigFlag;
  /**
   * Minimum length of the strong rule; clamped to 1..16, and a missing or unreadable value
   * means the default.
   * @default 6
   */
  readonly strongPasswdLength?: number | string | null | undefined;
}

/** Reads a hall switch: only true, 1, '1' and 'true' are on. */
export function isFlagOn(flag: ConfigFlag): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

function minLength(raw: StrongPasswordConfig['strongPasswdLength']): number {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return STRONG_PASSWORD_DEFAULT_LENGTH;
  return Math.min(n, PASSWORD_LENGTH.max);
}

/**
 * The dynamic password rule. With the detection switch on: the characters of the strict
 * rule, length strongPasswdLength (default 6) to 16, and each configured requirement
 * (uppercase, lowercase, digit, special, checked in that order); the strict mix rule does
 * not apply then. With the switch off, missing config or no config: {@link validatePassword}.
 */
export function validateStrongPassword(
  value: unknown,
  sysInfo?: StrongPasswordConfig | null,
): ValidationResult {
  if (!sysInfo || !isFlagOn(sysInfo.loginPasswdStrengthDetectSwitch)) return validatePassword(value);
  const text = toText(value);
  const mask = classesOf(text);
  if (mask & OTHER) return fail(validationCodes.passwordSpecialChar);
  const min = minLength(sysInfo.strongPasswdLength);
  if (text.length < min || text.length > PASSWORD_LENGTH.max) {
    return fail(validationCodes.passwordLength, { min, max: PASSWORD_LENGTH.max });
  }
  if (isFlagOn(sysInfo.strongPasswdRequireUppercase) && !(mask & UPPER)) {
    return fail(validationCodes.passwordUppercase);
  }
  if (isFlagOn(sysInfo.strongPasswdRequireLowercase) && !(mask & LOWER)) {
    return fail(validationCodes.passwordLowercase);
  }
  if (isFlagOn(sysInfo.strongPasswdRequireNum) && !(mask & DIGIT)) {
    return fail(validationCodes.passwordDigit);
  }
  if (isFlagOn(sysInfo.strongPasswdRequireSpecial) && !(mask & SYMBOL)) {
    return fail(validationCodes.passwordSpecial);
  }
  return OK;
}

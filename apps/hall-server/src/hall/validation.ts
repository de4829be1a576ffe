// The server's own checks of usernames and passwords (spec §5), answering the §8 codes.
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_LENGTH,
  PHONE_LENGTH,
  ServiceCode,
  USERNAME_LENGTH,
} from '@lobbykit/contract';
import type { HomeSysInfo } from '@lobbykit/contract';

export type Check = { ok: true } | { ok: false; code: string; message: string };

const OK: Check = { ok: true };
const SYMBOLS = '!@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~';
const ALLOWED = /^[A-Za-z0-9!@#$%^&*()_+\-=[\]{};:'",.<>/?\\|`~]+$/;

export function checkUsername(username: string): Check {
  if (
    !/^[A-Za-z0-9]+$/.test(username) ||
    username.length < USERNAME_LENGTH.min ||
    username.length > USERNAME_LENGTH.max
  ) {
    return {
      ok: false,
      code: ServiceCode.UsernameFormat,
      message: `username must be ${USERNAME_LENGTH.min} to ${USERNAME_LENGTH.max} letters and digits`,
    };
  }
  return OK;
}

/** The strict rule, or the site's strong-password rule when its detection switch is on. */
export function checkPassword(password: string, username: string | undefined, sysInfo: HomeSysInfo): Check {
  const strong = sysInfo.loginPasswdStrengthDetectSwitch === true;
  const min = strong ? (sysInfo.strongPasswdLength ?? PASSWORD_LENGTH.min) : PASSWORD_LENGTH.min;
  if (password.length < min || password.length > PASSWORD_LENGTH.max) {
    return {
      ok: false,
      code: ServiceCode.PasswordLength,
      message: `password must be ${min} to ${PASSWORD_LENGTH.max} characters`,
    };
  }
  if (!ALLOWED.test(password)) {
    return { ok: false, code: ServiceCode.PasswordFormat, message: 'special character not allowed' };
  }
  if (username !== undefined && password.toLowerCase() === username.toLowerCase()) {
    return {
      ok: false,
      code: ServiceCode.UsernameEqualsPassword,
      message: 'password must differ from the username',
    };
  }
  const hasUpper = /[A-Z]/.test(password);
  const hasLower = /[a-z]/.test(password);
  const hasDigit = /\d/.test(password);
  const hasSymbol = [...password].some((char) => SYMBOLS.includes(char));
  if (strong) {
    const missing = [
      sysInfo.strongPasswdRequireUppercase && !hasUpper ? 'an uppercase letter' : undefined,
      sysInfo.strongPasswdRequireLowercase && !hasLower ? 'a lowercase letter' : undefined,
      sysInfo.strongPasswdRequireNum && !hasDigit ? 'a digit' : undefined,
      sysInfo.strongPasswdRequireSpecial && !hasSymbol ? 'a special character' : undefined,
    ].filter((item): item is string => item !== undefined);
    if (missing.length > 0)
      return { ok: false, code: ServiceCode.PasswordFormat, message: `password needs ${missing.join(', ')}` };
    return OK;
  }
  const kinds = [hasUpper || hasLower, hasDigit, hasSymbol].filter(Boolean).length;
  if (kinds < 2) {
    return {
      ok: false,
      code: ServiceCode.PasswordFormat,
      message: 'password must mix letters, digits or symbols',
    };
  }
  return OK;
}

export function checkPhone(phone: string): Check {
  const digits = phone.replace(/^\+/, '').replace(/[\s-]/g, '');
  // The national number (after a dialling prefix of up to 3 digits) must be 6 to 12 digits.
  if (!/^\d+$/.test(digits) || digits.length < PHONE_LENGTH.min || digits.length > PHONE_LENGTH.max + 3) {
    return {
      ok: false,
      code: ServiceCode.PhoneError,
      message: `phone number must be ${PHONE_LENGTH.min} to ${PHONE_LENGTH.max} digits`,
    };
  }
  return OK;
}

export function checkEmail(email: string): Check {
  if (email.length > EMAIL_MAX_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return {
      ok: false,
      code: 'invalid-params',
      message: `email must be a valid address of at most ${EMAIL_MAX_LENGTH} characters`,
    };
  }
  return OK;
}

/** Compares 'v4.1.140' style versions; missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) =>
    version
      .replace(/^v/i, '')
      .split('.')
      .map((part) => Number.parseInt(part, 10) || 0);
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

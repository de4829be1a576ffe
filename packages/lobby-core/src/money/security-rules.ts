/**
 * The security page's inputs, checked before anything is sent (spec §5: a phone number of 6 to
 * 12 digits, an e-mail address of at most 50 characters), and the bindings as the user info
 * tells them. Pure: the calls are security-calls.ts.
 */
import { PHONE_LENGTH, type UserInfo } from '@lobbykit/contract';
import { validateEmail, validatePhone } from '@lobbykit/validation';

/**
 * Where a code goes: by SMS to a phone, or to an e-mail address.
 * - `phone`: the national number (6 to 12 digits; spaces, dashes, dots and brackets are
 *   dropped), or a full number starting with `+` when `areaCode` is absent.
 * - `areaCode`: the dialling prefix (an SMS country's `phoneNumberSegment`, `+` optional).
 */
export type CodeTarget =
  | { readonly channel: 'sms'; readonly phone: string; readonly areaCode?: string | undefined }
  | { readonly channel: 'email'; readonly email: string };

/** A field of the security forms. */
export type SecurityField = 'phone' | 'areaCode' | 'email' | 'code' | 'days' | 'oldPassword' | 'password';

/** Why a field is refused: empty, not in its format, or too short or too long. */
export type SecurityFieldCode = 'required' | 'format' | 'length';

/** An input refused before anything was sent. */
export interface SecurityInvalid {
  readonly ok: false;
  readonly reason: 'invalid';
  readonly field: SecurityField;
  readonly code: SecurityFieldCode;
}

/**
 * What the hall is sent: `sms` with the full number (`+`, prefix, national number), the same
 * for the code and the binding, since the hall matches the code to the number as sent.
 */
export type CodeDestination =
  { readonly channel: 'sms'; readonly phone: string } | { readonly channel: 'email'; readonly email: string };

const invalid = (field: SecurityField, code: SecurityFieldCode): SecurityInvalid => ({
  ok: false,
  reason: 'invalid',
  field,
  code,
});

/** Digits as written: spaces, dashes, dots and brackets are only for reading. */
const withoutSeparators = (value: string) => value.replace(/[\s\-().]/g, '');

/** A number typed with its own `+` carries its prefix too: up to 3 digits more (E.164: 15 in all). */
const PREFIX_MAX = 3;

/** Spec §5: the national number is 6 to 12 digits. */
const nationalProblem = (national: string): SecurityInvalid | undefined =>
  !/^\d+$/.test(national)
    ? invalid('phone', 'format')
    : validatePhone(national).ok
      ? undefined
      : invalid('phone', 'length');

/** The full number the hall is sent for a phone and its dialling prefix, or the field that is wrong. */
export function phoneNumberOf(phone: string, areaCode?: string): string | SecurityInvalid {
  const typed = withoutSeparators(phone);
  if (typed === '') return invalid('phone', 'required');
  const prefix = withoutSeparators(areaCode ?? '').replace(/^\+/, '');
  if (prefix !== '') {
    if (!/^\d{1,4}$/.test(prefix)) return invalid('areaCode', 'format');
    return nationalProblem(typed) ?? `+${prefix}${typed}`;
  }
  if (!typed.startsWith('+')) return nationalProblem(typed) ?? typed;
  const digits = typed.slice(1);
  if (!/^\d+$/.test(digits)) return invalid('phone', 'format');
  return digits.length < PHONE_LENGTH.min || digits.length > PHONE_LENGTH.max + PREFIX_MAX
    ? invalid('phone', 'length')
    : typed;
}

/** The address the hall is sent (trimmed), or why it is refused (spec §5: at most 50 characters). */
export function emailAddressOf(email: string): string | SecurityInvalid {
  const typed = email.trim();
  if (typed === '') return invalid('email', 'required');
  const check = validateEmail(typed);
  if (check.ok) return typed;
  return invalid('email', check.params.max === undefined ? 'format' : 'length');
}

/** Where the code goes, as the hall is sent it, or the field that is wrong. */
export function codeDestinationOf(target: CodeTarget): CodeDestination | SecurityInvalid {
  if (target.channel === 'sms') {
    const phone = phoneNumberOf(target.phone, target.areaCode);
    return typeof phone === 'string' ? { channel: 'sms', phone } : phone;
  }
  const email = emailAddressOf(target.email);
  return typeof email === 'string' ? { channel: 'email', email } : email;
}

/** A code the player typed (SMS, e-mail): digits only. */
export function checkSentCode(code: string): SecurityInvalid | undefined {
  const typed = code.trim();
  if (typed === '') return invalid('code', 'required');
  return /^\d+$/.test(typed) ? undefined : invalid('code', 'format');
}

/** An authenticator code (RFC 6238, as the hall checks it): six digits. */
export function checkAuthenticatorCode(code: string): SecurityInvalid | undefined {
  const typed = code.trim();
  if (typed === '') return invalid('code', 'required');
  if (!/^\d+$/.test(typed)) return invalid('code', 'format');
  return typed.length === 6 ? undefined : invalid('code', 'length');
}

/**
 * A login password change: both passwords typed, the new one not the current one. Its strength
 * is the site's rule, which the form checks as the player types and the hall checks again.
 */
export function checkLoginPasswordChange(oldPassword: string, password: string): SecurityInvalid | undefined {
  if (oldPassword === '') return invalid('oldPassword', 'required');
  if (password === '') return invalid('password', 'required');
  return password === oldPassword ? invalid('password', 'format') : undefined;
}

/** The self-exclusion period the hall takes: whole days, 1 to 3650. */
const SELF_EXCLUSION_DAYS = { min: 1, max: 3650 } as const;

export function checkSelfExclusionDays(days: number): SecurityInvalid | undefined {
  if (!Number.isInteger(days)) return invalid('days', 'format');
  return days < SELF_EXCLUSION_DAYS.min || days > SELF_EXCLUSION_DAYS.max
    ? invalid('days', 'length')
    : undefined;
}

/**
 * What is bound, as the user info tells it: the bound phone and e-mail come masked, and only
 * once confirmed by their code. Field for field lobby-ui's `SecurityStatus`.
 */
export interface SecurityState {
  /** Whether a withdraw password is set. */
  readonly hasWithdrawPassword: boolean;
  /** The bound phone, masked (`+55***321`); absent: none is bound. */
  readonly phone?: string | undefined;
  /** The bound e-mail address, masked; absent: none is bound. */
  readonly email?: string | undefined;
  readonly googleAuthBound: boolean;
  /** The end of a running self-exclusion, epoch ms. */
  readonly selfExcludedUntil?: number | undefined;
}

export function securityStateOf(info: UserInfo): SecurityState {
  return {
    hasWithdrawPassword: info.hasWithdrawPassword === true,
    ...(info.phone ? { phone: info.phone } : {}),
    ...(info.email ? { email: info.email } : {}),
    googleAuthBound: info.googleAuthBound === true,
    ...(info.selfExcludedUntil === undefined ? {} : { selfExcludedUntil: info.selfExcludedUntil }),
  };
}

// The security page's calls (issue "Money" items 6 and 8): a code sent to a phone or an
// address, the bindings it confirms, Google authenticator, and self-exclusion.
import * as v from 'valibot';
import { flag, numeric, opt } from './wire';

/** Where POST /user/sendCode sends a code: `sms` to `phone`, `email` to `email`. */
export type CodeChannel = 'sms' | 'email';

/** POST /user/sendCode request. */
export interface SendCodeRequest {
  requestId: string;
  channel: CodeChannel;
  /** The full number (`+`, dialling prefix, national number) when `channel` is `sms`. */
  phone?: string | undefined;
  /** The address when `channel` is `email` (at most 50 characters, spec §5). */
  email?: string | undefined;
}

/** What POST /user/sendCode answers. */
export interface CodeSentAnswer {
  sent: boolean;
  channel: CodeChannel;
  /** How long the code stays valid, in ms. */
  expiresInMs?: number | undefined;
}

export const codeSentAnswerSchema: v.GenericSchema<unknown, CodeSentAnswer> = v.looseObject({
  sent: flag,
  channel: v.picklist(['sms', 'email'], 'channel must be sms or email'),
  expiresInMs: opt(numeric),
});

/** POST /user/bind/phone request: the number the code went to, exactly as sent, and the code. */
export interface BindPhoneRequest {
  requestId: string;
  phone: string;
  code: string;
}

/** POST /user/bind/email request. */
export interface BindEmailRequest {
  requestId: string;
  email: string;
  code: string;
}

/**
 * POST /user/bind/googleAuth request: without `code` the hall makes a new secret and answers
 * it ({@link GoogleAuthKey}); with the authenticator's code it binds.
 */
export interface BindGoogleAuthRequest {
  requestId: string;
  code?: string | undefined;
}

/** The secret the authenticator app adds, and the same as an `otpauth://` link for a QR code. */
export interface GoogleAuthKey {
  /** Base32 (RFC 4648). */
  secret: string;
  otpauthUrl: string;
}

export const googleAuthKeySchema: v.GenericSchema<unknown, GoogleAuthKey> = v.looseObject({
  secret: v.pipe(v.string(), v.regex(/^[A-Z2-7]+=*$/, 'secret must be base32')),
  otpauthUrl: v.pipe(v.string(), v.regex(/^otpauth:\/\//, 'otpauthUrl must be an otpauth:// link')),
});

/** What a binding answers: the flag of what it bound. */
export interface BindingAnswer {
  phoneBound?: boolean | undefined;
  emailBound?: boolean | undefined;
  googleAuthBound?: boolean | undefined;
}

export const bindingAnswerSchema: v.GenericSchema<unknown, BindingAnswer> = v.looseObject({
  phoneBound: opt(flag),
  emailBound: opt(flag),
  googleAuthBound: opt(flag),
});

/**
 * POST /user/password/change request: the login password now and the new one. The hall clears
 * `must_change_password` on success and gives the account a new fast-login key.
 */
export interface ChangeLoginPasswordRequest {
  requestId: string;
  oldPassword: string;
  password: string;
}

/** What a login password change answers. */
export interface LoginPasswordAnswer {
  changed: boolean;
}

export const loginPasswordAnswerSchema: v.GenericSchema<unknown, LoginPasswordAnswer> = v.looseObject({
  changed: flag,
});

/** POST /user/selfExclusion/set request: the period, in whole days (1 to 3650). */
export interface SetSelfExclusionRequest {
  requestId: string;
  days: number;
}

/** What GET /user/selfExclusion and POST /user/selfExclusion/set answer. */
export interface SelfExclusion {
  excluded: boolean;
  /** The end of the exclusion, ms since the epoch, while one runs. */
  until?: number | undefined;
}

export const selfExclusionSchema: v.GenericSchema<unknown, SelfExclusion> = v.looseObject({
  excluded: flag,
  until: opt(numeric),
});

/**
 * A failed sign-in, registration or verification as the login modal shows it: the service code
 * and the field it belongs to (next to the field, not as a toast). Made from the hall error's
 * code and the hall's own words only: no URL, request data or token ever reaches its text.
 */
import type { CaptchaError } from '@lobbykit/captcha';
import type { HallErrorKind, HallMessageKey } from '@lobbykit/transport';
import type { SerializedHallError } from '@lobbykit/transport/rtk';

/** Where the modal shows an error: next to a field, with the captcha, or above the form. */
export type SessionErrorField = 'username' | 'password' | 'phone' | 'email' | 'code' | 'captcha' | 'form';

export interface SessionError {
  /** The hall error's kind, or `captcha` when the challenge (not the call) failed. */
  readonly kind: HallErrorKind | 'captcha';
  /** The service code (1011, 1013, ...) or, for `captcha`, the challenge's code (error_11, error_12, restricted, ...). */
  readonly code?: string | undefined;
  readonly field: SessionErrorField;
  /** The transport's message key (error.timeout, error.system, error.requestFailed, ...). */
  readonly messageKey?: HallMessageKey | undefined;
  /** The hall's own message, when it sent one. */
  readonly message?: string | undefined;
  /** For support: the request id of the failed call. */
  readonly requestId?: string | undefined;
  /** The challenge's failure: why, and for a restriction the milliseconds left. */
  readonly captcha?:
    | {
        readonly kind: CaptchaError['kind'];
        readonly serviceCode: string;
        readonly lotNumber?: string | undefined;
        readonly remainingMs?: number | undefined;
      }
    | undefined;
}

// The spec §8 codes of a sign-in or a registration and their fields. Literals: reading the
// contract's ServiceCode table would keep all of it in this chunk.
const FIELDS: Readonly<Record<string, SessionErrorField>> = {
  '1011': 'password', // login error: the pair does not match, said under the password
  '1012': 'code', // two-step verification
  '1013': 'username', // username exists
  '1323': 'username', // username format
  '4024': 'password', // password format
  '4040': 'password', // username equals password
  '4042': 'password', // password length
  '2005': 'form', // register failed
  '1101': 'code', // phone code error
  '1325': 'code', // phone captcha empty
  '1333': 'code', // phone captcha expired
  '1326': 'code', // email captcha empty
  '1332': 'code', // email captcha expired
  '1216': 'phone', // phone error
  '1119': 'captcha',
  '1124': 'captcha',
  '1125': 'captcha',
  '1126': 'captcha',
  '1127': 'captcha',
  '1130': 'captcha', // illegal geetest request
};

const MESSAGE_KEYS: Record<HallErrorKind, HallMessageKey | undefined> = {
  timeout: 'error.timeout',
  network: 'error.system',
  'invalid-data': 'error.nonJson',
  service: 'error.requestFailed',
  aborted: undefined,
  'gate-reset': undefined,
};

/** The session error of a failed hall call; `captcha` is the guard's reading of it, when the challenge failed. */
export function sessionErrorOf(error: SerializedHallError, captcha?: CaptchaError): SessionError {
  if (captcha) {
    return {
      kind: 'captcha',
      code: captcha.code,
      field: 'captcha',
      requestId: error.requestId,
      captcha: {
        kind: captcha.kind,
        serviceCode: captcha.serviceCode,
        lotNumber: captcha.lotNumber,
        remainingMs: captcha.remainingMs,
      },
    };
  }
  const code = error.kind === 'service' ? error.code : undefined;
  return {
    kind: error.kind,
    code,
    field: (code !== undefined && FIELDS[code]) || 'form',
    messageKey: MESSAGE_KEYS[error.kind],
    message: error.kind === 'service' ? error.serverMessage : undefined,
    requestId: error.requestId || undefined,
  };
}

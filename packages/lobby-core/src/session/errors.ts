/**
 * A failed sign-in, registration or verification as the login modal shows it: the service code
 * and the field it belongs to (next to the field, not as a toast). Made from the hall error's
 * code and the hall's own words only: no URL, request data or token ever reaches its text.
 */
import type { CaptchaError } from '@lobbykit/captcha';
import { signInFieldOfCode, type SignInField } from '@lobbykit/contract';
import type { HallErrorKind, HallMessageKey } from '@lobbykit/transport';
import type { SerializedHallError } from '@lobbykit/transport/rtk';

/**
 * Where the modal shows an error: next to a field, with the captcha, or above the form
 * (contract's sign-in field table).
 */
export type SessionErrorField = SignInField;

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
  /**
   * For support, with the request id (spec §8: the system-error and timeout texts name them):
   * the path the call went to (never its host or query: a GET's query is its encrypted
   * parameters), the HTTP status of its last answer (0: none came) and its retries.
   */
  readonly path?: string | undefined;
  readonly status?: number | undefined;
  readonly retries?: number | undefined;
  /**
   * A player who excluded themself (1334 with the hall's `selfExcludedUntil`): the end of the
   * ban, in ms since the epoch, for the modal to say in the player's language.
   */
  readonly selfExcludedUntil?: number | undefined;
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
  const selfExcludedUntil = error.kind === 'service' ? banEndOf(error.data) : undefined;
  return {
    kind: error.kind,
    code,
    field: signInFieldOfCode(code),
    messageKey: MESSAGE_KEYS[error.kind],
    message: error.kind === 'service' ? error.serverMessage : undefined,
    requestId: error.requestId || undefined,
    path: pathOf(error.url),
    status: error.status,
    retries: error.retries,
    ...(selfExcludedUntil === undefined ? {} : { selfExcludedUntil }),
  };
}

/** The path of a call's address (`/hall/home/login`): no scheme, host or query; undefined when there is none. */
const pathOf = (url: string | undefined): string | undefined =>
  url?.replace(/^[a-z]+:\/\/[^/]*/i, '').split(/[?#]/)[0] || undefined;

/** The hall's `selfExcludedUntil` in a refusal's data, when it is a time. */
function banEndOf(data: unknown): number | undefined {
  const until =
    typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>)['selfExcludedUntil']
      : undefined;
  return typeof until === 'number' && Number.isFinite(until) && until > 0 ? until : undefined;
}

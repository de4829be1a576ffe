/**
 * Why a guarded call gave up:
 * - `restricted`: too many failed captchas (error_12 / error_01); no challenge until the window ends.
 * - `failed`: the challenge or its validation failed (`code` says why, e.g. error_11 or 1130).
 * - `cancelled`: the user closed the challenge.
 * - `aborted`: the caller aborted the guarded call.
 * - `unsupported`: no provider handles this challenge.
 */
export type CaptchaErrorKind = 'restricted' | 'failed' | 'cancelled' | 'aborted' | 'unsupported';

export interface CaptchaErrorInit {
  kind: CaptchaErrorKind;
  /** Vendor or hall code: 'error_11', 'error_12', '1130', 'network', 'script-load', ... */
  code: string;
  /** The service code that asked for the captcha (1119, 1124-1127). */
  serviceCode: string;
  lotNumber?: string | undefined;
  /** The server's or vendor's own words, for logs. */
  detail?: string | undefined;
  /** `restricted` only: milliseconds left when the error was made. */
  remainingMs?: number | undefined;
}

/** The typed failure of a captcha-guarded call: the `cause` of the call's service error (see also `guard.failureOf`). */
export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
  readonly kind: CaptchaErrorKind;
  readonly code: string;
  readonly serviceCode: string;
  readonly lotNumber: string | undefined;
  readonly detail: string | undefined;
  readonly remainingMs: number | undefined;

  constructor(init: CaptchaErrorInit) {
    const lot = init.lotNumber ? `, lot ${init.lotNumber}` : '';
    super(`Captcha ${init.kind} (code ${init.code}${lot}) for service code ${init.serviceCode}`);
    this.kind = init.kind;
    this.code = init.code;
    this.serviceCode = init.serviceCode;
    this.lotNumber = init.lotNumber;
    this.detail = init.detail;
    this.remainingMs = init.remainingMs;
  }
}

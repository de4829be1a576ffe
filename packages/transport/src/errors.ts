/** The outcomes a failed hall call can have, as classes the caller can tell apart. */
import type { ServiceCodeInfo } from '@lobbykit/contract';

export type HallErrorKind = 'timeout' | 'network' | 'invalid-data' | 'service' | 'aborted' | 'gate-reset';

/**
 * Which text the UI shows (spec §8): the network-timeout text, the system-error text, the
 * non-JSON text, or the server's message for a data error.
 */
export type HallMessageKey = 'network-timeout' | 'system-error' | 'non-json' | 'data-error';

export interface HallErrorDetails {
  requestId: string;
  url: string;
  /** HTTP status of the last attempt; 0 when none arrived. */
  status: number;
  /** Attempts after the first. */
  retries: number;
}

export abstract class HallError extends Error implements HallErrorDetails {
  abstract readonly kind: HallErrorKind;
  readonly requestId: string;
  readonly url: string;
  readonly status: number;
  readonly retries: number;

  constructor(what: string, details: HallErrorDetails, options?: { cause?: unknown }) {
    super(`${what}: ${details.url} (request ${details.requestId}, status ${details.status}, retries ${details.retries})`, options);
    this.requestId = details.requestId;
    this.url = details.url;
    this.status = details.status;
    this.retries = details.retries;
  }
}

/** No answer within the timeout. `uncertain`: a call that must not repeat may have been applied. */
export class HallTimeoutError extends HallError {
  override readonly name = 'HallTimeoutError';
  readonly kind = 'timeout';
  readonly messageKey = 'network-timeout';
  constructor(
    details: HallErrorDetails,
    readonly uncertain: boolean,
    options?: { cause?: unknown },
  ) {
    super('Hall call timed out', details, options);
  }
}

/** Refused, reset, DNS failure or a non-2xx status. `uncertain` as for timeouts. */
export class HallNetworkError extends HallError {
  override readonly name = 'HallNetworkError';
  readonly kind = 'network';
  readonly messageKey = 'system-error';
  constructor(
    details: HallErrorDetails,
    readonly uncertain: boolean,
    options?: { cause?: unknown },
  ) {
    super('Hall call failed', details, options);
  }
}

/** A 2xx body that is not JSON, not an envelope, fails its schema, or does not decrypt. */
export class HallInvalidDataError extends HallError {
  override readonly name = 'HallInvalidDataError';
  readonly kind = 'invalid-data';
  readonly messageKey = 'non-json';
  constructor(
    details: HallErrorDetails,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Hall data ${reason}`, details, options);
  }
}

/** The server answered with a service code that is not success. */
export class HallServiceError extends HallError {
  override readonly name = 'HallServiceError';
  readonly kind = 'service';
  readonly messageKey = 'data-error';
  constructor(
    details: HallErrorDetails,
    /** The code as a string ('1334', '-1'). */
    readonly code: string,
    /** The server's message field. */
    readonly serverMessage: string | undefined,
    readonly data: unknown,
    /** The catalogue entry, when the code is in the catalogue. */
    readonly info: ServiceCodeInfo | undefined,
  ) {
    super(`Hall code ${code} ${serverMessage ?? ''}`, details);
  }
}

/** The caller aborted the call. */
export class HallAbortError extends HallError {
  override readonly name = 'HallAbortError';
  readonly kind = 'aborted';
  constructor(details: HallErrorDetails, options?: { cause?: unknown }) {
    super('Hall call aborted', details, options);
  }
}

/** The call waited for a user token and the login gate was reset. */
export class HallGateResetError extends HallError {
  override readonly name = 'HallGateResetError';
  readonly kind = 'gate-reset';
  constructor(details: HallErrorDetails, options?: { cause?: unknown }) {
    super('Hall call dropped by a login gate reset', details, options);
  }
}

/** A plain, serialisable copy of an error (for RTK Query state and logs). */
export interface SerializedHallError extends HallErrorDetails {
  kind: HallErrorKind;
  message: string;
  code?: string;
  serverMessage?: string;
  data?: unknown;
  uncertain?: boolean;
}

export function serializeHallError(error: HallError): SerializedHallError {
  const out: SerializedHallError = {
    kind: error.kind,
    message: error.message,
    requestId: error.requestId,
    url: error.url,
    status: error.status,
    retries: error.retries,
  };
  if (error instanceof HallServiceError) {
    out.code = error.code;
    if (error.serverMessage !== undefined) out.serverMessage = error.serverMessage;
    if (error.data !== undefined) out.data = error.data;
  }
  if (error instanceof HallTimeoutError || error instanceof HallNetworkError) out.uncertain = error.uncertain;
  return out;
}

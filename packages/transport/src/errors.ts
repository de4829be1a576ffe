/**
 * The outcomes a failed hall call can have. One base class does the work; each kind is a
 * thin subclass so callers can still tell them apart with `instanceof`.
 */
import { hallErrorKeys, type HallMessageKey, type ServiceCodeInfo } from '@lobbykit/contract';

export type HallErrorKind = 'timeout' | 'network' | 'invalid-data' | 'service' | 'aborted' | 'gate-reset';

/**
 * Which text the UI shows (spec §8): a message key of @lobbykit/contract's `hallErrorKeys`
 * ('error.timeout', 'error.system', 'error.nonJson', or 'error.requestFailed' for a service
 * error whose server sent no message of its own). @lobbykit/i18n holds the texts.
 */
export type { HallMessageKey };

export interface HallErrorDetails {
  requestId: string;
  url: string;
  /** HTTP status of the last attempt; 0 when none arrived. */
  status: number;
  /** Attempts after the first. */
  retries: number;
}

// kind -> class name. The message key is the kind's entry of hallErrorKeys: aborted and
// gate-reset calls have none, the UI shows nothing for them.
const NAMES: Record<HallErrorKind, string> = {
  timeout: 'HallTimeoutError',
  network: 'HallNetworkError',
  'invalid-data': 'HallInvalidDataError',
  service: 'HallServiceError',
  aborted: 'HallAbortError',
  'gate-reset': 'HallGateResetError',
};

export abstract class HallError extends Error implements HallErrorDetails {
  declare readonly kind: HallErrorKind;
  /** The UI text to show; none for aborted and gate-reset calls. */
  declare readonly messageKey: HallMessageKey | undefined;
  declare readonly requestId: string;
  declare readonly url: string;
  declare readonly status: number;
  declare readonly retries: number;

  /** @internal The kind each subclass stands for. */
  declare static kind: HallErrorKind;

  /** `fields` are the kind's own fields (`uncertain`, `reason`, `code`, ...). */
  constructor(details: HallErrorDetails, fields?: object, cause?: unknown) {
    const kind = new.target.kind;
    const messageKey: HallMessageKey | undefined = hallErrorKeys[kind as keyof typeof hallErrorKeys];
    const { reason, code, serverMessage } = (fields ?? {}) as Record<string, unknown>;
    const said = [reason, code, serverMessage].filter(Boolean).join(' ');
    super(
      `${kind}${said && ` ${said}`}: ${details.url} (request ${details.requestId}, status ${details.status}, retries ${details.retries})`,
      cause === undefined ? undefined : { cause },
    );
    Object.assign(this, { name: NAMES[kind], kind, messageKey }, details, fields);
  }
}

/** No answer within the timeout. `uncertain`: a call that must not repeat may have been applied. */
export class HallTimeoutError extends HallError {
  static override kind = 'timeout' as const;
  declare readonly kind: 'timeout';
  declare readonly messageKey: (typeof hallErrorKeys)['timeout'];
  declare readonly uncertain: boolean;
}

/** Refused, reset, DNS failure or a non-2xx status. `uncertain` as for timeouts. */
export class HallNetworkError extends HallError {
  static override kind = 'network' as const;
  declare readonly kind: 'network';
  declare readonly messageKey: (typeof hallErrorKeys)['network'];
  declare readonly uncertain: boolean;
}

/** A 2xx body that is not JSON, not an envelope, fails its schema, or does not decrypt. */
export class HallInvalidDataError extends HallError {
  static override kind = 'invalid-data' as const;
  declare readonly kind: 'invalid-data';
  declare readonly messageKey: (typeof hallErrorKeys)['invalid-data'];
  /** 'not JSON', 'does not decrypt', 'not an envelope' or 'data does not match its schema'. */
  declare readonly reason: string;
}

/** The server answered with a service code that is not success. */
export class HallServiceError extends HallError {
  static override kind = 'service' as const;
  declare readonly kind: 'service';
  declare readonly messageKey: (typeof hallErrorKeys)['service'];
  /** The code as a string ('1334', '-1'). */
  declare readonly code: string;
  /** The server's message field. */
  declare readonly serverMessage: string | undefined;
  declare readonly data: unknown;
  /** The catalogue entry, when the code is in the catalogue. */
  declare readonly info: ServiceCodeInfo | undefined;
}

/** The caller aborted the call. */
export class HallAbortError extends HallError {
  static override kind = 'aborted' as const;
  declare readonly kind: 'aborted';
  declare readonly messageKey: undefined;
}

/** The call waited for a user token and the login gate was reset. */
export class HallGateResetError extends HallError {
  static override kind = 'gate-reset' as const;
  declare readonly kind: 'gate-reset';
  declare readonly messageKey: undefined;
}

/** Every concrete hall error, discriminated by `kind`. */
export type AnyHallError =
  | HallTimeoutError
  | HallNetworkError
  | HallInvalidDataError
  | HallServiceError
  | HallAbortError
  | HallGateResetError;

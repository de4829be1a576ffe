/** The public types of the hall client: its config, request options, results and events. */
import type { Clock, Endpoint, EndpointName, Timers } from '@lobbykit/contract';
import type * as v from 'valibot';
import type { ResponseCache } from './memory-cache';
import type { Cipher, KeyInput, SessionBinding, UploadBody } from '@lobbykit/hall-protocol';
import type { AnyHallError, HallErrorDetails, HallMessageKey } from './errors';
import type { EventBus } from './event-bus';
import type { Lines } from './lines';
import type { LoginGate } from './login-gate';
import type { RetryPolicy } from './retry';

/** Per-user and per-device values sent with every call. Empty values are left out. */
export interface HallContext {
  /** The hall language code. */
  language?: string | undefined;
  currency?: string | undefined;
  /** 5 web, 6 app. @default 5 */
  platformType?: number | undefined;
  deviceId?: string | undefined;
  deviceModel?: string | undefined;
  /** @default the runtime's IANA time zone */
  timezone?: string | undefined;
  /** The page address, sent as HEADERS.referer. */
  referer?: string | undefined;
  /** @default 'v4.1.140' (DEFAULT_APP_VERSION) */
  version?: string | undefined;
  fingerprintId?: string | undefined;
}

/**
 * The session the client holds: the token and JWT of the logged-in user, and the key pair the
 * session is bound to. To keep a session across reloads, store the whole object where a
 * CryptoKey survives (IndexedDB keeps it by structured clone, still unexportable; JSON and
 * localStorage cannot), and give it back to `setSession`.
 */
export interface HallSession {
  token?: string | undefined;
  newJwt?: string | undefined;
  /**
   * The client's private key and the hall's public key of an ECDH-bound session (the
   * `'ecdh'` binding): the session key is derived from them, never from the token alone.
   */
  binding?: SessionBinding | undefined;
}

/** An ad-hoc endpoint. Without flags, GET counts as idempotent and POST does not. */
export type EndpointLike = Pick<Endpoint, 'method' | 'path'> & Partial<Omit<Endpoint, 'method' | 'path'>>;

/**
 * What a captcha guard returns: extra params to send the call again with, or nothing to give
 * up. A guard that rejects (the challenge failed) also gives up, and the call's service error
 * carries the rejection as its `cause`.
 */
export type CaptchaGuard = (challenge: {
  code: string;
  endpoint: Endpoint;
  params: Readonly<Record<string, unknown>>;
  requestId: string;
  data: unknown;
  signal?: AbortSignal | undefined;
}) => Promise<Record<string, unknown> | undefined>;

export interface HallMessage {
  key: HallMessageKey;
  /** The server's message (data errors). */
  text?: string | undefined;
  code?: string | undefined;
  details: HallErrorDetails;
}

/** Events the lobby subscribes to (spec §8 "Reactions"). */
export interface HallEvents {
  /** -1: the token expired (or the server is in maintenance). */
  tokenExpired: { code: string; requestId: string; path: string };
  /** 1401: the account logged in elsewhere. */
  otherClientLogin: { token?: string | undefined; deviceModel?: string | undefined; requestId: string };
  /** 999: run a version check now. */
  versionCheck: { code: string; requestId: string };
  /** 1334: the user is restricted (not emitted when the call set `noErrorMessage: false`). */
  restricted: { code: string; message?: string | undefined; requestId: string; path: string };
  /**
   * -3, 9111, -4: open the maintenance page. `state` names the site status the code
   * stands for, after the contract's `SiteMaintenance`, `SiteFrozen` and `SiteFrozenAndMaintained`.
   */
  maintenance: { code: string; state: 'maintenance' | 'frozen' | 'frozenAndMaintained'; requestId: string };
  /** 1128, 1247: the site config changed. */
  configChanged: { code: string; requestId: string };
  /** The main API failed this many calls in a row: check maintenance status. */
  maintenanceCheck: { failures: number; requestId: string };
  /** A text the UI should show; the same text at most once per 2 s. */
  message: HallMessage;
  /** New session values arrived in response headers. */
  tokenChanged: HallSession;
}

export interface HallClientConfig {
  siteCode: string;
  /** The site's static key (16 or 32 bytes; a string is its UTF-8 bytes): used before login and on public calls. */
  staticKey: KeyInput;
  /** API and object-storage lines (see `createLines` of `@lobbykit/transport/lines`). */
  lines: Pick<Lines, 'order' | 'reportFailure'>;
  /** @default a new gate in `wait` */
  gate?: LoginGate;
  /** Context values, or a function read at the start of every call. */
  context?: HallContext | (() => HallContext);
  /**
   * Cache of cacheable GETs; `false` turns it off. `createResponseCache({ storage })` of
   * `@lobbykit/transport/cache` keeps copies across reloads.
   * @default createMemoryCache() (5 minutes, memory only)
   */
  cache?: ResponseCache | false;
  /** @default a new bus */
  events?: EventBus<HallEvents>;
  /**
   * Sends one attempt. Pass `kyFetch()` of `@lobbykit/transport/ky` to run attempts through
   * a ky instance and its hooks. @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /** Wall clock, for timestamps and the total retry time. @default Date.now */
  now?: Clock;
  /** @default globalThis setTimeout / clearTimeout */
  timers?: Timers;
  /** Backoff jitter source, uniform in [0, 1). @default Math.random */
  random?: () => number;
  /** @default globalThis.crypto */
  crypto?: Crypto;
  /** Per-attempt limit, headers and body together. @default 60000 (REQUEST_TIMEOUT_MS) */
  timeoutMs?: number;
  /** Live-mode retry policy. @default { maxAttempts: 10, baseDelayMs: 300, maxDelayMs: 10000, totalTimeMs: 120000 } */
  retry?: Partial<RetryPolicy>;
  /** Static-mode retry policy. @default the live policy with maxAttempts 20 */
  staticRetry?: Partial<RetryPolicy>;
  /** Window in which the same message text is shown once. @default 2000 (MESSAGE_DEDUPE_MS) */
  messageDedupeMs?: number;
  /** Consecutive failed main-API calls that start a maintenance check. @default 1 */
  maintenanceCheckAfter?: number;
  /**
   * Also send the token as a GET parameter, as some old backends expect. Off by default:
   * a token in a URL ends up in logs and caches.
   * @default false
   */
  tokenInQuery?: boolean;
  /**
   * Tells from a failed fetch's error that the request provably never left (a refused
   * connection, a failed DNS lookup), so a call that must not repeat may still go to the next
   * line. Browsers never say why a fetch failed; on Node, pass `provablyNotSent` of
   * `@lobbykit/transport/node`, which reads the error codes Node gives.
   * @default every network failure may have reached the hall
   * @example createHallClient({ ...config, notSent: provablyNotSent })
   */
  notSent?: (error: unknown) => boolean;
  /** Cipher for a key; replace it for a backend that speaks the legacy AES-CBC dialect. @default AES-GCM */
  cipher?: (key: Uint8Array) => Cipher;
  /**
   * How a session's key is made. `'ecdh'`: every login-type call sends the public half of a
   * new key pair whose private key cannot be exported, the hall answers its own, and the
   * session key comes from that exchange, so a token seen in a log or a proxy signs nothing on
   * its own; a login answer without the hall's key fails as invalid data ('session not bound'),
   * and a token set without its binding is not sent. For a hall that cannot bind sessions, pass
   * `deriveSessionKey` of `@lobbykit/transport/crypto`: the key is then derived from the token
   * alone (a function, so lobbies on binding halls never download it).
   * @default 'ecdh'
   * @example createHallClient({ ...config, sessionBinding: deriveSessionKey })
   */
  sessionBinding?: 'ecdh' | ((token: string, options: { crypto: Crypto }) => Promise<Uint8Array>);
  /** Runs a captcha challenge on 1119 / 1124-1127 and returns the fields to retry with. */
  captcha?: CaptchaGuard;
  /**
   * Builds the multipart body of upload endpoints: pass `uploadBody` of
   * `@lobbykit/transport/upload`. Without it a call to an upload endpoint throws a `TypeError`.
   */
  upload?: UploadBody;
}

export interface HallRequestOptions<T = unknown> {
  /** Query (GET) or body (POST) parameters; Blob values are files on upload endpoints. */
  params?: Record<string, unknown>;
  /** valibot schema of `data` on success. */
  schema?: v.GenericSchema<unknown, T>;
  /** Send in plain JSON / plain query. @default false */
  noEncrypt?: boolean;
  /** Show no message for a failure. @default false */
  silent?: boolean;
  /** `false` keeps a 1334 answer from raising the `restricted` event (spec §8). */
  noErrorMessage?: boolean;
  /** Try static mode first when no user token is held. @default endpoint.cacheable */
  allowStatic?: boolean;
  /** Also retry timeouts (never lifts the rule for non-idempotent calls). @default false */
  forceRetry?: boolean;
  /** Use and fill the cache. @default endpoint.cacheable for GET */
  cache?: boolean;
  /** How long this answer stays fresh in the cache (stored copies still go after 7 days). @default 300000 */
  cacheTtlMs?: number;
  /** Wait for the login gate. @default true unless the endpoint is public */
  waitForLogin?: boolean;
  /** Per-attempt limit. @default the client's timeoutMs */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type HallResult<T = unknown> =
  | {
      ok: true;
      data: T;
      code: string;
      message: string | undefined;
      requestId: string;
      source: 'live' | 'static' | 'cache';
      attempts: number;
    }
  | { ok: false; error: AnyHallError; requestId: string; attempts: number };

export interface HallClient {
  request<T = unknown>(
    endpoint: EndpointName | EndpointLike,
    options?: HallRequestOptions<T>,
  ): Promise<HallResult<T>>;
  readonly events: EventBus<HallEvents>;
  readonly gate: LoginGate;
  readonly cache: ResponseCache | undefined;
  readonly session: Readonly<HallSession>;
  setSession(session: HallSession): void;
  clearSession(): void;
  /** Milliseconds added to the local clock, from the last server time seen. */
  readonly serverTimeOffset: number;
}

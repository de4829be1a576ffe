/**
 * The sports service client (spec §4 "Sports service", §7, §8, §9): its own calls, apart from
 * the hall's, each with the sports token in the Authorization header, the base URL from the
 * sports URL, the language added, and a 60 s timeout. An A001 answer clears the token and calls
 * `onUnauthorized` once after 1 s (the app goes home then).
 */
import {
  HEADERS,
  SPORTS_REQUEST_TIMEOUT_MS,
  SPORTS_UNAUTHORIZED_HOME_DELAY_MS,
  type Timers,
} from '@lobbykit/contract';
import type * as v from 'valibot';
import {
  sportsAuthorization,
  sportsBaseUrl,
  sportsLanguageOf,
  sportsRequestUrl,
  sportsResultOf,
  type SportsParams,
  type SportsResult,
} from './rules';

export interface SportsClientOptions {
  /**
   * The sports URL (a sports game's launch URL): calls go to its origin plus `basePath`.
   * Not http(s): `createSportsClient` throws a TypeError.
   */
  readonly sportsUrl: string;
  /** The sports token; undefined sends no call (each answers `unauthorized`). */
  readonly token: string | undefined;
  /**
   * The lobby language (`en_US`, ...), or a function that answers the current one; sent as its
   * sports code, English's for the 17 languages without one.
   */
  readonly language: string | (() => string);
  /** Called once, `homeDelayMs` after an A001 answer cleared the token: the app goes home. */
  readonly onUnauthorized: () => void;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch | undefined;
  /** @default the global timers */
  readonly timers?: Timers | undefined;
  /** Path of the service on the sports URL's origin. @default SPORTS_BASE_PATH ('/sports') */
  readonly basePath?: string | undefined;
  /** @default SPORTS_REQUEST_TIMEOUT_MS (60 s) */
  readonly timeoutMs?: number | undefined;
  /** @default SPORTS_UNAUTHORIZED_HOME_DELAY_MS (1 s) */
  readonly homeDelayMs?: number | undefined;
}

export interface SportsRequestOptions<T> {
  /** Query parameters; the language is added last. */
  readonly params?: SportsParams | undefined;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** @default 'GET', or 'POST' with a body */
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | undefined;
  /** Checks the answer's `data`; a mismatch is `malformed`. @default none: data as it came */
  readonly schema?: v.GenericSchema<unknown, T> | undefined;
}

export interface SportsClient {
  /** The base URL every call goes under. */
  readonly baseUrl: string;
  /**
   * One call: `path` from `/` under the base URL.
   * @example const matches = await sports.request('/matches', { params: { day: 1 } });
   */
  request<T = unknown>(path: string, options?: SportsRequestOptions<T>): Promise<SportsResult<T>>;
  /** The token calls are sent with; undefined once an A001 answer cleared it. */
  token(): string | undefined;
  /** Aborts the calls on their way (`aborted`) and cancels a pending `onUnauthorized`. */
  dispose(): void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * A client of the sports service for one sports URL and token.
 * @example
 * const sports = createSportsClient({
 *   sportsUrl: launch.gameUrl,
 *   token: new URL(launch.gameUrl).searchParams.get('ticket') ?? undefined,
 *   language: () => selectLanguage(lobby.store.getState()).code,
 *   onUnauthorized: () => navigate('/'),
 * });
 */
export function createSportsClient(options: SportsClientOptions): SportsClient {
  const baseUrl = sportsBaseUrl(options.sportsUrl, options.basePath);
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timers = options.timers ?? globalTimers;
  const timeoutMs = options.timeoutMs ?? SPORTS_REQUEST_TIMEOUT_MS;
  const homeDelayMs = options.homeDelayMs ?? SPORTS_UNAUTHORIZED_HOME_DELAY_MS;
  const { language } = options;
  const languageOf = typeof language === 'function' ? language : () => language;
  let token = options.token;
  let homeTimer: unknown;
  let disposed = false;
  const inFlight = new Set<AbortController>();

  /** Clears the token; the first call to meet A001 with it schedules the way home. */
  const unauthorized = (sentWith: string) => {
    if (token !== sentWith || disposed) return;
    token = undefined;
    homeTimer = timers.setTimeout(() => {
      homeTimer = undefined;
      options.onUnauthorized();
    }, homeDelayMs);
  };

  const request = async <T>(path: string, call: SportsRequestOptions<T> = {}): Promise<SportsResult<T>> => {
    const url = sportsRequestUrl(baseUrl, path, sportsLanguageOf(languageOf()), call.params);
    const sentWith = token;
    if (sentWith === undefined) return { ok: false, reason: 'unauthorized' };
    if (disposed) return { ok: false, reason: 'aborted' };
    const headers: Record<string, string> = {
      [HEADERS.authorization]: sportsAuthorization(sentWith),
      Accept: 'application/json',
    };
    if (call.body !== undefined) headers[HEADERS.contentType] = 'application/json';
    const controller = new AbortController();
    inFlight.add(controller);
    let timedOut = false;
    const timer = timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await fetchImpl(url, {
        method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
        headers,
        body: call.body === undefined ? null : JSON.stringify(call.body),
        signal: controller.signal,
        credentials: 'omit',
        cache: 'no-store',
      });
      // The timeout covers the body too: a stalled body is as lost as no answer.
      const result = sportsResultOf(response.status, await response.text(), call.schema);
      if (!result.ok && result.reason === 'unauthorized') unauthorized(sentWith);
      return result;
    } catch {
      return { ok: false, reason: timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network' };
    } finally {
      timers.clearTimeout(timer);
      inFlight.delete(controller);
    }
  };

  return {
    baseUrl,
    request,
    token: () => token,
    dispose() {
      disposed = true;
      if (homeTimer !== undefined) timers.clearTimeout(homeTimer);
      homeTimer = undefined;
      for (const controller of inFlight) controller.abort();
    },
  };
}

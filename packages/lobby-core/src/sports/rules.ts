/**
 * The sports service's rules (spec §4, §7, §8): where its calls go, which language they carry,
 * and what an answer means. Pure, so each is table-tested; `client.ts` runs them.
 */
import {
  getLanguage,
  hallEnvelopeSchema,
  SPORTS_BASE_PATH,
  SPORTS_CATEGORY_KEY,
  SPORTS_LANGUAGE_PARAM,
  SPORTS_UNAUTHORIZED_CODE,
} from '@lobbykit/contract';
import * as v from 'valibot';

/** The Authorization scheme the sports token is sent with: `Authorization: Bearer <token>`. */
export const SPORTS_AUTH_SCHEME = 'Bearer';
/** The language of sports calls for a lobby language without a sports code (17 of the 25). */
export const SPORTS_FALLBACK_LANGUAGE = 'en_US';

/** Why a sports call did not answer data. */
export type SportsFailureReason =
  /** The service answered A001: the token is cleared and the lobby goes home. */
  | 'unauthorized'
  /** The service answered another code, or an error status: show its `message`. */
  | 'failed'
  /** No answer within the timeout (60 s). */
  | 'timeout'
  /** No answer: refused, reset, offline. */
  | 'network'
  /** A success answer that is not the service's JSON, or whose data is not what was asked. */
  | 'malformed'
  /** The client was disposed while the call ran. */
  | 'aborted';

export interface SportsFailure {
  readonly ok: false;
  readonly reason: SportsFailureReason;
  /** The service's own message, to show as it is (spec §8). */
  readonly message?: string | undefined;
  /** The service's code, or the HTTP status of an error answer without one. */
  readonly code?: string | number | undefined;
}

export type SportsResult<T = unknown> = { readonly ok: true; readonly data: T } | SportsFailure;

/** The service's success code. */
const SUCCESS_CODES: readonly unknown[] = [0, '0'];

/**
 * The base URL of sports calls: the origin of the sports URL plus `basePath`. Throws a
 * TypeError for a sports URL that is not an absolute http(s) URL (a wrong config, never an
 * answer to show).
 * @example sportsBaseUrl('https://sports.example/play/x?ticket=t') // 'https://sports.example/sports'
 */
export function sportsBaseUrl(sportsUrl: string, basePath: string = SPORTS_BASE_PATH): string {
  let url: URL;
  try {
    url = new URL(sportsUrl);
  } catch {
    throw new TypeError(
      `sports: the sports URL must be an absolute http(s) URL, got ${JSON.stringify(sportsUrl)}`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`sports: the sports URL must be http(s), got ${url.protocol}`);
  const path = `/${basePath.replace(/^\/+|\/+$/g, '')}`;
  return `${url.origin}${path === '/' ? '' : path}`;
}

/** The launch URL's query parameter that holds the game's ticket, the sports token. */
export const SPORTS_TICKET_PARAM = 'ticket';

/** Whether a game (a card, an open game) is a sports game, whose ticket opens the sports service. */
export function isSportsGame(game: { readonly category?: string | undefined } | undefined): boolean {
  return game?.category?.toLowerCase() === SPORTS_CATEGORY_KEY;
}

/**
 * The sports token a sports game's launch URL carries (its ticket), or undefined for a URL that
 * has none or is not a URL: the client then sends nothing and answers unauthorized.
 */
export function sportsTokenOf(launchUrl: string): string | undefined {
  try {
    return new URL(launchUrl).searchParams.get(SPORTS_TICKET_PARAM)?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sports code of a lobby language; English's for a language without one, since the service
 * knows only 8 (spec §3), and for an unknown code.
 */
export function sportsLanguageOf(language: string): string {
  return getLanguage(language)?.sportsCode ?? getLanguage(SPORTS_FALLBACK_LANGUAGE)!.sportsCode!;
}

/** Query values a sports call takes; undefined ones are left out. */
export type SportsParams = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The URL of one call: `path` (from `/`, under the base) with `params` and the language last, so
 * a `lang` in `params` never replaces the lobby's. Throws a TypeError for a path that could leave
 * the base (another origin, `..`): a program error.
 */
export function sportsRequestUrl(
  baseUrl: string,
  path: string,
  language: string,
  params: SportsParams = {},
): string {
  // `%2e` is a dot to a URL parser, so `/%2e%2e/` climbs like `/../`.
  if (!/^\/(?!\/)/.test(path) || /(^|\/)(\.|%2e){1,2}(\/|$)|[?#\\]/i.test(path))
    throw new TypeError(
      `sports: a call's path must start with one / and stay under the base, got ${JSON.stringify(path)}`,
    );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && key !== SPORTS_LANGUAGE_PARAM) query.set(key, String(value));
  }
  query.set(SPORTS_LANGUAGE_PARAM, language);
  return `${baseUrl}${path}?${query.toString()}`;
}

/** The Authorization header's value for a sports token. */
export function sportsAuthorization(token: string): string {
  return `${SPORTS_AUTH_SCHEME} ${token}`;
}

const readJson = (text: string): { json: unknown } | undefined => {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
};

/**
 * What an answer means: `{ code, message?, data? }` with code 0 is the data (checked by `schema`
 * when given); A001 is unauthorized, whatever the status; any other code a failure with the
 * service's message; an error status without that JSON a failure with the status as its code; a
 * success status without it malformed.
 */
export function sportsResultOf<T = unknown>(
  status: number,
  text: string,
  schema?: v.GenericSchema<unknown, T>,
): SportsResult<T> {
  const read = readJson(text);
  const envelope = read ? v.safeParse(hallEnvelopeSchema, read.json) : undefined;
  const success = status >= 200 && status < 300;
  if (!envelope?.success) {
    return success ? { ok: false, reason: 'malformed' } : { ok: false, reason: 'failed', code: status };
  }
  const { code, message, data } = envelope.output;
  if (String(code) === SPORTS_UNAUTHORIZED_CODE) return { ok: false, reason: 'unauthorized', code, message };
  if (!success || !SUCCESS_CODES.includes(code)) return { ok: false, reason: 'failed', code, message };
  if (!schema) return { ok: true, data: data as T };
  const checked = v.safeParse(schema, data);
  return checked.success
    ? { ok: true, data: checked.output }
    : { ok: false, reason: 'malformed', code, message };
}

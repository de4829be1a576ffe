// The fake sports service on the API domains, under SPORTS_BASE_PATH: plain JSON (not the hall
// protocol), a sports token in the Authorization header, the language in `lang`. The token is
// the ticket of a real-money launch of a sports game (handlers/games.ts); a missing, unknown or
// expired one answers the spec's A001 (§8), which the lobby meets by clearing it and going home.
import {
  HEADERS,
  SPORTS_BASE_PATH,
  SPORTS_LANGUAGE_PARAM,
  SPORTS_MATCHES_PATH,
  SPORTS_UNAUTHORIZED_CODE,
} from '@lobbykit/contract';
import type { FastifyInstance } from 'fastify';
import { sportsLanguageCodes, sportsMatches, type SportsDesk } from '../hall/sports';
import { domainOf } from './domains';
import type { ServerKit } from './kit';
import { header } from './request-info';
import { respond, type Outgoing } from './respond';

/** The sports service's success code. */
const SPORTS_OK_CODE = 0;
/** A call without a sports language the service knows. */
const SPORTS_INVALID_LANGUAGE = 'invalid-params';

const json = (status: number, body: unknown): Outgoing => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
  headers: { 'cache-control': 'no-store' },
});

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

interface SportsCall {
  readonly authorization: string | undefined;
  readonly lang: string | undefined;
}

/**
 * The answer to `GET <SPORTS_BASE_PATH>/matches`: A001 (401) without a live token, then
 * `invalid-params` (400) for a language the service has no code for, else the matches.
 */
export function matchesAnswer(call: SportsCall, desk: SportsDesk, now: number): Outgoing {
  const token = bearerToken(call.authorization);
  if (token === undefined || !desk.holder(token)) {
    return json(401, { code: SPORTS_UNAUTHORIZED_CODE, message: 'sports token missing or expired' });
  }
  if (call.lang === undefined || !sportsLanguageCodes.includes(call.lang)) {
    return json(400, {
      code: SPORTS_INVALID_LANGUAGE,
      message: `${SPORTS_LANGUAGE_PARAM} must be one of ${sportsLanguageCodes.join(', ')}`,
    });
  }
  return json(200, {
    code: SPORTS_OK_CODE,
    message: 'ok',
    data: { lang: call.lang, matches: sportsMatches(call.lang, now) },
  });
}

export function registerSportsRoutes(app: FastifyInstance, kit: ServerKit): void {
  app.get(`${SPORTS_BASE_PATH}${SPORTS_MATCHES_PATH}`, (request, reply) => {
    if (domainOf(request.raw)?.kind !== 'api') {
      return respond(kit, request, reply, {
        status: 404,
        contentType: 'text/plain; charset=utf-8',
        body: 'the sports service is served on the API domains',
      });
    }
    const lang = (request.query as Record<string, unknown>)[SPORTS_LANGUAGE_PARAM];
    const out = matchesAnswer(
      {
        authorization: header(request.headers, HEADERS.authorization),
        lang: typeof lang === 'string' ? lang : undefined,
      },
      kit.hall.sports,
      kit.hall.now(),
    );
    kit.outcomes.set(request.raw, { route: 'sports:matches', status: out.status });
    return respond(kit, request, reply, out);
  });
}

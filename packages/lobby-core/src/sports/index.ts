// `@lobbykit/lobby-core/sports`: the sports service client of spec §4, §7 and §8 (its own calls
// with the sports token, the language added, A001 clearing the token and going home), and its
// rules. A lobby loads it with its sports page.
export { createSportsClient } from './client';
export type { SportsClient, SportsClientOptions, SportsRequestOptions } from './client';
export {
  SPORTS_AUTH_SCHEME,
  SPORTS_FALLBACK_LANGUAGE,
  SPORTS_TICKET_PARAM,
  isSportsGame,
  sportsAuthorization,
  sportsBaseUrl,
  sportsLanguageOf,
  sportsRequestUrl,
  sportsResultOf,
  sportsTokenOf,
} from './rules';
export type { SportsFailure, SportsFailureReason, SportsParams, SportsResult } from './rules';

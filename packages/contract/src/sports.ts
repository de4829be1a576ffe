// The sports service's one listing (spec §4, §7): the matches a sports page shows. Plain JSON of
// the sports service (not the hall protocol); the reference hall fakes it.
import * as v from 'valibot';
import { idString, numeric } from './wire';

/** The category key of the games a sports service stands behind: their launch ticket is its token. */
export const SPORTS_CATEGORY_KEY = 'sports';

/** Path of the match list under the sports base URL (SPORTS_BASE_PATH on the sports origin). */
export const SPORTS_MATCHES_PATH = '/matches';

/** One match, its league named in the call's sports language. */
export interface SportsMatch {
  id: string;
  league: string;
  home: string;
  away: string;
  /** Kick-off time, epoch ms. */
  kickoffAt: number;
  /** Decimal odds of a home win, a draw and an away win. */
  odds: { home: number; draw: number; away: number };
}

const odd = v.pipe(numeric, v.minValue(1, 'decimal odds are at least 1'));

export const sportsMatchSchema: v.GenericSchema<unknown, SportsMatch> = v.looseObject({
  id: idString,
  league: v.string('league must be a string'),
  home: v.string('home team must be a string'),
  away: v.string('away team must be a string'),
  kickoffAt: numeric,
  odds: v.looseObject({ home: odd, draw: odd, away: odd }),
});

/** GET SPORTS_MATCHES_PATH: the data of a success answer. */
export interface SportsMatches {
  lang: string;
  matches: SportsMatch[];
}

export const sportsMatchesSchema: v.GenericSchema<unknown, SportsMatches> = v.looseObject({
  lang: v.string('lang must be a string'),
  matches: v.array(sportsMatchSchema, 'matches must be a list'),
});

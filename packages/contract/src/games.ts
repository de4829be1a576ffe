// The game catalogue (categories, providers, the paged game list, the hot search list), the
// answer of a game launch and the jackpot pools.
import * as v from 'valibot';
import { flag, hallPageSchema, idString, list, numeric, opt } from './wire';
import type { HallPage } from './wire';

const text = opt(v.string());
const count = opt(numeric);
const bool = opt(flag);

/** GET /game/categories: one entry. `name` is in the request's language. */
export interface GameCategory {
  id: number;
  key: string;
  name: string;
  /** Games in the category. */
  count?: number | undefined;
}

export const gameCategorySchema: v.GenericSchema<unknown, GameCategory> = v.looseObject({
  id: numeric,
  key: v.string('category key must be a string'),
  name: v.string('category name must be a string'),
  count,
});

/**
 * GET /game/providers: one provider (platform) of the site; `categories` holds category keys.
 * The flags are the site's effective ones: a site without demo play sends `demoModeSupport`
 * false for every provider.
 */
export interface GameProvider {
  code: string;
  name: string;
  categories: string[];
  /** Logo image path on the asset hosts ('/provider-logos/HBR.png'). */
  logo?: string | undefined;
  /** A short line under the name. */
  slogan?: string | undefined;
  /** Games of this provider on the site (within the asked category when one was given). */
  gameCount?: number | undefined;
  /** The whole provider is under maintenance: its games cannot be opened. */
  maintainStatus?: boolean | undefined;
  /** Its games may offer demo (try) play. */
  demoModeSupport?: boolean | undefined;
  /** Balance a player needs to enter its games, in the site currency. */
  minimumEntryBalance?: number | undefined;
  /** Display order, ascending. */
  sort?: number | undefined;
}

export const gameProviderSchema: v.GenericSchema<unknown, GameProvider> = v.looseObject({
  code: v.string('provider code must be a string'),
  name: v.string('provider name must be a string'),
  categories: list(v.string()),
  logo: text,
  slogan: text,
  gameCount: count,
  maintainStatus: bool,
  demoModeSupport: bool,
  minimumEntryBalance: count,
  sort: count,
});

/** GET /game/list request. Every filter is optional; pages start at 1. */
export interface GameListRequest {
  categoryId?: number;
  category?: string;
  providerCode?: string;
  keyword?: string;
  hot?: boolean;
  new?: boolean;
  /** Only games with (true) or without (false) the recommend mark. */
  recommend?: boolean;
  page?: number;
  pageSize?: number;
}

/**
 * One game of the list, named in the request's language. `demo` says whether try play is
 * offered on this site (the game, its provider and the site all allow it). `maintainStatus`
 * is true when the game or its whole provider is under maintenance, and
 * `minimumEntryBalance` is the larger of the game's and its provider's minimum.
 */
export interface GameSummary {
  gameId: string;
  gameCode: string;
  name: string;
  providerCode: string;
  categoryId?: number | undefined;
  category?: string | undefined;
  providerName?: string | undefined;
  hot?: boolean | undefined;
  new?: boolean | undefined;
  demo?: boolean | undefined;
  /** The recommend corner badge. */
  recommendStatus?: boolean | undefined;
  maintainStatus?: boolean | undefined;
  /** Balance a player needs to enter, in the site currency. */
  minimumEntryBalance?: number | undefined;
  img?: string | undefined;
  sort?: number | undefined;
}

export const gameSummarySchema: v.GenericSchema<unknown, GameSummary> = v.looseObject({
  gameId: idString,
  gameCode: v.string('gameCode must be a string'),
  name: v.string('game name must be a string'),
  providerCode: v.string('providerCode must be a string'),
  categoryId: count,
  category: text,
  providerName: text,
  hot: bool,
  new: bool,
  demo: bool,
  recommendStatus: bool,
  maintainStatus: bool,
  minimumEntryBalance: count,
  img: text,
  sort: count,
});

/** GET /game/list answer. */
export type GameList = HallPage<GameSummary>;

export const gameListSchema: v.GenericSchema<unknown, GameList> =
  /* @__PURE__ */ hallPageSchema(gameSummarySchema);

/** GET /game/hotSearch: what the search page offers before the player types. */
export interface HotSearch {
  /** Popular search words, in the request's language. */
  keywords: string[];
  /** Popular games, as in the game list. */
  games: GameSummary[];
}

export const hotSearchSchema: v.GenericSchema<unknown, HotSearch> = v.looseObject({
  keywords: list(v.string()),
  games: list(gameSummarySchema),
});

/** Request of a real (POST /game/launch) or demo (GET /game/demoLaunch) game launch. */
export interface GameLaunchRequest {
  gameId?: string | number;
  gameCode?: string;
}

/**
 * Answer of a game launch: the page to open in the game frame. A demo launch answers the
 * demo account's balance (`demoGuestAccount.game_gold`).
 */
export interface GameLaunch {
  gameUrl: string;
  gameId?: string | undefined;
  mode?: 'real' | 'demo' | undefined;
  balance?: number | undefined;
}

export const gameLaunchSchema: v.GenericSchema<unknown, GameLaunch> = v.looseObject({
  gameUrl: v.pipe(v.string('gameUrl must be a string'), v.nonEmpty('gameUrl is empty')),
  gameId: opt(idString),
  mode: opt(v.picklist(['real', 'demo'], 'mode must be real or demo')),
  balance: count,
});

/**
 * GET /home/jackpot: one pool. The amount grows between calls; `growthPerSecond` lets the
 * lobby animate the rising number between two answers.
 */
export interface JackpotPool {
  poolId: string;
  amount: number;
  name?: string | undefined;
  currency?: string | undefined;
  /** Growth of `amount` per second at the time of the answer. */
  growthPerSecond?: number | undefined;
  /** Image path on the asset hosts. */
  image?: string | undefined;
}

export const jackpotPoolSchema: v.GenericSchema<unknown, JackpotPool> = v.looseObject({
  poolId: idString,
  amount: numeric,
  name: text,
  currency: text,
  growthPerSecond: count,
  image: text,
});

/**
 * The amount a pool shows `elapsedMs` after the answer that carried it, for the rising
 * number between two calls; the pool's own amount when it has no growth rate.
 * @example jackpotAmountAt({ poolId: 'grand', amount: 100, growthPerSecond: 0.5 }, 4000) // 102
 */
export function jackpotAmountAt(pool: JackpotPool, elapsedMs: number): number {
  const growth = pool.growthPerSecond ?? 0;
  if (!(elapsedMs > 0) || !(growth > 0)) return pool.amount;
  return Math.round((pool.amount + (growth * elapsedMs) / 1000) * 100) / 100;
}

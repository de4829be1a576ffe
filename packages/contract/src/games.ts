// The game catalogue (categories, providers, the paged game list) and the jackpot pools.
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

/** GET /game/providers: one entry; `categories` holds category keys. */
export interface GameProvider {
  code: string;
  name: string;
  categories: string[];
}

export const gameProviderSchema: v.GenericSchema<unknown, GameProvider> = v.looseObject({
  code: v.string('provider code must be a string'),
  name: v.string('provider name must be a string'),
  categories: list(v.string()),
});

/** GET /game/list request. Every filter is optional; pages start at 1. */
export interface GameListRequest {
  categoryId?: number;
  category?: string;
  providerCode?: string;
  keyword?: string;
  hot?: boolean;
  new?: boolean;
  page?: number;
  pageSize?: number;
}

/** One game of the list. `demo` says whether try play is offered on this site. */
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
  img: text,
  sort: count,
});

/** GET /game/list answer. */
export type GameList = HallPage<GameSummary>;

export const gameListSchema: v.GenericSchema<unknown, GameList> =
  /* @__PURE__ */ hallPageSchema(gameSummarySchema);

/** GET /home/jackpot: one pool. The amount grows between calls. */
export interface JackpotPool {
  poolId: string;
  amount: number;
  name?: string | undefined;
  currency?: string | undefined;
}

export const jackpotPoolSchema: v.GenericSchema<unknown, JackpotPool> = v.looseObject({
  poolId: idString,
  amount: numeric,
  name: text,
  currency: text,
});

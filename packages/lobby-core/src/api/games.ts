/** The games domain: categories, providers, game lists (paged and "load more"), jackpot, demo launch. */
import {
  gameCategorySchema,
  gameLaunchSchema,
  gameListSchema,
  gameProviderSchema,
  hotSearchSchema,
  jackpotPoolSchema,
  list,
  type GameCategory,
  type GameLaunch,
  type GameLaunchRequest,
  type GameList,
  type GameListRequest,
  type GameProvider,
  type GameSummary,
  type HotSearch,
  type JackpotPool,
} from '@lobbykit/contract';
import type { LobbyEndpointBuilder } from './base';

/** Games per page when the request does not say. */
export const GAME_PAGE_SIZE = 30;

/** GET /game/providers filter: the providers of one category (its key), or all. */
export interface GameProvidersRequest {
  category?: string;
}

/** The filters of a "load more" list: a game list request without the page, which the list owns. */
export type GamePagesRequest = Omit<GameListRequest, 'page'>;

const categoriesSchema = list(gameCategorySchema);
const providersSchema = list(gameProviderSchema);
const jackpotSchema = list(jackpotPoolSchema);

/** The next page of a "load more" list, or undefined when every game is loaded (or a page came back empty). */
export function nextGamePage(lastPage: GameList, allPages: readonly GameList[], lastPageParam: number) {
  const loaded = allPages.reduce((sum, page) => sum + page.list.length, 0);
  return lastPage.list.length > 0 && loaded < lastPage.total ? lastPageParam + 1 : undefined;
}

export const gameEndpoints = (build: LobbyEndpointBuilder) => ({
  gameCategories: build.query<GameCategory[], void>({
    query: () => ({ endpoint: 'gameCategories', schema: categoriesSchema, silent: true }),
    providesTags: ['Games'],
  }),
  gameProviders: build.query<GameProvider[], GameProvidersRequest | void>({
    query: (request) => ({
      endpoint: 'gameProviders',
      params: request?.category === undefined ? {} : { category: request.category },
      schema: providersSchema,
      silent: true,
    }),
    providesTags: ['Games'],
  }),
  /** One page of games (a paginated grid: the sub-game page, search results). */
  gameList: build.query<GameList, GameListRequest>({
    query: (request) => ({
      endpoint: 'gameList',
      params: { pageSize: GAME_PAGE_SIZE, ...request },
      schema: gameListSchema,
      silent: true,
    }),
    providesTags: ['Games'],
  }),
  /**
   * A "load more" list: the pages of one filter, fetched one after the other and kept together
   * (`fetchNextPage`; `gamesOfPages` flattens them). Pages start at 1.
   */
  gamePages: build.infiniteQuery<GameList, GamePagesRequest, number>({
    infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextGamePage },
    query: ({ queryArg, pageParam }) => ({
      endpoint: 'gameList',
      params: { pageSize: GAME_PAGE_SIZE, ...queryArg, page: pageParam },
      schema: gameListSchema,
      silent: true,
    }),
    providesTags: ['Games'],
  }),
  hotSearch: build.query<HotSearch, void>({
    query: () => ({ endpoint: 'hotSearch', schema: hotSearchSchema, silent: true }),
    providesTags: ['Games'],
  }),
  /** Public and never static: the pools grow between calls (poll it). */
  jackpot: build.query<JackpotPool[], void>({
    query: () => ({ endpoint: 'jackpot', schema: jackpotSchema, silent: true }),
    providesTags: ['Jackpot'],
  }),
  /** Prefer `playDemo(game)`, which also makes the visitor a demo guest and reads 210103 / 41020. */
  demoGameLaunch: build.mutation<GameLaunch, GameLaunchRequest>({
    query: (request) => ({
      endpoint: 'demoGameLaunch',
      params: { ...request },
      schema: gameLaunchSchema,
      silent: true,
    }),
  }),
});

/**
 * The games of a "load more" list in order, each once (a game that moved to a later page
 * between two calls is not shown twice), and how many the hall has in all.
 */
export function gamesOfPages(data: { readonly pages: readonly GameList[] } | undefined): {
  games: GameSummary[];
  total: number;
} {
  const seen = new Set<string>();
  const games: GameSummary[] = [];
  for (const page of data?.pages ?? []) {
    for (const game of page.list) {
      if (seen.has(game.gameId)) continue;
      seen.add(game.gameId);
      games.push(game);
    }
  }
  return { games, total: data?.pages.at(-1)?.total ?? 0 };
}

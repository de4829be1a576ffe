/**
 * What every injected endpoint shares: the reducer path, the tag types, and the base query,
 * which runs each call on the lobby's hall client (taken from the store's thunk extra, so the
 * API itself is a plain module-level definition, as RTK Query likes it).
 */
import type { BaseQueryFn, EndpointBuilder, QueryReturnValue } from '@reduxjs/toolkit/query';
import {
  hallBaseQuery,
  type HallQueryArgs,
  type HallQueryMeta,
  type SerializedHallError,
} from '@lobbykit/transport/rtk';
import type { LobbyExtra } from '../extra';

const HALL_REDUCER_PATH = 'hall';

/**
 * What a later change or notice refreshes: `Site` (site info, base config, URLs, skin
 * assets), `SystemStatus` (banners, sys info), `Layout` (layout design), `Games` (categories,
 * providers, lists, hot search), `Jackpot` and `Content` (marquee, footer).
 */
export const lobbyTagTypes = ['Site', 'SystemStatus', 'Layout', 'Games', 'Jackpot', 'Content'] as const;
export type LobbyTagType = (typeof lobbyTagTypes)[number];

export type LobbyBaseQuery = BaseQueryFn<HallQueryArgs, unknown, SerializedHallError, object, HallQueryMeta>;

/** The builder an endpoint file receives. */
export type LobbyEndpointBuilder = EndpointBuilder<LobbyBaseQuery, LobbyTagType, typeof HALL_REDUCER_PATH>;

// hallBaseQuery only closes over the client, so one per client is plenty.
const baseQueries = new WeakMap<object, LobbyBaseQuery>();

/** The extra argument the lobby's store hands to thunks, listeners and this base query. */
export const extraOf = (api: { extra: unknown }): LobbyExtra => api.extra as LobbyExtra;

const lobbyBaseQuery: LobbyBaseQuery = (args, api, extraOptions) => {
  const { client } = extraOf(api);
  let query = baseQueries.get(client);
  if (!query) baseQueries.set(client, (query = hallBaseQuery(client)));
  return query(args, api, extraOptions);
};

/** The options both flavours of the API (framework-free and React) are created with. */
export const lobbyApiOptions = {
  reducerPath: HALL_REDUCER_PATH,
  baseQuery: lobbyBaseQuery,
  tagTypes: lobbyTagTypes,
  endpoints: () => ({}),
} as const;

/**
 * Runs `args` through the base query a `queryFn` receives and types the answer: for the
 * endpoints whose parameters come from the lobby's settings (the thunk extra) rather than from
 * the query argument.
 */
export async function callHall<T>(
  baseQuery: (args: HallQueryArgs) => ReturnType<LobbyBaseQuery>,
  args: HallQueryArgs,
): Promise<QueryReturnValue<T, SerializedHallError, HallQueryMeta>> {
  // The schema in `args` made the data a T; the base query's own type cannot say so.
  return (await baseQuery(args)) as QueryReturnValue<T, SerializedHallError, HallQueryMeta>;
}

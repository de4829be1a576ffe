/**
 * What every injected endpoint shares: the reducer path, the tag types, and the base query,
 * which runs each call on the lobby's hall client (taken from the store's thunk extra, so the
 * API itself is a plain module-level definition, as RTK Query likes it). The client is in the
 * lazily loaded hall connection: the first call waits for it.
 */
import type { BaseQueryFn, EndpointBuilder, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { HallQueryArgs, HallQueryMeta, SerializedHallError } from '@lobbykit/transport/rtk';
import type { LobbyExtra } from '../extra';
import { hallLoadError } from '../network/hall-loader';

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

/** The extra argument the lobby's store hands to thunks, listeners and this base query. */
export const extraOf = (api: { extra: unknown }): LobbyExtra => api.extra as LobbyExtra;

// An abort while the connection loads needs nothing here: RTK settles an aborted call at once.
const lobbyBaseQuery: LobbyBaseQuery = async (args, api, extraOptions) => {
  const extra = extraOf(api);
  let connection = extra.connectedHall();
  if (!connection) {
    try {
      connection = await extra.hall();
    } catch (error) {
      return { error: hallLoadError(error) };
    }
  }
  return connection.baseQuery(args, api, extraOptions);
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

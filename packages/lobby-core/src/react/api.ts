/** The React flavour of the lobby's API: the same endpoints, with RTK Query's hooks. */
import { createApi } from '@reduxjs/toolkit/query/react';
import { agentEndpoints } from '../api/agent';
import { lobbyApiOptions } from '../api/base';
import { contentEndpoints } from '../api/content';
import { gameEndpoints } from '../api/games';
import { siteEndpoints } from '../api/site';

const defineLobbyReactApi = () =>
  createApi(lobbyApiOptions)
    .injectEndpoints({ endpoints: siteEndpoints })
    .injectEndpoints({ endpoints: gameEndpoints })
    .injectEndpoints({ endpoints: contentEndpoints })
    .injectEndpoints({ endpoints: agentEndpoints });

export const lobbyReactApi = /* @__PURE__ */ defineLobbyReactApi();

/** The lobby's API with hooks: what `createLobby` of `@lobbykit/lobby-core/react` builds the store with. */
export type LobbyReactApi = typeof lobbyReactApi;

export const {
  useSiteInfoQuery,
  useBaseSiteConfigQuery,
  useSiteUrlConfigQuery,
  useSkinAssetsHashQuery,
  useSystemStatusQuery,
  useOptimizationSiteConfigQuery,
  useGameCategoriesQuery,
  useGameProvidersQuery,
  useGameListQuery,
  useGamePagesInfiniteQuery,
  useHotSearchQuery,
  useJackpotQuery,
  useDemoGameLaunchMutation,
  useMarqueeQuery,
  useFooterConfigQuery,
} = lobbyReactApi;

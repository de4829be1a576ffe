/** The framework-free flavour of the lobby's API: RTK Query's core module, one domain injected at a time. */
import { createApi } from '@reduxjs/toolkit/query';
import { agentEndpoints } from './agent';
import { lobbyApiOptions } from './base';
import { contentEndpoints } from './content';
import { gameEndpoints } from './games';
import { siteEndpoints } from './site';

const defineLobbyApi = () =>
  createApi(lobbyApiOptions)
    .injectEndpoints({ endpoints: siteEndpoints })
    .injectEndpoints({ endpoints: gameEndpoints })
    .injectEndpoints({ endpoints: contentEndpoints })
    .injectEndpoints({ endpoints: agentEndpoints });

// Pure: a page that imports only the React flavour (or nothing of the API) drops it.
export const lobbyApi = /* @__PURE__ */ defineLobbyApi();

/** The lobby's API: every endpoint of every domain (`lobby.api.endpoints.gameList`, `lobby.api.util`). */
export type LobbyApi = typeof lobbyApi;

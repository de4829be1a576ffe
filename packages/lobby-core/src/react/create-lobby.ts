/** `createLobby` of the React entry: the lobby on the API flavour with hooks. */
import type { LobbyConfig } from '../config';
import { createLobbyWith, type Lobby } from '../create-lobby';
import { lobbyReactApi, type LobbyReactApi } from './api';

/**
 * Creates a lobby whose API has RTK Query's React hooks (as `@reduxjs/toolkit/query/react`'s
 * `createApi` adds them to the core one). Same config as the framework-free `createLobby`.
 * @example
 * const lobby = createLobby({ ...browserConfig(), siteCode, staticKey, lines: { api: [origin] } });
 * void lobby.boot(); // before the first render: an inlined snapshot shows at once
 * createRoot(root).render(<LobbyProvider lobby={lobby}><App /></LobbyProvider>);
 */
export function createLobby(config: LobbyConfig): Lobby<LobbyReactApi> {
  return createLobbyWith(config, lobbyReactApi);
}

/** `createLobby` of the framework-free entry: the lobby on the core flavour of the API. */
import { lobbyApi, type LobbyApi } from './api/core-api';
import type { LobbyConfig } from './config';
import { createLobbyWith, type Lobby } from './create-lobby';

/**
 * Creates a lobby from one config object; nothing in it reads `window`, `document`,
 * `navigator` or `process.env` (see `browserConfig` of `@lobbykit/lobby-core/browser`).
 * A React app takes `createLobby` from `@lobbykit/lobby-core/react` instead, whose API has hooks.
 * @example
 * const lobby = createLobby({ siteCode: 'demo', staticKey, lines: { api: [origin] }, location: url });
 * await lobby.boot();
 */
export function createLobby(config: LobbyConfig): Lobby<LobbyApi> {
  return createLobbyWith(config, lobbyApi);
}

// `@lobbykit/lobby-ui/server`: the lobby's first screen rendered on a server (Node), for the
// page to paint before any script and `mountLobby` to hydrate.
export { renderLobbyHtml } from './render-lobby-html';
export type {
  LobbyHtml,
  LobbyRenderRequest,
  RenderLobbyHtmlOptions,
  ServerAppProps,
  ServerLobbyConfig,
} from './render-lobby-html';
export type { RenderInputs } from '../app/shell/render-stamp';
export type { LobbyLayout } from '../app/shell/first-render';

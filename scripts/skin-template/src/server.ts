// The __skin__ app's server entry (built to dist-server/server.js): the page's first screen
// rendered in Node, from the boot snapshot the server inlines in the page, for
// @lobbykit/lobby-server to put in the page's root.
import { renderLobbyHtml, type LobbyHtml, type LobbyRenderRequest } from '@lobbykit/lobby-ui/server';
import { __skin__App } from './composition';
import { __skin__LobbyConfig } from './lobby-config';

export function render(request: LobbyRenderRequest): Promise<LobbyHtml> {
  return renderLobbyHtml({
    ...request,
    lobby: __skin__LobbyConfig({ siteCode: request.siteCode, origin: new URL(request.url).origin }),
    app: __skin__App,
  });
}

// The public surface of @lobbykit/lobby-ui/server, imported by its name as a theme app's server
// entry imports it. A change to what the entry exports fails this file, so it shows in review.
import { describe, expectTypeOf, it } from 'vitest';
import type * as server from '@lobbykit/lobby-ui/server';
import type * as start from '@lobbykit/lobby-ui/start';

describe('@lobbykit/lobby-ui/server', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof server>().toEqualTypeOf<'renderLobbyHtml'>();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        server.LobbyHtml,
        server.LobbyLayout,
        server.LobbyRenderRequest,
        server.RenderInputs,
        server.RenderLobbyHtmlOptions,
        server.ServerAppProps,
        server.ServerLobbyConfig,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/lobby-ui/start', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof start>().toEqualTypeOf<'afterFirstScreen' | 'nextTask' | 'startLobby'>();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        start.AfterFirstScreenOptions,
        start.StartLobbyOptions<start.StartingLobby>,
        start.LobbyScreensModule<start.StartingLobby>,
      ]
    >().not.toBeNever();
  });
});

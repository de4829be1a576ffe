// A describe file's lobby app on the reference hall server in jsdom: one hall for the file, every
// lobby disposed after its test, and `openAs` that opens the app on a path as a visitor, a seeded
// player or a new one (with the notice channel live, as a player has it).
import type { LobbyConfig } from '@lobbykit/lobby-core';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import type { MemoryStorage } from '@lobbykit/test-utils/storage';
import { render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { WebSocket } from 'ws';
import { hallReactLobby, renderableApp } from './test-app';

/** Real hall calls and realtime notices on a loaded machine: generous. */
export const HALL_WAIT = { timeout: 30_000 };

const session = {
  WebSocket: WebSocket as unknown as NonNullable<LobbyConfig['session']>['WebSocket'],
  BroadcastChannel: null,
  share: false,
} as const;

export type Visitor = { readonly login: string } | { readonly register: string } | undefined;

/** Registers the file's hooks; call it at the top of the test file. */
export function hallAppSuite() {
  let hall: TestHall | undefined;
  const lobbies: ReactLobby[] = [];
  beforeAll(async () => {
    hall = await startTestHall();
  });
  afterEach(() => {
    lobbies.splice(0).forEach((lobby) => lobby.dispose());
  });
  afterAll(() => hall?.close());

  const theHall = (): TestHall => {
    if (!hall) throw new Error('the hall starts in beforeAll');
    return hall;
  };

  /**
   * The app on `path`: `login` logs a seeded player in, `register` makes a new one. `storage`:
   * the browser storage the app keeps its lists in (the same one twice: a reload).
   */
  async function openAs(who: Visitor, path: string, { storage }: { readonly storage?: MemoryStorage } = {}) {
    const lobby = hallReactLobby(theHall(), path, session);
    lobbies.push(lobby);
    if (who) {
      await lobby.boot();
      const outcome =
        'login' in who
          ? await lobby.session.login({ username: who.login, password: SEED_PASSWORD })
          : await lobby.session.register({ username: who.register, password: 'Harbor2024' });
      if (!outcome.ok) throw new Error('the session did not start');
      await waitFor(() => expect(lobby.store.getState().player.realtime).toBe('live'), HALL_WAIT);
    }
    const app = renderableApp(lobby, path, storage ? { storage } : {});
    render(app.element);
    return { lobby, ...app };
  }

  return { hall: theHall, openAs };
}

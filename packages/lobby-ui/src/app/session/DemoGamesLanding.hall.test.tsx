// A test-register agent link in the app, on the reference hall in jsdom (spec §4 "Login"): the
// demo site's agent 7002 sends its visitor to the demo games (the first hot game that offers a
// demo opens, with the demo balance), and the sign-up that the site's switch would open on
// landing stays shut; a register link still opens it.
import { selectAgentLink } from '@lobbykit/lobby-core';
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { hallReactLobby, renderableApp } from '../test-support/test-app';

const WAIT = { timeout: 30_000 };
let hall: TestHall;
const lobbies: ReactLobby[] = [];

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(() => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
});
afterAll(() => hall.close());

function open(path: string) {
  const lobby = hallReactLobby(hall, path, { WebSocket: null, BroadcastChannel: null, share: false });
  lobbies.push(lobby);
  // The demo site's auto-visitor-login switch is on: without the link, the sign-up would open.
  const app = renderableApp(lobby, path, { autoOpenAuth: true });
  render(app.element);
  return { lobby, ...app };
}

describe('a test-register agent link', () => {
  describe('when a visitor lands on it', () => {
    it('opens a demo game with the demo balance, and no sign-up', async () => {
      const { lobby, location } = open('/?id=7002');

      await screen.findByRole('button', { name: 'Back to lobby' }, WAIT);
      const title = screen.getByRole('heading', { level: 1 });
      const link = selectAgentLink(lobby.store.getState());
      const game = link.status === 'demoGames' ? link.game : undefined;
      expect(game?.demo).toBe(true);
      expect(title.textContent).toBe(game?.name);
      expect(await screen.findByText(/^Demo balance: /, {}, WAIT)).toBeTruthy();
      expect(screen.getByText('Play money only: wins are not paid out.')).toBeTruthy();
      expect(location.current().path).toBe(`/demo/${game?.gameCode}`);
      // The agent link stays with the visit.
      expect(location.current().search).toBe('?id=7002');
      expect(screen.queryByRole('dialog')).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Back to lobby' }));

      await screen.findByRole('tablist', { name: 'Game categories' }, WAIT);
      expect(location.current().href).toBe('/?id=7002');
      expect(lobby.store.getState().session.kind).toBe('demoGuest');
      // The landing rule lives in the session chunk, with the modal: once it is there and the
      // screen has settled, a modal it opened would be on screen.
      await act(() => import('./session-chunk'));
      for (let i = 0; i < 20; i++) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
      expect(screen.queryByRole('dialog', { name: 'Sign up' })).toBeNull();
    });
  });

  describe('when a visitor lands on a register agent link instead', () => {
    it('opens the sign-up once the hall has said what the link is', async () => {
      const { lobby } = open('/?id=7001');
      expect(await screen.findByRole('dialog', { name: 'Sign up' }, WAIT)).toBeTruthy();
      expect(selectAgentLink(lobby.store.getState())).toEqual({ status: 'checked', linkType: 'register' });
      expect(within(document.body).queryByText(/^Demo balance: /)).toBeNull();
      expect(lobby.store.getState().session.kind).toBe('visitor');
    });
  });
});

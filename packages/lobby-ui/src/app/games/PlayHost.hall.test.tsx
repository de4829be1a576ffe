// A player's real-money "Play" wired into the app, on the reference hall server in jsdom: the
// game opens on its page in the sandboxed frame, the way back reads the balance again, and a
// balance below the game's minimum offers a deposit instead.
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import type { LobbyEvents } from '@lobbykit/lobby-core';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_FRAME_SANDBOX } from '../../demo/DemoGameFrame';
import { hallReactLobby, renderableApp } from '../test-support/test-app';

// Real hall calls on a loaded machine: generous.
const WAIT = { timeout: 30_000 };
let hall: TestHall;
const lobbies: ReactLobby[] = [];

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.users.set('demo', 'player01', { gameGold: 1000 });
  await hall.control.sessions.expire({ siteCode: 'demo', username: 'player01' });
  await hall.control.sessions.expire({ siteCode: 'demo', username: 'newbie01' });
});
afterAll(() => hall.close());

/** The app at `path`, with `username` logged in. */
async function openAs(username: string, path: string) {
  const lobby = hallReactLobby(hall, path, { WebSocket: null, BroadcastChannel: null, share: false });
  lobbies.push(lobby);
  const app = renderableApp(lobby, path);
  render(app.element);
  await lobby.boot();
  const outcome = await lobby.session.login({ username, password: SEED_PASSWORD });
  if (!outcome.ok) throw new Error(`login ${username} failed`);
  return { lobby, ...app };
}

/** The first game card's "Play" that is not under maintenance. */
async function firstPlayable() {
  const buttons = await screen.findAllByRole('button', { name: /^Play (?!demo of)/ }, WAIT);
  const playable = buttons.find((button) => button.getAttribute('aria-disabled') !== 'true');
  if (!playable) throw new Error('no playable game card');
  return playable;
}

const header = async () => within(await screen.findByRole('banner', {}, WAIT));

// Each journey waits on several real hall calls in a row: more than the 15 s default.
describe('PlayHost', { timeout: 120_000 }, () => {
  describe('when a player plays a game', () => {
    it('opens it in the sandboxed frame, and the way back shows the balance it left with', async () => {
      const { lobby, location } = await openAs('player01', '/provider/HBR');
      const play = await firstPlayable();
      const name = play.textContent ?? '';

      await userEvent.click(play);

      const frame = await screen.findByTitle(name, {}, WAIT);
      expect(frame.tagName).toBe('IFRAME');
      expect(frame.getAttribute('sandbox')).toBe(GAME_FRAME_SANDBOX);
      expect(new URL(frame.getAttribute('src')!).pathname).toMatch(/^\/play\//);
      expect(location.current().href).toMatch(/^\/game\//);
      // Not a demo: no demo mark, and the bar shows the player's balance.
      expect(screen.queryByText('Demo')).toBeNull();
      expect(screen.getByText(/^Balance: R\$\s1\.000,00$/)).toBeTruthy();

      // The game spent some of it.
      await hall.control.users.set('demo', 'player01', { gameGold: 750 });
      await userEvent.click(screen.getByRole('button', { name: 'Back to lobby' }));

      await waitFor(() => expect(screen.queryByTitle(name)).toBeNull(), WAIT);
      expect(lobby.store.getState().game.open).toBeUndefined();
      const balance = await (await header()).findByRole('group', { name: 'Balance' }, WAIT);
      await waitFor(() => expect(balance.textContent).toMatch(/R\$\s750,00/), WAIT);
    });
  });

  describe('when the balance is below the game’s minimum', () => {
    it('offers a deposit, and "Deposit" asks the cashier with the minimum', async () => {
      const { lobby } = await openAs('newbie01', '/provider/JDE');
      const asked: LobbyEvents['depositRequested'][] = [];
      lobby.events.on('depositRequested', (payload) => asked.push(payload));

      await userEvent.click(await firstPlayable());

      const offer = await screen.findByRole('dialog', { name: 'Top up to play' }, WAIT);
      expect(offer.textContent).toMatch(/at least R\$\s[\d.]+,00\. Your balance is R\$\s0,00\./);
      expect(document.querySelector('iframe')).toBeNull();
      await userEvent.click(within(offer).getByRole('button', { name: 'Deposit' }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Top up to play' })).toBeNull(), WAIT);
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatchObject({ reason: 'minimumEntryBalance' });
      // Jade Table's games need at least the provider's 10.
      expect(asked[0]!.minimumEntryBalance).toBeGreaterThanOrEqual(10);
      expect(lobby.store.getState().game.open).toBeUndefined();
    });
  });
});

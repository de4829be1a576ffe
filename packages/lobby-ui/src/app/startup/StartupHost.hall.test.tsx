// The start-up pop-ups in the lobby app, on the reference hall server in jsdom: a new player sees
// them one at a time in spec order and claims from them; nothing shows off the home page until
// the player comes back to it; the pay modal holds the sequence; a player whose password support
// reset must set a new one before anything else.
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HALL_WAIT } from '../test-support/hall-app-suite';
import { hallReactLobby, renderableApp } from '../test-support/test-app';

let hall: TestHall;
const lobbies: ReactLobby[] = [];

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(() => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
});
afterAll(() => hall.close());

async function open(path: string, who: { login: string } | { register: string }) {
  const lobby = hallReactLobby(hall, path, { WebSocket: null, BroadcastChannel: null, share: false });
  lobbies.push(lobby);
  await lobby.boot();
  const outcome =
    'login' in who
      ? await lobby.session.login({ username: who.login, password: SEED_PASSWORD })
      : await lobby.session.register({ username: who.register, password: 'Harbor2024' });
  if (!outcome.ok) throw new Error('the session did not start');
  const app = renderableApp(lobby, path, { startupPopups: true, storage: memoryStorage() });
  render(app.element);
  return { lobby, ...app };
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name }, HALL_WAIT);
/** Closes each start-up pop-up as it shows until the one named `name`, which it answers. */
async function closeUntil(name: string) {
  for (let closed = 0; closed < 14; closed++) {
    const current = await screen.findByRole('dialog', {}, HALL_WAIT);
    const wanted = screen.queryByRole('dialog', { name });
    if (wanted) return wanted;
    await userEvent.click(within(current).getAllByRole('button', { name: /close/i })[0]!);
    await waitFor(() => expect(current.isConnected).toBe(false), HALL_WAIT);
  }
  throw new Error(`no pop-up named ${name}`);
}

const gone = (name: string | RegExp) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull(), HALL_WAIT);

describe('StartupHost', () => {
  describe('when a new player lands on the home page', () => {
    it(
      'shows the pop-ups one at a time, in order, and a daily reward is claimed once',
      { timeout: 90_000 },
      async () => {
        const user = userEvent.setup();
        const username = `popups${Date.now() % 1_000_000}`;
        await open('/', { register: username });

        const recharge = await screen.findByRole('region', { name: 'Your account is ready' }, HALL_WAIT);
        expect(screen.queryAllByRole('dialog')).toHaveLength(0);
        await user.click(within(recharge).getByRole('button', { name: /later|close|not now/i }));

        const frames = await dialog(/notice|welcome/i);
        await user.click(within(frames).getAllByRole('button', { name: /close/i })[0]!);
        await gone(/notice|welcome/i);

        const cut = await dialog(/new player/i);
        await user.click(within(cut).getByRole('button', { name: 'Draw' }));
        expect(await within(cut).findByText(/you drew/i, {}, HALL_WAIT)).toBeTruthy();
        expect(within(cut).getByText('Draws left: 2')).toBeTruthy();
        await user.click(within(cut).getAllByRole('button', { name: /close/i })[0]!);

        // The rest shows in its turn: the lucky draw, the first deposit offer, the task lists.
        await user.click(
          within(await dialog(/chop once, win 50/i)).getAllByRole('button', { name: /close/i })[0]!,
        );
        await user.click(
          within(await dialog('First deposit bonus')).getAllByRole('button', { name: /close/i })[0]!,
        );
        await user.click(
          within(await dialog('New player rewards')).getAllByRole('button', { name: /close/i })[0]!,
        );

        const daily = await dialog('Daily tasks');
        const claim = within(daily).getAllByRole('button', { name: /claim/i })[0]!;
        await user.click(claim);
        expect(await within(daily).findAllByText('Claimed', {}, HALL_WAIT)).not.toHaveLength(0);
        const credited = await hall.control.requests.list({ route: 'taskGetPrize' });
        expect(credited.filter((entry) => entry.handled > 0)).toHaveLength(1);
      },
    );
  });

  describe('when the first deposit offer leads to the pay modal', () => {
    it(
      'holds the pop-ups while the pay modal is open, and goes on once it closes',
      { timeout: 90_000 },
      async () => {
        const user = userEvent.setup();
        await open('/', { login: 'newbie01' });
        // The pop-ups before the offer, closed as they come.
        const offer = await closeUntil('First deposit bonus');
        await user.click(within(offer).getAllByRole('button', { name: /deposit/i })[0]!);
        const pay = await dialog(/deposit/i);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(screen.getAllByRole('dialog')).toEqual([pay]);

        await user.keyboard('{Escape}');

        expect(await dialog('New player rewards')).toBeTruthy();
      },
    );
  });

  describe('when the player is on another page', () => {
    it('shows nothing there, and the sequence when they come home', { timeout: 60_000 }, async () => {
      const { location } = await open('/search', { login: 'player01' });
      await screen.findByRole('searchbox', {}, HALL_WAIT);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(screen.queryAllByRole('dialog')).toHaveLength(0);

      act(() => location.push('/'));

      expect(await dialog(/notice|welcome/i)).toBeTruthy();
    });
  });

  describe("when support reset the player's password", () => {
    it(
      'asks for a new one first, with no way to put it off, and goes on once it is changed',
      { timeout: 90_000 },
      async () => {
        const user = userEvent.setup();
        const { lobby } = await open('/', { login: 'reset01' });
        const change = await dialog('Change password');
        // Forced: no close button, and Escape leaves it open.
        expect(within(change).queryByRole('button', { name: /close/i })).toBeNull();
        await user.keyboard('{Escape}');
        expect(change.isConnected).toBe(true);
        expect(within(change).getByRole('button', { name: 'Log out' })).toBeTruthy();
        await expectNoAxeViolations();

        await user.type(within(change).getByLabelText('Current password'), 'Wrong1234');
        await user.type(within(change).getByLabelText('New password'), 'Harbor2024');
        await user.type(within(change).getByLabelText('Confirm password'), 'Harbor2024');
        await user.click(within(change).getByRole('button', { name: 'Change password' }));
        expect(
          await within(change).findByText('The current password is incorrect', {}, HALL_WAIT),
        ).toBeTruthy();

        const current = within(change).getByLabelText('Current password');
        await user.clear(current);
        await user.type(current, SEED_PASSWORD);
        await user.click(within(change).getByRole('button', { name: 'Change password' }));
        await gone('Change password');
        const { session } = lobby.store.getState();
        expect(session.status === 'player' && session.account.must_change_password).toBe(false);
        // The sequence goes on with the next pop-up.
        expect(await dialog(/notice|welcome/i)).toBeTruthy();
      },
    );
  });
});

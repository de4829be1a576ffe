// The session wired into the app, on the reference hall server in jsdom: log in from the
// header, a wrong password next to its field, sign up then logged in, log out after the
// confirmation, a visitor's "Play" that continues to the game after the login, spec §5's
// landing rule, and the sessions that end without the player asking.
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { hallReactLobby, renderableApp } from '../test-support/test-app';

// Real hall calls on a loaded machine (a sign-up is a registration, then a fast login): generous.
// CI runs these beside every other package's tests on two cores: a log-in with its weak-password
// warning once took over 30 s there.
const WAIT = { timeout: 60_000 };
let hall: TestHall;
const lobbies: ReactLobby[] = [];

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.faults.clear();
  await hall.control.sites.set('demo', { captcha: null });
  await hall.control.sessions.expire({ siteCode: 'demo', username: 'player01' });
});
afterAll(() => hall.close());

function open(path: string, { autoOpenAuth = false } = {}) {
  // No notice channel or tabs here: the dialogs read the session's state, whatever ended it.
  const lobby = hallReactLobby(hall, path, { WebSocket: null, BroadcastChannel: null, share: false });
  lobbies.push(lobby);
  const app = renderableApp(lobby, path, { autoOpenAuth });
  render(app.element);
  return { lobby, ...app };
}

const password = (dialog: HTMLElement, name = 'Password') =>
  within(dialog).getByLabelText<HTMLInputElement>(name, { selector: 'input' });

/** Fills the open log-in modal and sends it. */
async function submitLogIn(dialog: HTMLElement, username: string, secret: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(password(dialog), secret);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

/** "Log in" in the header, the form sent. */
async function tryLogIn(username: string, secret: string) {
  await userEvent.click(await (await header()).findByRole('button', { name: 'Log in' }, WAIT));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' }, WAIT);
  await submitLogIn(dialog, username, secret);
  return dialog;
}

/** The seeded player's password scores below 2: the modal says so before it closes. */
async function dismissWeakPassword() {
  const weak = await screen.findByRole('dialog', { name: 'Your password is weak' }, WAIT);
  await userEvent.click(within(weak).getByRole('button', { name: 'Got it' }));
}

async function logIn() {
  await tryLogIn('player01', SEED_PASSWORD);
  await dismissWeakPassword();
}

/**
 * The page's header. Queries start there: the home below holds hundreds of game buttons, and
 * naming each one on every retry is slow in jsdom on a loaded machine.
 */
const header = async () => within(await screen.findByRole('banner', {}, WAIT));
const balance = async () => (await header()).findByRole('group', { name: 'Balance' }, WAIT);

// Each journey waits on real hall calls, several in a row: more than the 15 s default on a loaded machine.
describe('SessionHost', { timeout: 240_000 }, () => {
  describe('when a visitor logs in from the header', () => {
    it('closes the modal and shows the balance and the user menu in place of the buttons', async () => {
      open('/');
      await logIn();

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull(), WAIT);
      expect((await balance()).textContent).toMatch(/R\$\s1\.000,00/);
      expect((await header()).getByRole('button', { name: 'Account menu for player01' })).toBeTruthy();
      expect((await header()).queryByRole('button', { name: 'Sign up' })).toBeNull();
    });
  });

  describe('when the password is wrong', () => {
    it('says so next to the password and stays a visitor', async () => {
      const { lobby } = open('/');
      const dialog = await tryLogIn('player01', 'Wrong1234');

      await waitFor(() => expect(password(dialog).getAttribute('aria-invalid')).toBe('true'), WAIT);
      const described = password(dialog).getAttribute('aria-describedby') ?? '';
      expect(described).not.toBe('');
      expect(document.getElementById(described.split(' ').at(-1)!)?.textContent).not.toBe('');
      expect(lobby.store.getState().session.kind).toBe('visitor');
    });
  });

  describe('when the hall asks for the security check at login', () => {
    it('shows the puzzle in the modal, and a wrong answer says so there and stays a visitor', async () => {
      await hall.control.sites.set('demo', { captcha: { code: 1119, routes: ['login'] } });
      const { lobby } = open('/');
      const dialog = await tryLogIn('player01', SEED_PASSWORD);

      const slider = await within(dialog).findByRole('slider', { name: 'Puzzle piece position' }, WAIT);
      expect(within(dialog).getByText(/Slide the piece into the gap/)).toBeTruthy();
      slider.focus();
      await userEvent.keyboard('{Enter}');

      await waitFor(
        () => expect(within(dialog).queryByRole('slider', { name: 'Puzzle piece position' })).toBeNull(),
        WAIT,
      );
      expect(await within(dialog).findByText(/Verification failed/, {}, WAIT)).toBeTruthy();
      expect(lobby.store.getState().session.kind).toBe('visitor');
    });
  });

  describe('when the account needs the extra login verification', () => {
    it('asks for the code sent at login, refuses a wrong one next to the field, then is a player', async () => {
      open('/');
      await tryLogIn('verify01', SEED_PASSWORD);
      await dismissWeakPassword();

      const verify = await screen.findByRole('dialog', { name: 'Confirm it’s you' }, WAIT);
      const sent = (await hall.control.outbox())
        .filter((entry) => entry.purpose === 'loginVerify' && entry.to === 'verify01@example.com')
        .at(-1)!.code;
      const field = within(verify).getByRole('textbox', { name: 'Verification code' });
      await userEvent.type(field, sent === '000000' ? '111111' : '000000');
      await userEvent.click(within(verify).getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'), WAIT);

      await userEvent.clear(field);
      await userEvent.type(field, `${sent}{Enter}`);

      expect(
        await (await header()).findByRole('button', { name: 'Account menu for verify01' }, WAIT),
      ).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('when a visitor signs up', () => {
    it('is logged in as the new account', async () => {
      open('/');
      const name = `new${Date.now() % 1_000_000_000}`;
      await userEvent.click(await (await header()).findByRole('button', { name: 'Sign up' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Sign up' }, WAIT);
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), name);
      await userEvent.type(password(dialog), 'Harbor2024');
      await userEvent.type(password(dialog, 'Confirm password'), 'Harbor2024');
      await userEvent.click(within(dialog).getByRole('checkbox'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));

      expect(
        await (await header()).findByRole('button', { name: `Account menu for ${name}` }, WAIT),
      ).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Sign up' })).toBeNull();
    });
  });

  describe('when a player logs out', () => {
    it('asks first, then the header is a visitor’s again', async () => {
      const { lobby, location } = open('/?cid=8001&gameCategoryId=5');
      await logIn();
      const menu = await (await header()).findByRole('button', { name: 'Account menu for player01' }, WAIT);

      await userEvent.click(menu);
      await userEvent.click((await header()).getByRole('menuitem', { name: 'Log out' }));
      const confirm = await screen.findByRole('dialog', { name: 'Log out?' }, WAIT);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log out?' })).toBeNull());
      expect(lobby.store.getState().session.kind).toBe('player');

      await userEvent.click(menu);
      await userEvent.click((await header()).getByRole('menuitem', { name: 'Log out' }));
      const again = await screen.findByRole('dialog', { name: 'Log out?' }, WAIT);
      await userEvent.click(within(again).getByRole('button', { name: 'Log out' }));

      expect(await (await header()).findByRole('button', { name: 'Sign up' }, WAIT)).toBeTruthy();
      expect(lobby.store.getState().session.kind).toBe('visitor');
      // Back at the root with only the allow-listed parameters.
      await waitFor(() => expect(location.current().href).toBe('/?cid=8001'));
    });
  });

  describe('when a visitor plays a real-money game', () => {
    it('opens the log-in modal, and after the login asks for that game again', async () => {
      const { lobby } = open('/');
      const play = vi.spyOn(lobby, 'play');
      const [card] = await screen.findAllByRole('button', { name: /^Play (?!demo)/ }, WAIT);
      await userEvent.click(card!);
      expect(play).toHaveBeenCalledTimes(1);
      const game = play.mock.calls[0]![0];

      await submitLogIn(
        await screen.findByRole('dialog', { name: 'Log in' }, WAIT),
        'player01',
        SEED_PASSWORD,
      );
      await dismissWeakPassword();

      await waitFor(() => expect(play).toHaveBeenCalledTimes(2), WAIT);
      expect(play.mock.calls[1]![0]).toEqual(game);
      expect(lobby.store.getState().session.kind).toBe('player');
      // The player is not asked to log in a second time.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    });
  });

  describe('when the landing URL is an agent’s register link', () => {
    it('opens the sign-up by itself', async () => {
      open('/?cid=8001&type=register', { autoOpenAuth: true });
      expect(await screen.findByRole('dialog', { name: 'Sign up' }, WAIT)).toBeTruthy();
    });
  });

  describe('when the landing URL is a link of another type on a site with the switch on', () => {
    it('keeps the modal shut', async () => {
      open('/?cid=8001&type=login', { autoOpenAuth: true });
      await screen.findByRole('tablist', { name: 'Game categories' }, WAIT);
      await (await header()).findByRole('button', { name: 'Sign up' }, WAIT);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('when the token expires', () => {
    it('offers to log in again, keeping the page', async () => {
      // A page other than the home's first tab, and a small one: the 2,000 slots of
      // gameCategoryId=3 kept jsdom rendering so long on a loaded machine that the log-in's answer
      // waited over a minute behind it.
      const { location } = open('/?gameCategoryId=5');
      await logIn();
      await balance();
      // The hall answers the next user call with -1.
      await hall.control.faults.add({ kind: 'code', route: 'homeGold', code: -1, times: 1 });

      // A refresh joins a balance call already on its way (the header's own, after the log-in),
      // which the fault does not meet: the player taps again until a call meets it.
      await waitFor(
        async () => {
          const refresh = (await header()).queryByRole('button', { name: 'Refresh balance' });
          if (refresh && !screen.queryByRole('dialog', { name: 'Session expired' }))
            await userEvent.click(refresh);
          expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeTruthy();
        },
        { ...WAIT, interval: 1000 },
      );
      const ended = screen.getByRole('dialog', { name: 'Session expired' });
      expect(location.current().href).toBe('/?gameCategoryId=5');
      await userEvent.click(within(ended).getByRole('button', { name: 'Log in again' }));
      expect(await screen.findByRole('dialog', { name: 'Log in' }, WAIT)).toBeTruthy();
    });
  });

  describe('when the account enters a game on another client (1401)', () => {
    it('says so with that device’s model', async () => {
      const { lobby } = open('/');
      await logIn();
      await balance();
      await hall.control.faults.add({
        kind: 'code',
        route: 'homeGold',
        code: 1401,
        times: 1,
        data: { deviceModel: 'Galaxy S24', token: 'st-the-other-client' },
      });

      await userEvent.click((await header()).getByRole('button', { name: 'Refresh balance' }));

      const dialog = await screen.findByRole('dialog', { name: 'Logged in on another device' }, WAIT);
      expect(dialog.textContent).toContain('Galaxy S24');
      expect(lobby.store.getState().session.kind).toBe('visitor');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});

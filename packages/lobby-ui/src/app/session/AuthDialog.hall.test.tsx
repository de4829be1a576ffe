// The log-in / sign-up modal wired to the session, on the reference hall server in jsdom: the
// site's strong-password rule checks a sign-up's password before it is sent (siam has it on),
// wrong answers to the security check reach the captcha restriction, counted down in the modal,
// the modal is as wide as the app's platform asks (spec §2: 550 px on the web, else 600), and a
// visitor signs up by phone with the code the hall sent, the phone then bound to the account.
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { hallReactLobby, renderableApp } from '../test-support/test-app';

// Real hall calls on a loaded machine: generous.
const WAIT = { timeout: 60_000 };
let hall: TestHall;
const lobbies: ReactLobby[] = [];

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.sites.set('demo', { captcha: null });
});
afterAll(() => hall.close());

/** The app on a lobby of the hall's `siteCode`, landing on `path`, on the web unless `platformType` says. */
function open(siteCode: string, path: string, platformType?: number) {
  const lobby = hallReactLobby(
    hall,
    path,
    { WebSocket: null, BroadcastChannel: null, share: false },
    { siteCode, ...(platformType === undefined ? {} : { platformType }) },
  );
  lobbies.push(lobby);
  const app = renderableApp(lobby, path);
  render(app.element);
  return { lobby, ...app };
}

/**
 * The page's header. Queries start there: the home below holds hundreds of game buttons, and
 * naming each one on every retry is slow in jsdom on a loaded machine.
 */
const header = async () => within(await screen.findByRole('banner', {}, WAIT));
const password = (dialog: HTMLElement) =>
  within(dialog).getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

// Each journey waits on real hall calls, several in a row: more than the 15 s default on a loaded machine.
describe('AuthDialog', { timeout: 240_000 }, () => {
  describe('when a visitor signs up on a site whose strong-password rule is on', () => {
    it('says what the site’s rule misses next to the password once it is left, before anything is sent', async () => {
      // siam asks for an uppercase letter, a lowercase one and a digit, 8 characters at least.
      open('siam', '/?lang=en_US');
      await userEvent.click(await (await header()).findByRole('button', { name: 'Sign up' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Sign up' }, WAIT);

      // Letters and digits, 10 characters: the strict rule lets it through, siam's does not.
      await userEvent.type(password(dialog), 'harbor2024');
      await userEvent.tab();

      await waitFor(() => expect(password(dialog).getAttribute('aria-invalid')).toBe('true'), WAIT);
      expect(descriptionOf(password(dialog))).toContain('Password must contain an uppercase letter');
      expect(await hall.control.requests.list({ route: 'register' })).toEqual([]);
    });
  });

  describe('when the answers to the security check at login keep being wrong', () => {
    it('counts the restriction down in the modal and holds the log-in', async () => {
      // An address of its own: the restriction is per site and IP.
      await hall.control.sites.set('demo', {
        clientIp: '198.51.100.90',
        captcha: { code: 1124, routes: ['login'] },
      });
      const { lobby } = open('demo', '/');
      await userEvent.click(await (await header()).findByRole('button', { name: 'Log in' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Log in' }, WAIT);
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player01');
      await userEvent.type(password(dialog), SEED_PASSWORD);

      // The hall restricts at the fifth wrong answer in a row (error_12).
      for (let round = 1; round <= 5; round++) {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
        const slider = await within(dialog).findByRole('slider', { name: 'Puzzle piece position' }, WAIT);
        slider.focus();
        // The piece where it starts: never the gap.
        await userEvent.keyboard('{Enter}');
        await waitFor(
          () => expect(within(dialog).queryByRole('slider', { name: 'Puzzle piece position' })).toBeNull(),
          WAIT,
        );
        if (round < 5) expect(await within(dialog).findByText(/Verification failed/, {}, WAIT)).toBeTruthy();
      }

      const timer = await within(dialog).findByRole('timer', {}, WAIT);
      const [, seconds] =
        /^Too many verification attempts\. Please try again in (\d+) seconds\.$/.exec(
          timer.textContent ?? '',
        ) ?? [];
      expect(Number(seconds)).toBeGreaterThan(0);
      expect(Number(seconds)).toBeLessThanOrEqual(60);
      const logIn = within(dialog).getByRole('button', { name: 'Log in' });
      expect(logIn.getAttribute('aria-disabled')).toBe('true');

      const sent = (await hall.control.requests.list({ route: 'login' })).length;
      await userEvent.click(logIn);
      expect(within(dialog).queryByRole('slider', { name: 'Puzzle piece position' })).toBeNull();
      expect((await hall.control.requests.list({ route: 'login' })).length).toBe(sent);
      expect(lobby.store.getState().session.kind).toBe('visitor');
    });
  });

  describe('when the lobby runs as an app rather than on the web', () => {
    it.each([
      [undefined, '550px'],
      [6, '600px'],
    ])('platform type %s: the log-in modal is %s wide', async (platformType, width) => {
      open('demo', '/?lang=en_US', platformType);
      await userEvent.click(await (await header()).findByRole('button', { name: 'Log in' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Log in' }, WAIT);
      expect(dialog.style.getPropertyValue('--lk-modal-width')).toBe(width);
    });
  });

  describe('when a visitor signs up by phone', () => {
    it('sends the code, counts down to the next one, and signs up with the phone bound', async () => {
      const { lobby } = open('demo', '/?lang=en_US');
      await userEvent.click(await (await header()).findByRole('button', { name: 'Sign up' }, WAIT));
      const dialog = await screen.findByRole('dialog', { name: 'Sign up' }, WAIT);
      await userEvent.click(await within(dialog).findByRole('tab', { name: 'Phone' }, WAIT));
      // The dialling prefixes arrive after the modal opened: typing starts once they are there.
      await within(dialog).findByRole('option', { name: '+55 Brasil' }, WAIT);

      const national = `11${String(Date.now() % 1e9).padStart(9, '0')}`;
      const username = `ph${national.slice(-8)}`;
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
      await userEvent.type(password(dialog), 'Harbor2024');
      await userEvent.type(
        within(dialog).getByLabelText('Confirm password', { selector: 'input' }),
        'Harbor2024',
      );
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), national);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
      // The next code waits its minute.
      expect(await within(dialog).findByRole('button', { name: /^Resend in \d+ ?s/ }, WAIT)).toBeTruthy();
      const sent = (await hall.control.outbox()).filter((entry) => entry.purpose === 'register').at(-1)!;
      expect(sent.to).toMatch(new RegExp(`^\\+\\d{1,4}${national}$`));

      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), sent.code);
      await userEvent.click(within(dialog).getByRole('checkbox'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
      await waitFor(() => expect(lobby.store.getState().session.kind).toBe('player'), WAIT);
      expect((await hall.control.users.get('demo', username))['phone']).toMatch(/^\+\d{2}\*\*\*/);
    });
  });
});

// The log-in modal's phone and e-mail tabs wired to the session, on the reference hall server in
// jsdom: the site's tabs and dialling prefixes, a log-in by phone, the tab remembered after a log
// out, a log-in by e-mail, and each refusal next to its field.
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { hallReactLobby, renderableApp } from '../test-support/test-app';

// Real hall calls on a loaded machine: generous.
const WAIT = { timeout: 30_000 };
let hall: TestHall;
const lobbies: ReactLobby[] = [];

beforeAll(async () => {
  hall = await startTestHall();
});
// Failed log-ins also count per IP: each test comes from an address of its own (Brazil's
// documentation range), so one test's failures never ask another for a captcha.
let nextHost = 30;
beforeEach(async () => {
  await hall.control.sites.set('demo', { clientIp: `198.51.100.${nextHost++}` });
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.sessions.expire({ siteCode: 'demo', username: 'contact01' });
});
afterAll(() => hall.close());

function open(path = '/') {
  const lobby = hallReactLobby(hall, path, { WebSocket: null, BroadcastChannel: null, share: false });
  lobbies.push(lobby);
  const app = renderableApp(lobby, path);
  render(app.element);
  return { lobby, ...app };
}

const header = async () => within(await screen.findByRole('banner', {}, WAIT));
const password = (dialog: HTMLElement) =>
  within(dialog).getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function openLogIn() {
  await userEvent.click(await (await header()).findByRole('button', { name: 'Log in' }, WAIT));
  return screen.findByRole('dialog', { name: 'Log in' }, WAIT);
}

/** The phone tab, its prefix list there (the hall's SMS countries), filled and sent. */
async function sendByPhone(dialog: HTMLElement, phone: string, secret: string, areaCode = '+55') {
  await userEvent.click(await within(dialog).findByRole('tab', { name: 'Phone' }, WAIT));
  const prefix = await within(dialog).findByRole('combobox', { name: 'Country code' }, WAIT);
  await userEvent.selectOptions(prefix, areaCode);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), phone);
  await userEvent.type(password(dialog), secret);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

/** The seeded password scores below 2: the modal says so before it closes. */
async function dismissWeakPassword() {
  const weak = await screen.findByRole('dialog', { name: 'Your password is weak' }, WAIT);
  await userEvent.click(within(weak).getByRole('button', { name: 'Got it' }));
}

async function logOut(username: string) {
  await userEvent.click(
    await (await header()).findByRole('button', { name: `Account menu for ${username}` }, WAIT),
  );
  await userEvent.click((await header()).getByRole('menuitem', { name: 'Log out' }));
  const confirm = await screen.findByRole('dialog', { name: 'Log out?' }, WAIT);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Log out' }));
  await (await header()).findByRole('button', { name: 'Log in' }, WAIT);
}

describe('the log-in by phone and by e-mail', { timeout: 120_000 }, () => {
  describe('when a visitor logs in by phone, logs out, and logs in by e-mail', () => {
    it('is the player each time, and the modal opens again on the phone tab', async () => {
      const { lobby } = open();
      const dialog = await openLogIn();
      // The tabs come with the system status the boot asked for.
      await within(dialog).findByRole('tab', { name: 'Phone' }, WAIT);
      expect(
        within(dialog)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Account', 'Phone', 'Email']);

      await sendByPhone(dialog, '11912345678', SEED_PASSWORD);
      await dismissWeakPassword();
      expect(
        await (await header()).findByRole('button', { name: 'Account menu for contact01' }, WAIT),
      ).toBeTruthy();

      await logOut('contact01');
      const again = await openLogIn();
      expect(within(again).getByRole('tab', { name: 'Phone', selected: true })).toBeTruthy();

      await userEvent.click(within(again).getByRole('tab', { name: 'Email' }));
      await userEvent.type(
        within(again).getByRole('textbox', { name: 'Email address' }),
        'contact01@example.com',
      );
      await userEvent.type(password(again), `${SEED_PASSWORD}{Enter}`);
      await dismissWeakPassword();
      expect(
        await (await header()).findByRole('button', { name: 'Account menu for contact01' }, WAIT),
      ).toBeTruthy();
      expect(lobby.store.getState().session.kind).toBe('player');
    });
  });

  describe('when the phone number is bound to no account', () => {
    it('says so next to the phone number and stays a visitor', async () => {
      const { lobby } = open();
      const dialog = await openLogIn();
      await sendByPhone(dialog, '11900000000', SEED_PASSWORD);

      const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
      await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'), WAIT);
      expect(descriptionOf(phone)).toBe('no account has this phone number bound');
      expect(password(dialog).getAttribute('aria-invalid')).toBeNull();
      expect(lobby.store.getState().session.kind).toBe('visitor');
    });
  });

  describe('when the password of a log-in by phone is wrong', () => {
    it('says so next to the password, from the country picked', async () => {
      const { lobby } = open();
      const dialog = await openLogIn();
      await sendByPhone(dialog, '11912345678', 'Wrong1234');

      await waitFor(() => expect(password(dialog).getAttribute('aria-invalid')).toBe('true'), WAIT);
      expect(descriptionOf(password(dialog))).toBe('wrong password');
      const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
      expect(phone.getAttribute('aria-invalid')).toBeNull();
      expect(lobby.store.getState().session.kind).toBe('visitor');

      // The same number under Portugal's prefix is another number: bound to no one.
      await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Country code' }), '+351');
      await userEvent.clear(password(dialog));
      await userEvent.type(password(dialog), `${SEED_PASSWORD}{Enter}`);
      await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'), WAIT);
    });
  });
});

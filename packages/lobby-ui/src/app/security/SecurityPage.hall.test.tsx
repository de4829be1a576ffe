// The security page and the forced-binding dialog wired into the app, on the reference hall
// server in jsdom: a player links an e-mail address with the code the hall sent, a player
// changes the login password from the list (and logs in with the new one), a player
// excludes themself and is home as a visitor with the end date said, the footer's self-exclusion
// link gives a visitor the log-in modal and a player the form, a player over the site's
// large-amount limit gets the forced-binding dialog after logging in and it closes once bound,
// and a visitor is asked to log in.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HALL_WAIT, hallAppSuite } from '../test-support/hall-app-suite';

const WAIT = HALL_WAIT;
const suite = hallAppSuite();
const { openAs } = suite;

/** The last code the hall "sent" to `to`. */
async function codeSentTo(to: string): Promise<string> {
  let code: string | undefined;
  await waitFor(async () => {
    const sent = (await suite.hall().control.outbox()).filter((entry) => entry.to === to);
    code = sent.at(-1)?.code;
    expect(code).toBeDefined();
  }, WAIT);
  return code!;
}

describe('SecurityPage', { timeout: 120_000 }, () => {
  describe('when a player links an e-mail address from the list', () => {
    it('sends the code, binds it and shows it bound', async () => {
      const name = `sec${Date.now() % 1_000_000_000}`;
      const address = `${name}@example.com`;
      const { location } = await openAs({ register: name }, '/security');
      const list = await screen.findByRole('list', { name: 'Account security' }, WAIT);
      expect(within(list).getByRole('button', { name: /Withdrawal password\s+Not set/ })).toBeTruthy();
      await userEvent.click(within(list).getByRole('button', { name: /Email address\s+Not linked/ }));
      expect(location.current().href).toBe('/security?current=email');

      await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }, WAIT), address);
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      const code = await codeSentTo(address);
      await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), code);
      await userEvent.click(screen.getByRole('button', { name: 'Link email address' }));
      expect(await screen.findByText(/^Email address linked\. \S+$/, {}, WAIT)).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: 'Back to account security' }));
      const again = await screen.findByRole('list', { name: 'Account security' }, WAIT);
      expect(within(again).queryByRole('button', { name: /Email address/ })).toBeNull();
    });
  });

  describe('when a player changes the login password from the list', () => {
    it('asks for the current one, takes a new one by the site rule, and the new one logs in', async () => {
      const name = `pw${Date.now() % 1_000_000_000}`;
      const { lobby, location } = await openAs({ register: name }, '/security');
      const list = await screen.findByRole('list', { name: 'Account security' }, WAIT);
      await userEvent.click(within(list).getByRole('button', { name: 'Login password' }));
      expect(location.current().href).toBe('/security?current=loginPassword');
      expect(await screen.findByRole('heading', { name: 'Change password' }, WAIT)).toBeTruthy();

      await userEvent.type(screen.getByLabelText('Current password'), 'Harbor2024');
      await userEvent.type(screen.getByLabelText('New password'), 'short');
      await userEvent.type(screen.getByLabelText('Confirm password'), 'short');
      await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
      // The site's rule, said under the field before anything is sent.
      expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');

      await userEvent.clear(screen.getByLabelText('New password'));
      await userEvent.clear(screen.getByLabelText('Confirm password'));
      await userEvent.type(screen.getByLabelText('New password'), 'Lantern2025');
      await userEvent.type(screen.getByLabelText('Confirm password'), 'Lantern2025');
      await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText('Password changed.', {}, WAIT)).toBeTruthy();

      await act(() => lobby.session.logout());
      expect(await lobby.session.login({ username: name, password: 'Harbor2024' })).toMatchObject({
        ok: false,
      });
      expect(await lobby.session.login({ username: name, password: 'Lantern2025' })).toMatchObject({
        ok: true,
      });
    });
  });

  describe('when a player excludes themself', () => {
    it('confirms twice, ends the session and says until when, at home; a log-in says it again', async () => {
      const name = `excl${Date.now() % 1_000_000_000}`;
      const { lobby, location } = await openAs({ register: name }, '/security?current=selfExclusion');
      await userEvent.click(await screen.findByRole('radio', { name: '1 week' }, WAIT));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      const confirm = await screen.findByRole('dialog', { name: /^Exclude yourself until / }, WAIT);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, exclude me' }));

      expect(
        await screen.findByText(/^You’ve excluded yourself until .+ and have been logged out\.$/, {}, WAIT),
      ).toBeTruthy();
      await waitFor(() => expect(location.current().href).toBe('/'), WAIT);
      expect(lobby.store.getState().session.kind).not.toBe('player');
      const user = await suite.hall().control.users.get('demo', name);
      expect(user['selfExcludedUntil']).toBeGreaterThan(Date.now());

      // Logging in again is refused until then, said in the player's words with the date.
      await userEvent.click(screen.getAllByRole('button', { name: 'Log in' })[0]!);
      const logIn = await screen.findByRole('dialog', { name: 'Log in' }, WAIT);
      await userEvent.type(within(logIn).getByRole('textbox', { name: 'Username' }), name);
      await userEvent.type(within(logIn).getByLabelText('Password', { exact: true }), 'Harbor2024');
      await userEvent.click(within(logIn).getByRole('button', { name: 'Log in' }));
      expect(
        await within(logIn).findByText(
          /^You’ve excluded yourself from playing until \d\d\/\d\d\/\d{4} /,
          {},
          WAIT,
        ),
      ).toBeTruthy();
    });
  });

  describe('when a player over the large-amount limit logs in without a binding', () => {
    it('shows the forced-binding dialog, which closes only once one is bound', async () => {
      await openAs({ login: 'rich01' }, '/');
      const dialog = await screen.findByRole('dialog', { name: 'Secure your account' }, WAIT);
      // No way out but binding (or logging out).
      await userEvent.keyboard('{Escape}');
      expect(dialog.isConnected).toBe(true);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Link email address' }));
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Email address' }),
        'rich01@example.com',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
      const code = await codeSentTo('rich01@example.com');
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), code);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Link email address' }));
      await waitFor(() => expect(dialog.isConnected).toBe(false), WAIT);
      await act(() => new Promise((settle) => setTimeout(settle, 300)));
      expect(screen.queryByRole('dialog', { name: 'Secure your account' })).toBeNull();
    });
  });

  describe("when the footer's self-exclusion link is followed (spec §2)", () => {
    it('gives a visitor the log-in modal where they are', async () => {
      const { location } = await openAs(undefined, '/search');
      await userEvent.click(await screen.findByRole('link', { name: 'Self-restriction' }, WAIT));
      expect(await screen.findByRole('dialog', { name: 'Log in' }, WAIT)).toBeTruthy();
      expect(location.current().href).toBe('/search');
    });

    it("takes a player to the self-exclusion form, the spec's address kept", async () => {
      const { location } = await openAs({ register: `fx${Date.now() % 1_000_000_000}` }, '/search');
      await userEvent.click(await screen.findByRole('link', { name: 'Self-restriction' }, WAIT));
      expect(await screen.findByRole('radio', { name: '1 week' }, WAIT)).toBeTruthy();
      expect(location.current().href).toBe('/forbidden-self');
    });
  });

  describe('when a visitor opens the security page', () => {
    it('asks to log in', async () => {
      await openAs(undefined, '/security');
      expect(await screen.findByText('Log in to see your account security', {}, WAIT)).toBeTruthy();
    });
  });
});

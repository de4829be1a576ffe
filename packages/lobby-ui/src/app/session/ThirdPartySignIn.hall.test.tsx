// Third-party sign-in wired into the log-in modal, on the reference hall and its fake identity
// providers in jsdom: the buttons the site's system info enables, an unknown Google account
// that becomes a prefilled sign-up and then a player, and a failed LINE sign-in with its
// contact-us button; then the same two where no window can open (a phone's in-app browser), so
// the lobby page goes to the provider and the next boot shows the answer. The provider's window
// is played by fetch (it follows the real redirect and hands the callback page's message to the
// lobby); the page itself is tested in Chromium.
import type { ThirdPartyOptions } from '@lobbykit/lobby-core';
import { callbackMessageOf, runThirdPartyCallbackPage } from '@lobbykit/lobby-core/oauth-callback';
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage, type MemoryStorage } from '@lobbykit/test-utils/storage';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webcrypto } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { hallReactLobby, renderableApp } from '../test-support/test-app';

const WAIT = { timeout: 30_000 };
let hall: TestHall;
const lobbies: ReactLobby[] = [];

beforeAll(async () => {
  hall = await startTestHall({ fakeIdentityProvider: true });
});
afterEach(() => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
});
afterAll(() => hall.close());

/** The browser's side of a sign-in: the provider's window and the page's messages. */
function providerWindow(loginHint: string, back: (location: URL) => URL = (location) => location) {
  let hear: ((message: { origin: string; data: unknown }) => void) | undefined;
  const options: ThirdPartyOptions = {
    open: () => ({
      navigate: (url) => {
        const target = new URL(url);
        target.searchParams.set('login_hint', loginHint);
        void fetch(target, { redirect: 'manual' }).then((response) => {
          const location = back(new URL(response.headers.get('location') ?? ''));
          hear?.({ origin: location.origin, data: callbackMessageOf(location.href) });
        });
      },
      closed: false,
      close: () => {},
    }),
    listen: (handler) => {
      hear = handler;
      return () => (hear = undefined);
    },
    sessionStorage: null,
    crypto: webcrypto as unknown as Crypto,
  };
  return options;
}

function open(thirdParty: ThirdPartyOptions, path = '/') {
  const lobby = hallReactLobby(hall, path, {
    WebSocket: null,
    BroadcastChannel: null,
    share: false,
    thirdParty,
  });
  lobbies.push(lobby);
  const rendered = render(renderableApp(lobby, path).element);
  return Object.assign(lobby, { unmount: rendered.unmount });
}

/**
 * A phone's in-app browser: no window opens, so the lobby page goes to the provider (its
 * sessionStorage keeps the sign-in), and `provider()` plays the round trip: the provider's
 * redirect, then the callback page's script, which stores the answer and names the lobby page
 * to load again.
 */
function inAppBrowser(loginHint: string, back: (location: URL) => URL = (location) => location) {
  const storage: MemoryStorage = memoryStorage();
  const redirects: string[] = [];
  const thirdParty: ThirdPartyOptions = {
    open: () => null,
    redirect: (url) => void redirects.push(url),
    sessionStorage: storage,
    crypto: webcrypto as unknown as Crypto,
  };
  const provider = async () => {
    const target = new URL(redirects.at(-1)!);
    target.searchParams.set('login_hint', loginHint);
    const response = await fetch(target, { redirect: 'manual' });
    const callback = back(new URL(response.headers.get('location') ?? ''));
    let next = '';
    runThirdPartyCallbackPage({
      location: { href: callback.href, origin: callback.origin, replace: (url) => void (next = url) },
      opener: null,
      sessionStorage: storage,
      close: () => undefined,
    });
    return next;
  };
  return { thirdParty, redirects, provider };
}

const header = async () => within(await screen.findByRole('banner', {}, WAIT));

async function logInDialog() {
  await userEvent.click(await (await header()).findByRole('button', { name: 'Log in' }, WAIT));
  return screen.findByRole('dialog', { name: 'Log in' }, WAIT);
}

describe('third-party sign-in in the app', { timeout: 120_000 }, () => {
  describe('when an unknown Google account signs in', () => {
    it('turns the modal into a prefilled sign-up, then the visitor is a player', async () => {
      const subject = `anna${Date.now() % 1_000_000_000}`;
      open(providerWindow(subject));
      const dialog = await logInDialog();
      // The site's buttons come with its system info, which may arrive after the modal opened.
      await within(dialog).findByRole('button', { name: 'Continue with LINE' }, WAIT);
      expect(
        within(dialog)
          .getAllByRole('button', { name: /^Continue with/ })
          .map((button) => button.textContent),
      ).toEqual(['GContinue with Google', 'FContinue with Facebook', 'LContinue with LINE']);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));

      const signUp = await screen.findByRole('dialog', { name: 'Sign up' }, WAIT);
      expect(within(signUp).getByText('Finish signing up to link your Google account.')).toBeTruthy();
      const username = within(signUp).getByRole<HTMLInputElement>('textbox', { name: 'Username' });
      expect(username.value).toBe(subject);
      const password = (name: string) => within(signUp).getByLabelText(name, { selector: 'input' });
      await userEvent.type(password('Password'), 'Harbor2024');
      await userEvent.type(password('Confirm password'), 'Harbor2024');
      await userEvent.click(within(signUp).getByRole('checkbox'));
      await userEvent.click(within(signUp).getByRole('button', { name: 'Sign up' }));

      expect(
        await (await header()).findByRole('button', { name: `Account menu for ${subject}` }, WAIT),
      ).toBeTruthy();
    });
  });

  describe('when the hall cannot finish a LINE sign-in', () => {
    it('shows the failure with a contact-us button, and "Try again" goes back to the form', async () => {
      const lobby = open(
        providerWindow('line-user-player01', (location) => {
          location.searchParams.set('code', 'line_code_forged');
          return location;
        }),
      );
      const dialog = await logInDialog();

      // The site's buttons come with its system info, which may arrive after the modal opened.
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue with LINE' }, WAIT));

      const failed = await screen.findByRole('dialog', { name: 'Sign-in failed' }, WAIT);
      expect(within(failed).getByRole('alert').textContent).toMatch(/couldn’t sign you in with LINE/);
      expect(within(failed).getByRole('button', { name: 'Contact us' })).toBeTruthy();
      await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('dialog', { name: 'Log in' }, WAIT)).toBeTruthy();
      expect(lobby.store.getState().session.kind).toBe('visitor');
    });
  });

  describe('when no window can open and an unknown Google account signs in', () => {
    it('goes to Google, and the next boot opens the prefilled sign-up', async () => {
      const subject = `bea${Date.now() % 1_000_000_000}`;
      const browser = inAppBrowser(subject);
      const leaving = open(browser.thirdParty, '/?cid=8001');
      const dialog = await logInDialog();

      await userEvent.click(
        await within(dialog).findByRole('button', { name: 'Continue with Google' }, WAIT),
      );

      await waitFor(() => expect(browser.redirects).toHaveLength(1), WAIT);
      expect(new URL(browser.redirects[0]!).pathname).toBe('/idp/google/authorize');
      // The page is leaving: the button stays busy, and no failure shows.
      expect(within(dialog).queryByRole('alert')).toBeNull();
      const back = await browser.provider();
      expect(back).toBe('/?cid=8001');
      leaving.unmount();

      open(browser.thirdParty, back);

      const signUp = await screen.findByRole('dialog', { name: 'Sign up' }, WAIT);
      expect(within(signUp).getByText('Finish signing up to link your Google account.')).toBeTruthy();
      const username = within(signUp).getByRole<HTMLInputElement>('textbox', { name: 'Username' });
      expect(username.value).toBe(subject);
    });
  });

  describe('when no window can open and the hall cannot finish a LINE sign-in', () => {
    it('shows the failure with its contact-us button on the next boot', async () => {
      const browser = inAppBrowser('line-user-player01', (location) => {
        location.searchParams.set('code', 'line_code_forged');
        return location;
      });
      const leaving = open(browser.thirdParty);
      await userEvent.click(
        await within(await logInDialog()).findByRole('button', { name: 'Continue with LINE' }, WAIT),
      );
      await waitFor(() => expect(browser.redirects).toHaveLength(1), WAIT);
      const back = await browser.provider();
      leaving.unmount();

      const lobby = open(browser.thirdParty, back);

      const failed = await screen.findByRole('dialog', { name: 'Sign-in failed' }, WAIT);
      expect(within(failed).getByRole('alert').textContent).toMatch(/couldn’t sign you in with LINE/);
      expect(within(failed).getByRole('button', { name: 'Contact us' })).toBeTruthy();
      expect(lobby.store.getState().session.kind).toBe('visitor');
    });
  });
});

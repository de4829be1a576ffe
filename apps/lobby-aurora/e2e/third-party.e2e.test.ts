// Third-party sign-in in the built aurora lobby (site siam), in Chromium, against the reference
// hall with its fake identity providers: an unknown LINE account (picked by a stand-in for
// LINE's page on an origin of its own; nothing in the browser is intercepted) comes back through
// the standalone callback page (/pages/actions/index.html?type=line, served with the lobby's
// security headers), the hall answers 100, and the modal becomes a sign-up prefilled from the
// provider that ends with a player. Then the page's origin rule: it posts only to its own
// origin, so an opener on another origin hears nothing.
import { serveTestPages } from '@lobbykit/browser';
import type { ServedLobby } from '@lobbykit/lobby-server';
import { lineSignInPage, openLobbyPage, openPopupHearing, popupClosed } from '@lobbykit/test-utils/chromium';
import { closeStartupPopups, tick } from '@lobbykit/test-utils/journeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

let served: LobbyUnderTest;
let lobby: ServedLobby;
let chromium: LobbyUnderTest['chromium'];
let elsewhere: Awaited<ReturnType<typeof serveTestPages>>;

/**
 * The pages of another origin, read on each request: `/` listens (openPopupHearing records what
 * it hears), `/line` stands in for LINE's sign-in page (set by the test that signs in).
 */
const ELSEWHERE: Record<string, string> = {
  '/': `<!doctype html><html lang="en"><head><title>Elsewhere</title></head><body>
<main><h1>Elsewhere</h1></main>
</body></html>`,
};
/** The hall's fake LINE authorize endpoint, where the stand-in page sends the window on. */
let hallAuthorize = '';

beforeAll(async () => {
  elsewhere = await serveTestPages(ELSEWHERE);
  served = await startLobbyUnderTest(['siam'], {
    fakeIdentityProvider: true,
    // The site's LINE sign-in goes to the stand-in page, from the first page's snapshot on.
    prepare: async (control, hall) => {
      hallAuthorize = new URL('/idp/line/authorize', hall.url).href;
      await control.sites.set('siam', { lineAuthorizeUrl: new URL('/line', elsewhere.url).href });
    },
  });
  ({ chromium } = served);
  lobby = served.lobbies['siam']!;
});
afterAll(async () => {
  // Chromium first: its open pages hold connections the test page server would wait for.
  await served?.close();
  await elsewhere?.close();
});

/** What the hall heard last, for a sign-in window that did not come back: the step it stalled on. */
const hallHeard = async () =>
  `the hall heard: ${(await served.control.requests.list({}))
    .slice(-12)
    .map((entry) => entry.url)
    .join(', ')}`;

describe('third-party sign-in in the aurora lobby', () => {
  describe('when an unknown LINE account continues', () => {
    it('comes back through the callback page, and signs up prefilled to a player', async () => {
      const subject = `la${Date.now() % 1_000_000_000}`;
      ELSEWHERE['/line'] = lineSignInPage({ authorizeUrl: hallAuthorize, loginHint: subject });
      const watched = await openLobbyPage(chromium.browser, lobby.url, {
        app: 'lobby-aurora',
        viewport: 'desktop',
      });
      const { page } = watched;
      await closeStartupPopups(watched);
      await page.getByRole('button', { name: 'Log in' }).first().click();
      const logIn = page.getByRole('dialog', { name: 'Log in' });
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        logIn.getByRole('button', { name: 'Continue with LINE' }).click(),
      ]);
      await popupClosed(popup, hallHeard);

      const signUp = page.getByRole('dialog', { name: 'Sign up' });
      await signUp.getByText('Finish signing up to link your LINE account.').waitFor();
      expect(await signUp.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(subject);
      await signUp.getByLabel('Password', { exact: true }).fill('Harbor2024');
      await signUp.getByLabel('Confirm password', { exact: true }).fill('Harbor2024');
      await tick(signUp.getByRole('checkbox'));
      await signUp.getByRole('button', { name: 'Sign up' }).click();

      await page.getByRole('button', { name: `Account menu for ${subject}` }).waitFor();
      await page.close();
    });
  });

  describe('when the callback page is opened by a page of another origin', () => {
    it('posts nothing it can hear, while a lobby-origin opener hears the answer', async () => {
      const callback = new URL('pages/actions/index.html?type=line&code=c-stolen&state=s-1', lobby.url).href;
      const stranger = await chromium.browser.newPage();
      await stranger.goto(elsewhere.url);
      const strangerHeard = await openPopupHearing(stranger, callback);

      const own = await chromium.browser.newPage();
      const response = await own.goto(new URL('pages/actions/index.html', lobby.url).href);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      const ownHeard = await openPopupHearing(own, callback);

      await expect
        .poll(ownHeard)
        .toEqual([
          { type: 'lobbykit:third-party-callback', provider: 'line', code: 'c-stolen', state: 's-1' },
        ]);
      expect(await strangerHeard()).toEqual([]);
      await stranger.close();
      await own.close();
    });
  });
});

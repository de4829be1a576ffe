// Third-party sign-in in the built classic lobby, in Chromium, against the reference hall with
// its fake identity providers: "Continue with LINE" opens the provider's window (a stand-in for
// LINE's page, on an origin of its own, picks the account and goes on to the hall's fake
// provider; nothing in the browser is intercepted), which comes back to the standalone callback
// page (/pages/actions/index.html?type=line, served with the lobby's security headers); the page
// posts the code to the lobby and closes, and the linked account is logged in. Then the origin rule, both ways: a message from another origin (with
// the right state even) changes nothing, and the page posts only to its own origin, so an
// opener on another origin hears nothing.
import { serveTestPages } from '@lobbykit/browser';
import {
  lineSignInPage,
  openLobbyPage,
  openPopupHearing,
  popupClosed,
  type LobbyPage,
} from '@lobbykit/test-utils/chromium';
import { closeStartupPopups } from '@lobbykit/test-utils/journeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

type Page = LobbyPage['page'];

let served: LobbyUnderTest;
let control: LobbyUnderTest['control'];
let lobby: LobbyUnderTest['lobby'];
let chromium: LobbyUnderTest['chromium'];
let elsewhere: Awaited<ReturnType<typeof serveTestPages>>;

/**
 * The pages of another origin, read on each request: `/` listens (openPopupHearing records what
 * it hears), `/line` stands in for LINE's sign-in page (each test sets how it behaves).
 */
const ELSEWHERE: Record<string, string> = {
  '/': `<!doctype html><html lang="en"><head><title>Elsewhere</title></head><body>
<main><h1>Elsewhere</h1></main>
</body></html>`,
};
/** The hall's fake LINE authorize endpoint, where the stand-in page sends the window on. */
let hallAuthorize = '';

/** LINE signs the window in as the seeded player linked to LINE; `forge` posts a forged answer first. */
const lineSignsIn = (options: { forge?: boolean } = {}) => {
  ELSEWHERE['/line'] = lineSignInPage({
    authorizeUrl: hallAuthorize,
    loginHint: 'line-user-player01',
    ...options,
  });
};

beforeAll(async () => {
  elsewhere = await serveTestPages(ELSEWHERE);
  served = await startLobbyUnderTest({
    fakeIdentityProvider: true,
    // The site's LINE sign-in goes to the stand-in page, from the first page's snapshot on.
    prepare: async (hallControl, hall) => {
      hallAuthorize = new URL('/idp/line/authorize', hall.url).href;
      await hallControl.sites.set('demo', { lineAuthorizeUrl: new URL('/line', elsewhere.url).href });
    },
  });
  ({ control, lobby, chromium } = served);
});
afterAll(async () => {
  // Chromium first: its open pages hold connections the test page server would wait for.
  await served?.close();
  await elsewhere?.close();
});

const loginCalls = async () =>
  (await control.requests.list({})).filter((entry) => entry.url.includes('/home/thirdPartyLogin'));

/** Logs the player out (the session is kept across pages of the browser), back to a visitor. */
async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu for player01' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
}

/** Opens the lobby (past the sign-up modal it opens on landing) and its log-in modal. */
async function logInModal(): Promise<LobbyPage> {
  const watched = await openLobbyPage(chromium.browser, lobby.url, {
    app: 'lobby-classic',
    viewport: 'desktop',
  });
  const { page } = watched;
  await closeStartupPopups(watched);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Continue with LINE' })
    .waitFor();
  return watched;
}

/** What the hall heard last, for a sign-in window that did not come back: the step it stalled on. */
const hallHeard = async () =>
  `the hall heard: ${(await control.requests.list({}))
    .slice(-12)
    .map((entry) => entry.url)
    .join(', ')}`;

describe('third-party sign-in in the classic lobby', () => {
  describe('when a player continues with LINE', () => {
    it('comes back through the callback page, served with the policy, and is logged in', async () => {
      await control.requests.clear();
      lineSignsIn();
      const callbackPolicy: string[] = [];
      const recordPolicy = (response: { url(): string; headers(): Record<string, string> }) => {
        if (response.url().includes('/pages/actions/index.html'))
          callbackPolicy.push(response.headers()['content-security-policy'] ?? '');
      };
      chromium.browser.on('response', recordPolicy);
      const signingIn = await logInModal();
      const { page } = signingIn;
      await signingIn.check('third-party-buttons');

      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Continue with LINE' }).click(),
      ]);
      await popupClosed(popup, hallHeard);

      await page.getByRole('button', { name: 'Account menu for player01' }).waitFor();
      await closeStartupPopups(signingIn);
      await signingIn.check('third-party-signed-in');
      // Back to a visitor before any assertion, so a failure here cannot spill into the next test.
      await logOut(page);
      await page.close();
      // The popup's events come on a session of their own, in no set order with the opener's.
      await expect.poll(() => callbackPolicy.length).toBe(1);
      chromium.browser.off('response', recordPolicy);
      expect(callbackPolicy[0]).toContain("script-src 'self'");
      expect(await loginCalls()).toHaveLength(1);
    });
  });

  describe('when a page of another origin posts an answer with the right state', () => {
    it('changes nothing: only the real callback signs the player in, with one call', async () => {
      await control.requests.clear();
      lineSignsIn({ forge: true });
      const signingIn = await logInModal();
      const { page } = signingIn;

      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Continue with LINE' }).click(),
      ]);
      await popupClosed(popup, hallHeard);

      // Had the forged code been taken, the hall would have refused it and the modal said so.
      await page.getByRole('button', { name: 'Account menu for player01' }).waitFor();
      const failedDialogs = await page.getByRole('dialog', { name: 'Sign-in failed' }).count();
      await closeStartupPopups(signingIn);
      await logOut(page);
      await page.close();
      expect(failedDialogs).toBe(0);
      expect(await loginCalls()).toHaveLength(1);
    });
  });

  describe('when the callback page is opened by a page of another origin', () => {
    it('posts nothing it can hear, while a lobby-origin opener hears the answer', async () => {
      const callback = new URL('pages/actions/index.html?type=line&code=c-stolen&state=s-1', lobby.url).href;
      const stranger = await chromium.browser.newPage();
      await stranger.goto(elsewhere.url);
      const strangerHeard = await openPopupHearing(stranger, callback);

      const own = await chromium.browser.newPage();
      await own.goto(new URL('pages/actions/index.html', lobby.url).href);
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

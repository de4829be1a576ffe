// The classic lobby's site status (spec §4 "Site status") in Chromium, at phone and desktop sizes
// (the two chunk-gone cases one size each),
// the hall switched through its control API: a visitor arrives during maintenance and sees the
// maintenance page over the lobby with its countdown and the customer-service link, taps "Try
// again" once the site is back and has the lobby; a newer version deployed while a visitor signs
// up asks for a reload; a page whose chunk is gone from the server asks for a reload when a newer
// version is deployed, and shows its own error otherwise; a visitor from a refused region sees the
// region page, with the area code the hall recommends, until the region is allowed; the log-in
// modal's chunk gone from the server: the start-up sign-up says so in a toast and the sequence goes
// on, and the header's "Log in" opens the modal once the chunk is back. Each state is
// `check`ed (console errors, policy, axe, the frame too). The standalone pages' XSS run is in the
// aurora app's e2e.
// Sizes: a phone in both themes, and desktop in the theme test-utils' DESKTOP_RUN_OF names.
import {
  closeStartupPopups,
  seeChunkGonePageError,
  seeChunkGoneWithNewVersion,
  seeStatusPage,
  seeUpdateOnNewVersion,
  tryStatusPageAgain,
} from '@lobbykit/test-utils/journeys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

const MAINTENANCE = 'We’re under maintenance';
const REGION = 'Not available in your region';
/** The search page's chunk, as the browser asks for it (its name carries the build's hash). */
const SEARCH_CHUNK = /\/assets\/SearchPage-[\w-]+\.js(\?lk-retry=\d+)?$/;
/** What a chunk answered 404 logs: the failed resource, and the error the page's boundary caught. */
const CHUNK_GONE_ERRORS = [/SearchPage-[\w-]+\.js/, /Failed to fetch dynamically imported module/];
/** The session's chunk: the log-in / sign-up modal and the session's dialogs. */
const SESSION_CHUNK = /\/assets\/session-chunk-[\w-]+\.js(\?lk-retry=\d+)?$/;
const SESSION_CHUNK_ERRORS = [/session-chunk-[\w-]+\.js/, /Failed to fetch dynamically imported module/];
// The language list's dialog, a chunk of its own.
const LANGUAGE_CHUNK = /\/assets\/LanguageDialog-[\w-]+\.js(\?lk-retry=\d+)?$/;
const LANGUAGE_CHUNK_ERRORS = [/LanguageDialog-[\w-]+\.js/, /Failed to fetch dynamically imported module/];

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest();
});
afterEach(async () => {
  await served.control.faults.clear();
  await served.control.sites.set('demo', {
    status: 'normal',
    end_time: null,
    online_service: null,
    clientIp: null,
    areaAllowed: null,
    minVersion: null,
  });
});
afterAll(() => served?.close());

describe('the classic lobby, the site’s status', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows the maintenance page with its countdown, then the lobby once the site is back (${viewport})`, async () => {
      await served.control.sites.set('demo', {
        status: 'maintenance',
        end_time: Math.floor(Date.now() / 1000) + 2 * 3600 + 90,
        online_service: 'https://cs.example/chat',
      });
      const lobby = await served.open('/', viewport);

      const seen = await seeStatusPage(lobby, MAINTENANCE, 'maintenance');
      expect(seen.body).toBe('We’re improving the lobby. Your account and balance are safe.');
      expect(seen.timer).toMatch(/^Back in 2:0[01]:\d\d$/);
      expect(seen.link).toBe('https://cs.example/chat');
      // Nothing behind it can be reached: the lobby is inert.
      expect(await lobby.page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(true);

      await served.control.sites.set('demo', { status: 'normal' });
      await tryStatusPageAgain(lobby, MAINTENANCE);
      await lobby.page.getByRole('button', { name: 'Log in' }).first().waitFor();
      await lobby.close();
    });
  }

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`asks to reload when a newer version is deployed while the page is open (${viewport})`, async () => {
      const lobby = await served.open('/', viewport);
      const signUp = lobby.page.getByRole('dialog', { name: 'Sign up' });
      await signUp.waitFor();
      await seeUpdateOnNewVersion(lobby, served.control, {
        siteCode: 'demo',
        // The new username's availability check meets the 999.
        nextCall: () =>
          signUp.getByRole('textbox', { name: 'Username' }).fill(`up${Date.now() % 1_000_000_000}`),
        reloaded: () => lobby.page.getByRole('button', { name: 'Log in' }).first().waitFor(),
      });
      await lobby.close();
    });
  }

  it('asks to reload when a page’s chunk is gone and a newer version is deployed, never reloading by itself (desktop)', async () => {
    const lobby = await served.open('/', 'desktop');
    expect(await closeStartupPopups(lobby)).toEqual(['Sign up']);
    await seeChunkGoneWithNewVersion(lobby, served.control, {
      chunk: SEARCH_CHUNK,
      openPage: () => lobby.page.getByRole('link', { name: 'Search' }).click(),
      expectedErrors: CHUNK_GONE_ERRORS,
    });
    await lobby.close();
  });

  it('shows the page’s own error when its chunk is gone and the version is the same, and the page once the chunk is back (phone)', async () => {
    const lobby = await served.open('/', 'phone');
    expect(await closeStartupPopups(lobby)).toEqual(['Sign up']);
    await seeChunkGonePageError(lobby, {
      chunk: SEARCH_CHUNK,
      openPage: () => lobby.page.getByRole('link', { name: 'Search' }).click(),
      pageShown: () => lobby.page.getByRole('searchbox', { name: 'Search games' }).waitFor(),
      expectedErrors: CHUNK_GONE_ERRORS,
    });
    await lobby.close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`says so when the log-in modal’s chunk is gone, lets the start-up go on, and opens it once the chunk is back (${viewport})`, async () => {
      // From the first request on: the start-up sign-up asks for the chunk too.
      await served.chromium.browser.route(SESSION_CHUNK, (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
      );
      try {
        const lobby = await served.open('/', viewport);
        const { page } = lobby;
        const notOpened = page.getByText('Check your connection and try again.');
        // The sign-up the start-up sequence opens did not download: a toast, no dialog, and the
        // sequence goes on to its end instead of waiting for a modal that never showed.
        await notOpened.first().waitFor();
        await page.locator('html[data-lobby-startup="ended"]').waitFor();
        expect(await page.getByRole('dialog', { name: 'Sign up' }).count()).toBe(0);
        await lobby.check('dialog-not-opened', { fullPage: false, expectedErrors: SESSION_CHUNK_ERRORS });

        // The chunk is back: the next tap on "Log in" downloads it again and the modal opens.
        await served.chromium.browser.unroute(SESSION_CHUNK);
        await page.getByRole('button', { name: 'Log in' }).first().click();
        const logIn = page.getByRole('dialog', { name: 'Log in' });
        await logIn.waitFor();
        await logIn.getByRole('textbox', { name: 'Username' }).waitFor();
        await lobby.check('dialog-opened-after', { fullPage: false });
        await lobby.close();
      } finally {
        await served.chromium.browser.unroute(SESSION_CHUNK);
      }
    });
  }

  it('says so when the language list’s chunk is gone, keeps the header, and opens the list once the chunk is back (phone)', async () => {
    await served.chromium.browser.route(LANGUAGE_CHUNK, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    try {
      const lobby = await served.open('/', 'phone');
      const { page } = lobby;
      expect(await closeStartupPopups(lobby)).toEqual(['Sign up']);
      const language = page.getByRole('button', { name: 'Language: English' });
      await language.click();
      // Tried twice (the second time under its own address), then a toast; the header stays.
      await page.getByText('Check your connection and try again.').first().waitFor();
      expect(await page.getByRole('dialog', { name: 'Choose a language' }).count()).toBe(0);
      await language.waitFor();
      await lobby.check('language-not-opened', { fullPage: false, expectedErrors: LANGUAGE_CHUNK_ERRORS });

      // The chunk is back: the next tap downloads it again and the list opens.
      await served.chromium.browser.unroute(LANGUAGE_CHUNK);
      await language.click();
      const list = page.getByRole('dialog', { name: 'Choose a language' });
      await list.getByRole('option', { name: 'Português' }).waitFor();
      await lobby.check('language-opened-after', { fullPage: false });
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      await lobby.close();
    } finally {
      await served.chromium.browser.unroute(LANGUAGE_CHUNK);
    }
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows the region page to a visitor from a refused region, until the region is allowed (${viewport})`, async () => {
      // 203.0.113.x is the United States on the hall's map; demo refuses it.
      await served.control.sites.set('demo', { clientIp: '203.0.113.20' });
      const lobby = await served.open('/', viewport);

      const seen = await seeStatusPage(lobby, REGION, 'region-restricted');
      expect(seen.body).toBe('Sorry, this lobby can’t be used from where you are.');
      expect(seen.note).toBe('Recommended area code: +55');

      await served.control.sites.set('demo', { areaAllowed: true });
      await tryStatusPageAgain(lobby, REGION);
      await lobby.page.getByRole('button', { name: 'Log in' }).first().waitFor();
      await lobby.close();
    });
  }
});

// The aurora lobby's site status (spec §4 "Site status") in Chromium, at phone and desktop sizes
// (the two chunk-gone cases one size each), the hall switched through its control API: a frozen
// site with no end known, then open again on
// "Try again"; a visitor from a refused region (siam refuses the United States) until the region
// is allowed; a newer version deployed while a visitor signs up asks for a reload; the search
// page's chunk gone from the server asks for a reload when a newer version is out and shows the
// page's own error when not; the log-in modal's chunk gone says so in a toast, and the modal opens
// once the chunk is back. Each state is `check`ed (console errors, policy, axe, the page's frame too). The
// standalone pages take the XSS suite through every query parameter (their script is lobby-core's,
// the same in both apps: the run is here, where the e2e lane is shorter).
// Sizes: a phone in both themes, and desktop in the theme test-utils' DESKTOP_RUN_OF names.
import { openLobbyPage, type PageCheckOptions } from '@lobbykit/test-utils/chromium';
import { launchChromium } from '@lobbykit/browser';
import {
  closeStartupPopups,
  seeChunkGonePageError,
  seeChunkGoneWithNewVersion,
  seeStatusPage,
  seeUpdateOnNewVersion,
  statusPagesUnderXss,
  tryStatusPageAgain,
} from '@lobbykit/test-utils/journeys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_IMAGE_VARIANT, startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

/** The banners' compressed variants are missing on the reference hall: the loader falls back. */
const IMAGE_FALLBACK: PageCheckOptions = { expectedErrors: [MISSING_IMAGE_VARIANT] };
const PAUSED = 'The site is paused';
const REGION = 'Not available in your region';
/** The search page's chunk, as the browser asks for it (its name carries the build's hash). */
const SEARCH_CHUNK = /\/assets\/SearchPage-[\w-]+\.js(\?lk-retry=\d+)?$/;
/** What a chunk answered 404 logs: the failed resource, and the error the page's boundary caught. */
const CHUNK_GONE_ERRORS = [
  MISSING_IMAGE_VARIANT,
  /SearchPage-[\w-]+\.js/,
  /Failed to fetch dynamically imported module/,
];
/** The session's chunk: the log-in / sign-up modal and the session's dialogs. */
const SESSION_CHUNK = /\/assets\/session-chunk-[\w-]+\.js(\?lk-retry=\d+)?$/;
const SESSION_CHUNK_ERRORS = [
  MISSING_IMAGE_VARIANT,
  /session-chunk-[\w-]+\.js/,
  /Failed to fetch dynamically imported module/,
];

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam']);
});
afterEach(async () => {
  await served.control.faults.clear();
  await served.control.sites.set('siam', {
    status: 'normal',
    end_time: null,
    clientIp: null,
    areaAllowed: null,
    minVersion: null,
  });
});
afterAll(() => served?.close());

const open = (viewport: 'phone' | 'desktop') =>
  openLobbyPage(served.chromium.browser, served.lobbies['siam']!.url, { app: 'lobby-aurora', viewport });

describe('the aurora lobby, the site’s status', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows the paused page without an end, then the lobby once the site is back (${viewport})`, async () => {
      await served.control.sites.set('siam', { status: 'frozen' });
      const lobby = await open(viewport);

      const seen = await seeStatusPage(lobby, PAUSED, 'site-paused', IMAGE_FALLBACK);
      expect(seen.timer).toBeUndefined();
      expect(seen.note).toBe('We’ll be back shortly');
      // siam's own customer service (its maintenance info's online_service).
      expect(seen.link).toBe('https://line.example/ti/p/siammoon');

      await served.control.sites.set('siam', { status: 'normal' });
      await tryStatusPageAgain(lobby, PAUSED);
      await lobby.page.getByRole('button', { name: 'Log in' }).first().waitFor();
      await lobby.close();
    });
  }

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows the region page to a visitor from a refused region, until the region is allowed (${viewport})`, async () => {
      await served.control.sites.set('siam', { clientIp: '203.0.113.21' });
      const lobby = await open(viewport);

      const seen = await seeStatusPage(lobby, REGION, 'region-restricted', IMAGE_FALLBACK);
      expect(seen.note).toBe('Recommended area code: +66');

      await served.control.sites.set('siam', { areaAllowed: true });
      await tryStatusPageAgain(lobby, REGION);
      await lobby.page.getByRole('button', { name: 'Log in' }).first().waitFor();
      await lobby.close();
    });
  }

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`asks to reload when a newer version is deployed while a visitor signs up (${viewport})`, async () => {
      const lobby = await open(viewport);
      await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
      await lobby.page.getByRole('button', { name: 'Sign up' }).first().click();
      const signUp = lobby.page.getByRole('dialog', { name: 'Sign up' });
      await signUp.getByRole('textbox', { name: 'Username' }).waitFor();
      await seeUpdateOnNewVersion(lobby, served.control, {
        siteCode: 'siam',
        // The new username's availability check meets the 999.
        nextCall: () =>
          signUp.getByRole('textbox', { name: 'Username' }).fill(`up${Date.now() % 1_000_000_000}`),
        reloaded: () => lobby.page.getByRole('button', { name: 'Log in' }).first().waitFor(),
        check: IMAGE_FALLBACK,
      });
      await lobby.close();
    });
  }

  it('asks to reload when the search page’s chunk is gone and a newer version is out, never reloading by itself (desktop)', async () => {
    const lobby = await open('desktop');
    await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
    await seeChunkGoneWithNewVersion(lobby, served.control, {
      chunk: SEARCH_CHUNK,
      openPage: () =>
        lobby.page.getByRole('complementary').getByRole('link', { name: 'Search games' }).click(),
      expectedErrors: CHUNK_GONE_ERRORS,
    });
    await lobby.close();
  });

  it('shows the page’s own error when its chunk is gone and the version is the same, and the page once it is back (phone)', async () => {
    const lobby = await open('phone');
    await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
    await seeChunkGonePageError(lobby, {
      chunk: SEARCH_CHUNK,
      openPage: () =>
        // The bottom tab bar's search.
        lobby.page.getByRole('link', { name: 'Search', exact: true }).click(),
      pageShown: () => lobby.page.getByRole('searchbox', { name: 'Search games' }).waitFor(),
      expectedErrors: CHUNK_GONE_ERRORS,
      check: IMAGE_FALLBACK,
    });
    await lobby.close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`says so when the log-in modal’s chunk is gone, and opens it once the chunk is back (${viewport})`, async () => {
      await served.chromium.browser.route(SESSION_CHUNK, (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
      );
      try {
        const lobby = await open(viewport);
        const { page } = lobby;
        // The app prompt is this browser's once: an earlier journey of the file may have had it.
        await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
        await page.getByRole('button', { name: 'Log in' }).first().click();
        // The modal did not download: a toast says so, and no dialog opens.
        await page.getByText('Check your connection and try again.').first().waitFor();
        expect(await page.getByRole('dialog', { name: 'Log in' }).count()).toBe(0);
        await lobby.check('dialog-not-opened', { fullPage: false, expectedErrors: SESSION_CHUNK_ERRORS });

        await served.chromium.browser.unroute(SESSION_CHUNK);
        await page.getByRole('button', { name: 'Log in' }).first().click();
        const logIn = page.getByRole('dialog', { name: 'Log in' });
        await logIn.getByRole('textbox', { name: 'Username' }).waitFor();
        await lobby.check('dialog-opened-after', { fullPage: false, ...IMAGE_FALLBACK });
        await lobby.close();
      } finally {
        await served.chromium.browser.unroute(SESSION_CHUNK);
      }
    });
  }

  it('runs nothing a query string carries on the standalone status pages', async () => {
    const browser = await launchChromium();
    try {
      const result = await statusPagesUnderXss(
        () => browser.browser.newPage(),
        new URL(served.lobbies['siam']!.url).origin,
      );
      console.info(
        `lobby-aurora: status pages under XSS: ${result.loads} loads of ${result.payloads} payloads, ${result.hits.length} executions`,
      );
      expect(result.hits).toEqual([]);
      // Each page: every payload framed, and the first 40 alone.
      expect(result.loads).toBe((result.payloads + 40) * 2);
    } finally {
      await browser.close();
    }
  }, 240_000);
});

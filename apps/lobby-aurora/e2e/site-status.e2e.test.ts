// The aurora lobby's site status (spec §4 "Site status") in Chromium, the hall switched through its
// control API: a frozen site with no end known, at phone and desktop sizes, then open again on
// "Try again"; a visitor from a refused region (siam refuses the United States) until the region
// is allowed. Each state is `check`ed (console errors, policy, axe, the page's frame too). The
// standalone pages take the XSS suite through every query parameter (their script is lobby-core's,
// the same in both apps: the run is here, where the e2e lane is shorter).
import { openLobbyPage, type PageCheckOptions } from '@lobbykit/test-utils/chromium';
import { launchChromium } from '@lobbykit/browser';
import { seeStatusPage, statusPagesUnderXss, tryStatusPageAgain } from '@lobbykit/test-utils/journeys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_IMAGE_VARIANT, startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

/** The banners' compressed variants are missing on the reference hall: the loader falls back. */
const IMAGE_FALLBACK: PageCheckOptions = { expectedErrors: [MISSING_IMAGE_VARIANT] };
const PAUSED = 'The site is paused';
const REGION = 'Not available in your region';

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam']);
});
afterEach(() =>
  served.control.sites.set('siam', { status: 'normal', end_time: null, clientIp: null, areaAllowed: null }),
);
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

  it('shows the region page to a visitor from a refused region, until the region is allowed', async () => {
    await served.control.sites.set('siam', { clientIp: '203.0.113.21' });
    const lobby = await open('desktop');

    const seen = await seeStatusPage(lobby, REGION, 'region-restricted', IMAGE_FALLBACK);
    expect(seen.note).toBe('Recommended area code: +66');

    await served.control.sites.set('siam', { areaAllowed: true });
    await tryStatusPageAgain(lobby, REGION);
    await lobby.page.getByRole('button', { name: 'Log in' }).first().waitFor();
    await lobby.close();
  });

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

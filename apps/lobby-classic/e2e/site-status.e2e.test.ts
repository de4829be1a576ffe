// The classic lobby's site status (spec §4 "Site status") in Chromium, at phone and desktop sizes,
// the hall switched through its control API: a visitor arrives during maintenance and sees the
// maintenance page over the lobby with its countdown and the customer-service link, taps "Try
// again" once the site is back and has the lobby; a visitor from a refused region sees the
// region page until the region is allowed. The standalone pages take the XSS suite through
// every query parameter. Each state is `check`ed (console errors, policy, axe, the frame too).
import { launchChromium } from '@lobbykit/browser';
import { seeStatusPage, statusPagesUnderXss, tryStatusPageAgain } from '@lobbykit/test-utils/journeys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

const MAINTENANCE = 'We’re under maintenance';
const REGION = 'Not available in your region';

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest();
});
afterEach(() =>
  served.control.sites.set('demo', {
    status: 'normal',
    end_time: null,
    online_service: null,
    clientIp: null,
    areaAllowed: null,
  }),
);
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

  it('shows the region page to a visitor from a refused region, until the region is allowed', async () => {
    // 203.0.113.x is the United States on the hall's map; demo refuses it.
    await served.control.sites.set('demo', { clientIp: '203.0.113.20' });
    const lobby = await served.open('/', 'phone');

    const seen = await seeStatusPage(lobby, REGION, 'region-restricted');
    expect(seen.body).toBe('Sorry, this lobby can’t be used from where you are.');
    expect(seen.note).toBe('Recommended area code: +55');

    await served.control.sites.set('demo', { areaAllowed: true });
    await tryStatusPageAgain(lobby, REGION);
    await lobby.page.getByRole('button', { name: 'Log in' }).first().waitFor();
    await lobby.close();
  });

  it('runs nothing a query string carries on the standalone status pages', async () => {
    const browser = await launchChromium();
    try {
      const result = await statusPagesUnderXss(
        () => browser.browser.newPage(),
        new URL(served.lobby.url).origin,
      );
      console.info(
        `lobby-classic: status pages under XSS: ${result.loads} loads of ${result.payloads} payloads, ${result.hits.length} executions`,
      );
      expect(result.hits).toEqual([]);
      expect(result.loads).toBe(result.payloads * 2);
    } finally {
      await browser.close();
    }
  }, 240_000);
});

// The classic lobby's site status (spec §4 "Site status") in Chromium, at phone and desktop sizes,
// the hall switched through its control API: a visitor arrives during maintenance and sees the
// maintenance page over the lobby with its countdown and the customer-service link, taps "Try
// again" once the site is back and has the lobby; a newer version deployed while a visitor signs
// up asks for a reload; a visitor from a refused region sees the region page, with the area code
// the hall recommends, until the region is allowed. Each state is `check`ed (console errors,
// policy, axe, the frame too). The standalone pages' XSS run is in the aurora app's e2e.
import { seeStatusPage, tryStatusPageAgain } from '@lobbykit/test-utils/journeys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

const MAINTENANCE = 'We’re under maintenance';
const REGION = 'Not available in your region';

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

  it('asks to reload when a newer version is deployed while the page is open', async () => {
    const lobby = await served.open('/', 'phone');
    const { page } = lobby;
    const signUp = page.getByRole('dialog', { name: 'Sign up' });
    await signUp.waitFor();
    // v4.1.141 is out: the site's version file says so, and the hall refuses older pages (999).
    await served.control.faults.add({
      route: '/op.json',
      kind: 'raw',
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ version: 'v4.1.141' }),
    });
    await served.control.sites.set('demo', { minVersion: 'v4.1.141' });

    // The visitor's next call (the new username's availability check) meets the 999.
    await signUp.getByRole('textbox', { name: 'Username' }).fill(`up${Date.now() % 1_000_000_000}`);
    const updated = page.getByRole('dialog', { name: 'The page has been updated' });
    await updated.waitFor();
    await lobby.check('page-updated', { fullPage: false });

    // The reload is the player's: the page loads again, with nothing asked of them.
    await served.control.faults.clear();
    await served.control.sites.set('demo', { minVersion: null });
    await updated.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(await updated.count()).toBe(0);
    await lobby.close();
  });

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
});

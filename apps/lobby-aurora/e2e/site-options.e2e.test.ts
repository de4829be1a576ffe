// One build of aurora, two sites of the aurora type, each with its own options from the hall's
// footer config: siam hides the footer on phones, nova hides the float bar. The layout is
// aurora's at both sizes: a side menu on desktop, a bottom tab bar on a phone.
import { openLobbyPage } from '@lobbykit/test-utils/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoHallCallBeforeFirstPaint,
  MISSING_IMAGE_VARIANT,
  startLobbyUnderTest,
  type LobbyUnderTest,
} from './served-lobby';

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam', 'nova']);
});
afterAll(() => served?.close());

const open = (siteCode: string, viewport: 'phone' | 'desktop') =>
  openLobbyPage(served.chromium.browser, served.lobbies[siteCode]!.url, { app: 'lobby-aurora', viewport });

describe('aurora on its two sites', () => {
  describe('when siam (footer hidden on phones) is opened', () => {
    it('shows the footer beside the side menu on desktop and leaves it out on a phone', async () => {
      const desktop = await open('siam', 'desktop');
      await desktop.page.getByRole('heading', { name: 'Hot games' }).waitFor();
      await desktop.page.getByRole('contentinfo').waitFor();
      expect(
        await desktop.page.getByRole('complementary').getByRole('link', { name: 'Search games' }).count(),
      ).toBe(1);
      await desktop.page.getByRole('button', { name: 'Back to top' }).waitFor();
      await desktop.page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await desktop.check('siam-footer', { expectedErrors: [MISSING_IMAGE_VARIANT] });
      await desktop.close();

      const phone = await open('siam', 'phone');
      await phone.page.getByRole('heading', { name: 'Hot games' }).waitFor();
      // The footer config (asked for after the first paint) is what hides it: wait for its answer.
      await expect
        .poll(() => phone.apiRequests.some((call) => call.url.includes('/footerConfig')))
        .toBe(true);
      await phone.page.waitForLoadState('networkidle');
      await phone.page.getByRole('button', { name: 'Back to top' }).waitFor();
      expect(await phone.page.getByRole('contentinfo').count()).toBe(0);
      expect(await phone.page.getByRole('button', { name: 'Game categories' }).isVisible()).toBe(true);
      await phone.check('siam-no-footer', { expectedErrors: [MISSING_IMAGE_VARIANT] });
      await phone.close();
    }, 60_000);
  });

  describe('when nova (float bar hidden, no demo play) is opened', () => {
    it('has no float bar at either size, and its own name and look', async () => {
      for (const viewport of ['phone', 'desktop'] as const) {
        const lobby = await open('nova', viewport);
        const { page } = lobby;
        await page.getByRole('heading', { name: 'Hot games' }).waitFor();
        await expectNoHallCallBeforeFirstPaint(lobby);
        await page.getByRole('link', { name: 'Nova Chain' }).first().waitFor();
        // The site's options come with the footer config, after the first paint; its blocks show
        // once the visitor scrolls near them.
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await page
          .getByRole('contentinfo')
          .getByText(/Only for players aged/)
          .waitFor();
        expect(await page.getByRole('button', { name: 'Back to top' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /^Play demo of / }).count()).toBe(0);
        await lobby.check('nova', { expectedErrors: [MISSING_IMAGE_VARIANT] });
        await lobby.close();
      }
    }, 60_000);
  });
});

// The aurora lobby's API lines (issue: lines the player can see) in Chromium, at phone and desktop
// sizes: "Switch line" (the footer's on a desktop; on a phone, siam hides the footer, so the
// categories sheet's) lists the measured lines and one of the hall's API domains is chosen; that
// domain goes down while a visitor checks a name to sign up with; the hall still answers, a toast
// names the line the lobby moved to, and the list shows it in use and the dead line unreachable
// until its domain is back. Each state is `check`ed (console errors, policy, axe), with a
// screenshot.
import { openLobbyPage, type PageCheckOptions } from '@lobbykit/test-utils/chromium';
import { closeStartupPopups, failOverFromDeadLine, type LineSwitchArea } from '@lobbykit/test-utils/journeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_IMAGE_VARIANT, startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

const IMAGE_FALLBACK: PageCheckOptions = { expectedErrors: [MISSING_IMAGE_VARIANT] };

/** The phone's menu: the tab bar's categories sheet. */
const categoriesSheet: LineSwitchArea = async ({ page }) => {
  await page.getByRole('button', { name: 'Categories' }).click();
  const sheet = page.getByRole('dialog', { name: 'Categories' });
  await sheet.waitFor();
  return sheet;
};

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam']);
});
afterAll(() => served?.close());

describe('the aurora lobby, its lines', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`moves off a dead line by itself, says so, and keeps working (${viewport})`, async () => {
      const lobby = await openLobbyPage(served.chromium.browser, served.lobbies['siam']!.url, {
        app: 'lobby-aurora',
        viewport,
      });
      await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });

      const { dead, moved } = await failOverFromDeadLine(lobby, served.control, {
        check: IMAGE_FALLBACK,
        area: viewport === 'phone' ? categoriesSheet : undefined,
      });
      expect(moved).not.toBe(dead);
      await lobby.close();
    });
  }
});

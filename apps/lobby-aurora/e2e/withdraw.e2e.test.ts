// A player of the aurora lobby (site siam, Thai baht) with money and no withdrawal password
// withdraws, in Chromium at phone and desktop sizes: "Withdraw" sends them to the security page,
// which warns; they set the password, come back, add a bank account and withdraw with the PIN;
// the answer is "under review", the header's balance drops once and the hall holds one
// withdrawal. Each state reached is `check`ed (console errors, policy, axe), with a screenshot.
// Sizes: a phone in both themes, and desktop in the theme test-utils' DESKTOP_RUN_OF names.
import { journeyViewports, openLobbyPage, type PageCheckOptions } from '@lobbykit/test-utils/chromium';
import { closeStartupPopups, signUpWith, withdrawAfterSettingPassword } from '@lobbykit/test-utils/journeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_IMAGE_VARIANT, startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

/** The banners' compressed variants are missing on the reference hall: the loader falls back. */
const IMAGE_FALLBACK: PageCheckOptions = { expectedErrors: [MISSING_IMAGE_VARIANT] };

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam']);
});
afterAll(() => served?.close());

describe('the aurora lobby, a first withdrawal', () => {
  for (const viewport of journeyViewports('lobby-aurora', 'withdraw')) {
    it(`sets the withdrawal password on the way, then withdraws with the PIN once (${viewport})`, async () => {
      const lobby = await openLobbyPage(served.chromium.browser, served.lobbies['siam']!.url, {
        app: 'lobby-aurora',
        viewport,
      });
      const { page } = lobby;
      const name = `wd${viewport[0]}${Date.now() % 1_000_000_000}`;

      await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
      await signUpWith(lobby, name);
      await page.getByRole('region', { name: 'Your account is ready' }).waitFor();
      await closeStartupPopups(lobby);

      // Money to withdraw, below the site's large-amount limit (no forced binding).
      await served.control.users.set('siam', name, { gameGold: 1000 });
      await page.getByRole('button', { name: 'Refresh balance' }).first().click();
      await expect
        .poll(() => page.getByRole('group', { name: 'Balance' }).first().textContent())
        .toMatch(/฿1,000\.00/);

      const withdrawn = await withdrawAfterSettingPassword(lobby, {
        username: name,
        pin: '135790',
        account: { bank: 'Bangkok Bank', holder: 'Somchai Jaidee', number: '1234567890' },
        amount: '300',
        expectedAfter: /^฿700\.00$/,
        check: IMAGE_FALLBACK,
      });
      expect(withdrawn.before).toBe('฿1,000.00');
      expect(withdrawn.after).toBe('฿700.00');
      expect(withdrawn.changes.filter((text) => /\d/.test(text))).toHaveLength(1);
      const orders = await served.control.orders({ siteCode: 'siam', username: name });
      expect(orders.filter((order) => order.kind === 'withdraw')).toHaveLength(1);

      await page.getByRole('button', { name: `Account menu for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('button', { name: 'Sign up' }).waitFor();
      await lobby.close();
    });
  }
});

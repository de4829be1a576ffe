// A player of the classic lobby (site demo, reais) with money and no withdrawal password
// withdraws, in Chromium at phone and desktop sizes: "Withdraw" sends them to the security page,
// which warns; they set the password, come back, add a bank account and withdraw with the PIN;
// the answer is "under review", the header's balance drops once and the hall holds one
// withdrawal. Each state reached is `check`ed (console errors, policy, axe), with a screenshot.
// Sizes: a phone in both themes, and desktop in the theme test-utils' DESKTOP_RUN_OF names.
import { closeStartupPopups, signUpWith, withdrawAfterSettingPassword } from '@lobbykit/test-utils/journeys';
import { journeyViewports } from '@lobbykit/test-utils/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest();
});
afterAll(() => served?.close());

describe('the classic lobby, a first withdrawal', () => {
  for (const viewport of journeyViewports('lobby-classic', 'withdraw')) {
    it(`sets the withdrawal password on the way, then withdraws with the PIN once (${viewport})`, async () => {
      const lobby = await served.open('/', viewport);
      const { page } = lobby;
      const name = `wd${viewport[0]}${Date.now() % 1_000_000_000}`;

      await signUpWith(lobby, name);
      await page.getByRole('region', { name: 'Your account is ready' }).waitFor();
      await closeStartupPopups(lobby);

      // Money to withdraw, below the site's large-amount limit (no forced binding).
      await served.control.users.set('demo', name, { gameGold: 500 });
      await page.getByRole('button', { name: 'Refresh balance' }).first().click();
      await expect
        .poll(() => page.getByRole('group', { name: 'Balance' }).first().textContent())
        .toMatch(/R\$\s500,00/);

      const withdrawn = await withdrawAfterSettingPassword(lobby, {
        username: name,
        pin: '135790',
        account: { bank: 'Banco Azul', holder: 'Ana Souza', number: '0012345678' },
        amount: '100',
        expectedAfter: /^R\$\s400,00$/,
      });
      expect(withdrawn.before).toMatch(/^R\$\s500,00$/);
      expect(withdrawn.after).toMatch(/^R\$\s400,00$/);
      expect(withdrawn.changes.filter((text) => /\d/.test(text))).toHaveLength(1);
      const orders = await served.control.orders({ siteCode: 'demo', username: name });
      expect(orders.filter((order) => order.kind === 'withdraw')).toHaveLength(1);

      // Logged out again: the next viewport's journey signs up as a visitor in this browser.
      await page.getByRole('button', { name: `Account menu for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('button', { name: 'Sign up' }).first().waitFor();
      await lobby.close();
    });
  }
});

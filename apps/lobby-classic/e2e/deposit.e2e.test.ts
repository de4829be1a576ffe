// A new player of the classic lobby (site demo, reais) makes a first deposit, in Chromium at phone
// and desktop sizes: signs up and is offered a first deposit without the page being blocked,
// opens the wallet from the user menu, takes the first-charge offer into the pay modal, pays by
// bank transfer ("I have transferred"), and sees the hall's payment once: one notice, the balance
// up by the amount, the record completed. Each state reached is `check`ed (console errors,
// policy, axe), with a screenshot.
// Sizes: a phone in both themes, and desktop in the theme test-utils' DESKTOP_RUN_OF names.
import { closeStartupPopups, depositByTransfer, openWallet, signUpWith } from '@lobbykit/test-utils/journeys';
import { heardBeacons } from '@lobbykit/test-utils/hall';
import { journeyViewports } from '@lobbykit/test-utils/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest();
});
afterAll(() => served?.close());

/**
 * What the site's tracking vendors hear of a registration and a payment (site demo names the Facebook pixel and Google Analytics), through the
 * hall's stand-ins of them.
 */
const BEACONS = ['facebook:CompleteRegistration', 'google:sign_up', 'facebook:Purchase', 'google:purchase'];

describe('the classic lobby, a new player’s first deposit', () => {
  for (const viewport of journeyViewports('lobby-classic', 'deposit')) {
    it(`signs up, takes the first-charge offer, pays by transfer and is credited once (${viewport})`, async () => {
      const lobby = await served.open('/?cid=8001', viewport);
      const { page } = lobby;
      const name = `dep${viewport[0]}${Date.now() % 1_000_000_000}`;
      const heardBefore = await heardBeacons(served.control, BEACONS);

      await signUpWith(lobby, name);

      // The registration's prompt: offered once, the page still usable behind it.
      const prompt = page.getByRole('region', { name: 'Your account is ready' });
      await prompt.waitFor();
      await lobby.check('register-recharge');
      // "Later" on it, and "Close" on the start-up pop-ups after it.
      expect((await closeStartupPopups(lobby))[0]).toBe('Your account is ready');
      expect(await prompt.count()).toBe(0);

      await openWallet(lobby, name);
      const offer = page.getByRole('complementary', { name: 'First deposit bonus' });
      await offer.getByRole('button', { name: 'See the offer' }).click();
      const firstCharge = page.getByRole('dialog', { name: 'First deposit bonus' });
      await firstCharge.waitFor();
      await lobby.check('first-charge');
      await firstCharge.getByRole('button', { name: /Deposit R\$\s100,00 or more/ }).click();
      await expect
        .poll(() =>
          page.getByRole('dialog', { name: 'Deposit' }).getByRole('textbox', { name: 'Amount' }).inputValue(),
        )
        .toBe('100');

      const deposited = await depositByTransfer(lobby, {
        channel: /TED bank transfer/,
        amount: '100',
        payer: {
          'Full name': 'Ana Souza',
          'Phone number': '11987654321',
          'Email address': 'ana@example.com',
        },
      });
      expect(deposited.notices).toBe(1);
      expect(deposited.before).toMatch(/^R\$\s0,00$/);
      expect(deposited.after).toMatch(/^R\$\s100,00$/);
      await expect
        .poll(() => page.getByRole('group', { name: 'Balance' }).textContent())
        .toMatch(/R\$\s100,00/);
      const records = page.getByRole('region', { name: 'Records' });
      await expect
        .poll(() => records.getByRole('listitem').first().textContent())
        .toMatch(/R\$\s100,00.*Completed/);
      await lobby.check('wallet-after-deposit');

      // Each vendor heard the registration and the payment once.
      await expect
        .poll(async () => {
          const heard = await heardBeacons(served.control, BEACONS);
          return BEACONS.map((name) => (heard[name] ?? 0) - (heardBefore[name] ?? 0));
        })
        .toEqual([1, 1, 1, 1]);

      // Logged out again: the next viewport's journey signs up as a visitor in this browser.
      await page.getByRole('button', { name: `Account menu for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('button', { name: 'Sign up' }).first().waitFor();
      await lobby.close();
    });
  }
});

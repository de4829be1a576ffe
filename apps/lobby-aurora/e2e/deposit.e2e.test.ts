// A new player of the aurora lobby (site siam, Thai baht) makes a first deposit, in Chromium at
// phone and desktop sizes: signs up and is offered a first deposit without the page being
// blocked, opens the wallet from the user menu, sees the first-charge offer, pays by bank transfer
// ("I have transferred"), and sees the hall's payment once: one notice, the balance up by the
// amount, the record completed. Each state reached is `check`ed (console errors, policy, axe),
// with a screenshot.
// Sizes: a phone in both themes, and desktop in the theme test-utils' DESKTOP_RUN_OF names.
import { journeyViewports, openLobbyPage, type PageCheckOptions } from '@lobbykit/test-utils/chromium';
import { closeStartupPopups, depositByTransfer, openWallet, signUpWith } from '@lobbykit/test-utils/journeys';
import { heardBeacons } from '@lobbykit/test-utils/hall';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_IMAGE_VARIANT, startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

/** The banners' compressed variants are missing on the reference hall: the loader falls back. */
const IMAGE_FALLBACK: PageCheckOptions = { expectedErrors: [MISSING_IMAGE_VARIANT] };

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam']);
});
afterAll(() => served?.close());

/**
 * What the site's tracking vendors hear of a registration and a payment (site siam names the TikTok pixel and Google Analytics), through the
 * hall's stand-ins of them.
 */
const BEACONS = [
  'tiktok:CompleteRegistration',
  'google:sign_up',
  'tiktok:CompletePayment',
  'google:purchase',
];

describe('the aurora lobby, a new player’s first deposit', () => {
  for (const viewport of journeyViewports('lobby-aurora', 'deposit')) {
    it(`signs up, sees the first-charge offer, pays by transfer and is credited once (${viewport})`, async () => {
      const lobby = await openLobbyPage(served.chromium.browser, served.lobbies['siam']!.url, {
        app: 'lobby-aurora',
        viewport,
      });
      const { page } = lobby;
      const name = `dep${viewport[0]}${Date.now() % 1_000_000_000}`;
      const heardBefore = await heardBeacons(served.control, BEACONS);

      await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
      await signUpWith(lobby, name);

      const prompt = page.getByRole('region', { name: 'Your account is ready' });
      await prompt.waitFor();
      await lobby.check('register-recharge', IMAGE_FALLBACK);
      // "Later" on it, and "Close" on the start-up pop-ups after it.
      expect((await closeStartupPopups(lobby))[0]).toBe('Your account is ready');

      await openWallet(lobby, name, IMAGE_FALLBACK);
      const offer = page.getByRole('complementary', { name: 'First deposit bonus' });
      await offer.getByRole('button', { name: 'See the offer' }).click();
      const firstCharge = page.getByRole('dialog', { name: 'First deposit bonus' });
      await firstCharge.waitFor();
      await lobby.check('first-charge', IMAGE_FALLBACK);
      await firstCharge.getByRole('button', { name: 'Deposit now' }).click();
      // The offer hands over to the pay modal (its own chunk): open before the deposit starts,
      // or the deposit would tap the wallet's "Deposit" under it.
      await page.getByRole('dialog', { name: 'Deposit' }).waitFor();

      // The bank transfer's minimum is above the first tier's: the amount is typed again.
      const deposited = await depositByTransfer(lobby, {
        channel: /Bank transfer/,
        amount: '500',
        payer: { 'Full name': 'Somchai Jaidee' },
        check: IMAGE_FALLBACK,
      });
      expect(deposited.notices).toBe(1);
      expect(deposited.before).toBe('฿0.00');
      expect(deposited.after).toBe('฿500.00');
      await expect.poll(() => page.getByRole('group', { name: 'Balance' }).textContent()).toMatch(/฿500\.00/);
      const records = page.getByRole('region', { name: 'Records' });
      await expect
        .poll(() => records.getByRole('listitem').first().textContent())
        .toMatch(/฿500\.00.*Completed/);
      await lobby.check('wallet-after-deposit', IMAGE_FALLBACK);

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
      await page.getByRole('button', { name: 'Sign up' }).waitFor();
      await lobby.close();
    });
  }
});

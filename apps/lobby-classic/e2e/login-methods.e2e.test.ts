// A seeded player of the classic lobby (site demo) logs in by phone and by e-mail, in Chromium at
// phone and desktop sizes: the log-in modal's tabs in the site's order, the phone number with
// Brazil's prefix, a number bound to no one refused under the field, the log out, the modal
// opening again on the phone tab, and the log-in by e-mail. Each state reached is `check`ed
// (console errors, policy, axe).
// Sizes: a phone in both themes, and desktop in the theme test-utils' DESKTOP_RUN_OF names.
import { SEED_PASSWORD } from '@lobbykit/test-utils/hall';
import { closeStartupPopups, logInBy, logOutFromMenu } from '@lobbykit/test-utils/journeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest();
});
afterAll(() => served?.close());

describe('the classic lobby, a player with a phone and an e-mail bound', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`logs in by phone, logs out, and logs in by e-mail (${viewport})`, async () => {
      const lobby = await served.open('/', viewport);
      const { page } = lobby;
      // The sign-up modal the site opens on landing, closed: this visitor has an account.
      await closeStartupPopups(lobby);

      await page.getByRole('button', { name: 'Log in' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByRole('tab', { name: 'Phone' }).waitFor();
      expect(await dialog.getByRole('tab').allTextContents()).toEqual(['Account', 'Phone', 'Email']);

      // A number bound to no account: the hall's words under the number, and still a visitor.
      await dialog.getByRole('tab', { name: 'Phone' }).click();
      const phone = dialog.getByRole('textbox', { name: 'Phone number' });
      await phone.fill('11900000000');
      await dialog.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
      expect(await phone.getAttribute('aria-describedby')).not.toBeNull();
      await dialog.getByText('no account has this phone number bound').waitFor();
      await lobby.check('phone-unknown');

      await logInBy(lobby, { by: 'phone', areaCode: '+55', phone: '11912345678', password: SEED_PASSWORD });
      await page.getByRole('button', { name: 'Account menu for contact01' }).waitFor();
      await closeStartupPopups(lobby);
      await lobby.check('player-by-phone');

      await logOutFromMenu(lobby, 'contact01');
      await closeStartupPopups(lobby);
      await lobby.check('logged-out');

      // The modal opens on the way the player logged in last.
      await page.getByRole('button', { name: 'Log in' }).first().click();
      await dialog.getByRole('tab', { name: 'Phone', selected: true }).waitFor();
      await logInBy(lobby, { by: 'email', email: 'contact01@example.com', password: SEED_PASSWORD });
      await page.getByRole('button', { name: 'Account menu for contact01' }).waitFor();
      await closeStartupPopups(lobby);
      await lobby.check('player-by-email');

      // The next journey starts from a visitor, in the same browser.
      await logOutFromMenu(lobby, 'contact01');
      await lobby.close();
    }, 120_000);
  }
});

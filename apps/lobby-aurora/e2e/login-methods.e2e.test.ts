// A seeded player of the aurora lobby (site siam, Thai baht) logs in by phone and by e-mail, in
// Chromium at phone and desktop sizes: the log-in modal's tabs in the site's order, the number
// as Thai players dial it at home (0891234567, under Thailand's +66), a wrong password refused
// under the password, the log out, the modal opening again on the phone tab, and the log-in by
// e-mail. Each state reached is `check`ed (console errors, policy, axe).
// Sizes: a phone in both themes, and desktop in the theme test-utils' DESKTOP_RUN_OF names.
import { openLobbyPage, type PageCheckOptions } from '@lobbykit/test-utils/chromium';
import { SEED_PASSWORD } from '@lobbykit/test-utils/hall';
import { closeStartupPopups, logInBy, logOutFromMenu } from '@lobbykit/test-utils/journeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_IMAGE_VARIANT, startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

/** The banners' compressed variants are missing on the reference hall: the loader falls back. */
const IMAGE_FALLBACK: PageCheckOptions = { expectedErrors: [MISSING_IMAGE_VARIANT] };

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam']);
});
afterAll(() => served?.close());

describe('the aurora lobby, a player with a phone and an e-mail bound', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`logs in by phone, logs out, and logs in by e-mail (${viewport})`, async () => {
      const lobby = await openLobbyPage(served.chromium.browser, served.lobbies['siam']!.url, {
        app: 'lobby-aurora',
        viewport,
      });
      const { page } = lobby;
      await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });

      await page.getByRole('button', { name: 'Log in' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByRole('tab', { name: 'Phone' }).waitFor();
      expect(await dialog.getByRole('tab').allTextContents()).toEqual(['Account', 'Phone', 'Email']);

      // The right number with a wrong password: the hall's words under the password.
      await dialog.getByRole('tab', { name: 'Phone' }).click();
      expect(await dialog.getByRole('combobox', { name: 'Country code' }).inputValue()).toBe('+66');
      await dialog.getByRole('textbox', { name: 'Phone number' }).fill('0891234567');
      const password = dialog.getByLabel('Password', { exact: true });
      await password.fill('Wrong1234');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
      await dialog.getByText('wrong password').waitFor();
      await lobby.check('phone-wrong-password', IMAGE_FALLBACK);

      await logInBy(
        lobby,
        { by: 'phone', phone: '0891234567', password: SEED_PASSWORD },
        { check: IMAGE_FALLBACK },
      );
      await page.getByRole('button', { name: 'Account menu for niran01' }).waitFor();
      await closeStartupPopups(lobby);
      await lobby.check('player-by-phone', IMAGE_FALLBACK);

      await logOutFromMenu(lobby, 'niran01');
      await closeStartupPopups(lobby);
      await lobby.check('logged-out', IMAGE_FALLBACK);

      // The modal opens on the way the player logged in last.
      await page.getByRole('button', { name: 'Log in' }).first().click();
      await dialog.getByRole('tab', { name: 'Phone', selected: true }).waitFor();
      await logInBy(
        lobby,
        { by: 'email', email: 'niran01@example.com', password: SEED_PASSWORD },
        { check: IMAGE_FALLBACK },
      );
      await page.getByRole('button', { name: 'Account menu for niran01' }).waitFor();
      await closeStartupPopups(lobby);
      await lobby.check('player-by-email', IMAGE_FALLBACK);

      // The next journey starts from a visitor, in the same browser.
      await logOutFromMenu(lobby, 'niran01');
      await lobby.close();
    }, 120_000);
  }
});

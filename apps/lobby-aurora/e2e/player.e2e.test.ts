// A seeded player of the aurora lobby (site siam, Thai baht) in Chromium at phone and desktop
// sizes: logs in from the header, reads past the weak-password warning, sees the balance in the
// header, keeps the session across a reload, refreshes the balance, then logs out after the
// confirmation and is a visitor again. Each state reached is `check`ed (console errors, policy,
// axe), with a screenshot.
import { SEED_PASSWORD } from '@lobbykit/test-utils/hall';
import { openLobbyPage, type PageCheckOptions } from '@lobbykit/test-utils/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_IMAGE_VARIANT, startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

/** The banners' compressed variants are missing on the reference hall: the loader falls back. */
const IMAGE_FALLBACK: PageCheckOptions = { expectedErrors: [MISSING_IMAGE_VARIANT] };

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam']);
});
afterAll(() => served?.close());

describe('the aurora lobby, a returning player', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`logs in, sees and refreshes the balance, and logs out (${viewport})`, async () => {
      const lobby = await openLobbyPage(served.chromium.browser, `${served.lobbies['siam']!.url}?id=7`, {
        app: 'lobby-aurora',
        viewport,
      });
      const { page } = lobby;

      await page.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'Username' }).fill('somchai01');
      await dialog.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      // The seeded password scores below 2: the player is warned once, then is in.
      const weak = page.getByRole('dialog', { name: 'Your password is weak' });
      await weak.waitFor();
      await lobby.check('weak-password', IMAGE_FALLBACK);
      await weak.getByRole('button', { name: 'Got it' }).click();

      const balance = page.getByRole('group', { name: 'Balance' });
      await expect.poll(() => balance.textContent()).toMatch(/5,000\.00/);
      await lobby.check('player', IMAGE_FALLBACK);
      // The session survives a reload.
      await page.reload();
      await expect.poll(() => balance.textContent()).toMatch(/5,000\.00/);
      await balance.getByRole('button', { name: 'Refresh balance' }).click();
      await expect.poll(() => balance.textContent()).toMatch(/5,000\.00/);

      await page.getByRole('button', { name: 'Account menu for somchai01' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      const confirm = page.getByRole('dialog', { name: 'Log out?' });
      await confirm.getByRole('button', { name: 'Log out' }).click();

      await page.getByRole('button', { name: 'Log in' }).waitFor();
      expect(await balance.count()).toBe(0);
      expect(new URL(page.url()).search).toBe('?id=7');
      await lobby.check('visitor-again', IMAGE_FALLBACK);
      await lobby.close();
    });
  }
});

// A visitor becomes a player in the classic lobby, in Chromium at phone and desktop sizes:
// signs up from the header, is logged in with the balance shown, then logs out after the
// confirmation and is a visitor again. Each state reached is `check`ed (console errors,
// policy, axe).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest();
});
afterAll(() => served?.close());

const open = (path: string, viewport: 'phone' | 'desktop') => served.open(path, viewport);

describe('the classic lobby, a new player', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`signs up, sees the balance and logs out (${viewport})`, async () => {
      const lobby = await open('/?cid=8001', viewport);
      const { page } = lobby;
      const name = `e2e${viewport[0]}${Date.now() % 1_000_000_000}`;

      await page.getByRole('button', { name: 'Sign up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign up' });
      await dialog.waitFor();
      await lobby.check('sign-up');
      await dialog.getByRole('textbox', { name: 'Username' }).fill(name);
      await dialog.getByLabel('Password', { exact: true }).fill('Harbor2024');
      await dialog.getByLabel('Confirm password', { exact: true }).fill('Harbor2024');
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Sign up' }).click();

      const menu = page.getByRole('button', { name: `Account menu for ${name}` });
      await menu.waitFor();
      await page.getByRole('group', { name: 'Balance' }).waitFor();
      await expect.poll(() => dialog.count()).toBe(0);
      await lobby.check('player');

      await menu.click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      const confirm = page.getByRole('dialog', { name: 'Log out?' });
      await confirm.waitFor();
      await lobby.check('log-out');
      await confirm.getByRole('button', { name: 'Log out' }).click();

      await page.getByRole('button', { name: 'Sign up' }).waitFor();
      expect(await menu.count()).toBe(0);
      expect(new URL(page.url()).search).toBe('?cid=8001');
      await lobby.check('visitor-again');
      await lobby.close();
    });
  }
});

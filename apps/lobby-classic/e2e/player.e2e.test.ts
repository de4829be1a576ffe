// A visitor becomes a player in the classic lobby, in Chromium at phone and desktop sizes:
// signs up in the modal the lobby opens on landing, is logged in with the balance shown once the
// start-up pop-ups are closed, opens a real-money game and
// comes back, then logs out after the confirmation and is a visitor again; a player keeps the
// session across a reload and is told when the account logs in on another device; two tabs of
// one browser share one session and one notice socket, and a log-out in one ends both. Each
// state reached is `check`ed (console errors, policy, axe).
import { SEED_PASSWORD } from '@lobbykit/test-utils/hall';
import {
  closeStartupPopups,
  endedByAnotherDevice,
  logInWithUsername,
  playRealGameAndComeBack,
  shareSessionInTwoTabs,
  tick,
} from '@lobbykit/test-utils/journeys';
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
    it(`signs up, sees the balance, plays a real game and logs out (${viewport})`, async () => {
      const lobby = await open('/?cid=8001', viewport);
      const { page } = lobby;
      const name = `e2e${viewport[0]}${Date.now() % 1_000_000_000}`;

      // The channel's link is a register link, and the site signs visitors up on landing.
      const dialog = page.getByRole('dialog', { name: 'Sign up' });
      await dialog.waitFor();
      await lobby.check('sign-up');
      await dialog.getByRole('textbox', { name: 'Username' }).fill(name);
      await dialog.getByLabel('Password', { exact: true }).fill('Harbor2024');
      await dialog.getByLabel('Confirm password', { exact: true }).fill('Harbor2024');
      await tick(dialog.getByRole('checkbox'));
      await dialog.getByRole('button', { name: 'Sign up' }).click();

      const menu = page.getByRole('button', { name: `Account menu for ${name}` });
      await menu.waitFor();
      await page.getByRole('group', { name: 'Balance' }).waitFor();
      await expect.poll(() => dialog.count()).toBe(0);
      await closeStartupPopups(lobby);
      await lobby.check('player');

      // A new player has nothing to play with: the hall credits them, the header reads it again.
      await served.control.users.set('demo', name, { gameGold: 1000 });
      await page.getByRole('button', { name: 'Refresh balance' }).click();
      await expect
        .poll(() => page.getByRole('group', { name: 'Balance' }).textContent())
        .toMatch(/1\.000,00/);
      // A real game: its page frames the hall's game, and the way back returns with the balance.
      await playRealGameAndComeBack(lobby);

      await menu.click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      const confirm = page.getByRole('dialog', { name: 'Log out?' });
      await confirm.waitFor();
      await lobby.check('log-out');
      await confirm.getByRole('button', { name: 'Log out' }).click();

      await page.getByRole('button', { name: 'Sign up' }).first().waitFor();
      expect(await menu.count()).toBe(0);
      expect(new URL(page.url()).search).toBe('?cid=8001');
      await closeStartupPopups(lobby);
      await lobby.check('visitor-again');
      await lobby.close();
    });
  }
});

describe('the classic lobby, a player on two devices', () => {
  it('keeps the session across a reload, and tells the first device when the account logs in on another', async () => {
    const first = await open('/', 'phone');
    await logInWithUsername(first, 'player01', SEED_PASSWORD);
    await first.page.reload();
    await first.page.getByRole('button', { name: 'Account menu for player01' }).waitFor();
    await closeStartupPopups(first);

    const told = await endedByAnotherDevice(first, {
      username: 'player01',
      password: SEED_PASSWORD,
      url: served.lobby.url,
      app: 'lobby-classic',
      control: served.control,
    });
    // The other device's name, from its user agent (headless Chromium on Linux here).
    expect(told).toMatch(/\(Chrome on \w+\)/);
    await first.close();
  });
});

describe('the classic lobby, a player in two tabs of one browser', () => {
  it('shares the session and one notice socket between the tabs, and a log-out in one ends it in both', async () => {
    const seen = await shareSessionInTwoTabs({
      username: 'player01',
      password: SEED_PASSWORD,
      siteCode: 'demo',
      url: served.lobby.url,
      app: 'lobby-classic',
      viewport: 'phone',
      control: served.control,
    });
    // One socket for the browser, held by the tab that logged in; the other hears through it.
    expect(seen.sockets).toEqual({ first: 1, second: 0, hall: 1 });
    expect(seen.endedNotice).toContain('Your session ended in another tab.');
    // Every console line of both tabs, their errors and the socket's address, without a token.
    expect(seen.tokenIn).toEqual([]);
  });
});

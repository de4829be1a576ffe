// A player of the aurora lobby (site siam, Thai baht) in Chromium: on a phone a visitor closes
// the start-up pop-ups, signs up from the header and is credited by the hall; at a desktop size a seeded
// player logs in from the header and reads past the weak-password warning. Each then sees the
// balance in the header, keeps the session across a reload, refreshes the balance, opens a category from
// aurora's own navigation (the side menu on a desktop, the tab bar's sheet on a phone), plays a
// real-money game there and comes back to the balance read again, then logs out after the
// confirmation and is a visitor again. Each state reached is `check`ed (console errors, policy,
// axe), with a screenshot. A player logged in on a phone is told when the account logs in on
// another device; two tabs of one browser at a desktop size share one session and one notice
// socket, and a log-out in one ends both.
import { openLobbyPage, type LobbyPage, type PageCheckOptions } from '@lobbykit/test-utils/chromium';
import { SEED_PASSWORD } from '@lobbykit/test-utils/hall';
import {
  closeStartupPopups,
  endedByAnotherDevice,
  logInWithUsername,
  playRealGameAndComeBack,
  shareSessionInTwoTabs,
  signUpWith,
} from '@lobbykit/test-utils/journeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_IMAGE_VARIANT, startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

/** The banners' compressed variants are missing on the reference hall: the loader falls back. */
const IMAGE_FALLBACK: PageCheckOptions = { expectedErrors: [MISSING_IMAGE_VARIANT] };

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam']);
});
afterAll(() => served?.close());

/** Slots, from aurora's navigation for the viewport: the side menu, or the tab bar's sheet. */
async function openSlots({ page, viewport }: LobbyPage) {
  if (viewport === 'desktop') {
    await page
      .getByRole('navigation', { name: 'Game categories' })
      .getByRole('link', { name: 'Slots' })
      .click();
  } else {
    await page.getByRole('button', { name: 'Game categories' }).click();
    const sheet = page.getByRole('dialog', { name: 'Game categories' });
    await sheet.getByRole('link', { name: 'Slots' }).click();
    await sheet.waitFor({ state: 'detached' });
  }
  await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
}

/** The seeded player logs in from the header and is warned of the weak password once. */
async function logInSeeded(lobby: LobbyPage) {
  const { page } = lobby;
  await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
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
}

/** A visitor signs up from the header; the hall credits the new player. */
async function signUpNew(lobby: LobbyPage, name: string) {
  await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
  await signUpWith(lobby, name);
  await lobby.page.getByRole('button', { name: `Account menu for ${name}` }).waitFor();
  await served.control.users.set('siam', name, { gameGold: 5000 });
}

describe('the aurora lobby, a player', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    const newPlayer = viewport === 'phone';
    const what = newPlayer ? 'signs up' : 'logs in';
    it(`${what}, sees and refreshes the balance, plays a real game, and logs out (${viewport})`, async () => {
      const name = newPlayer ? `aur${Date.now() % 1_000_000_000}` : 'somchai01';
      // The seeded balance, whatever the other viewport's journey left on this hall.
      if (!newPlayer) await served.control.users.set('siam', name, { gameGold: 5000 });
      // An agent's link: the only parameter the log-out keeps.
      const search = '?id=7';
      const lobby = await openLobbyPage(served.chromium.browser, `${served.lobbies['siam']!.url}${search}`, {
        app: 'lobby-aurora',
        viewport,
      });
      const { page } = lobby;
      if (newPlayer) await signUpNew(lobby, name);
      else await logInSeeded(lobby);

      const balance = page.getByRole('group', { name: 'Balance' });
      await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
      // A new player's header read the balance before the hall credited it: "Refresh" reads it.
      if (newPlayer) await balance.getByRole('button', { name: 'Refresh balance' }).click();
      await expect.poll(() => balance.textContent()).toMatch(/5,000\.00/);
      await lobby.check('player', IMAGE_FALLBACK);
      // The session survives a reload.
      await page.reload();
      await expect.poll(() => balance.textContent()).toMatch(/5,000\.00/);
      await closeStartupPopups(lobby);
      await balance.getByRole('button', { name: 'Refresh balance' }).click();
      await expect.poll(() => balance.textContent()).toMatch(/5,000\.00/);

      // A real game from a category of aurora's navigation; the player wins while it is open,
      // and the way back to the category reads the balance again (no refresh asked).
      await openSlots(lobby);
      await lobby.check('player-category', IMAGE_FALLBACK);
      await playRealGameAndComeBack(lobby, {
        check: IMAGE_FALLBACK,
        // 250 baht won.
        whilePlaying: async () => void (await served.control.users.set('siam', name, { gameGold: 5250 })),
      });
      await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
      await expect.poll(() => balance.textContent()).toMatch(/5,250\.00/);
      await lobby.check('back-from-game', IMAGE_FALLBACK);

      await page.getByRole('button', { name: `Account menu for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      const confirm = page.getByRole('dialog', { name: 'Log out?' });
      await confirm.getByRole('button', { name: 'Log out' }).click();

      await page.getByRole('button', { name: 'Log in' }).waitFor();
      expect(await balance.count()).toBe(0);
      expect(new URL(page.url()).search).toBe(search);
      await lobby.check('visitor-again', IMAGE_FALLBACK);
      await lobby.close();
    }, 120_000);
  }
});

describe('the aurora lobby, a player on two devices', () => {
  it('tells the first device when the account logs in on another', async () => {
    const url = served.lobbies['siam']!.url;
    const first = await openLobbyPage(served.chromium.browser, url, {
      app: 'lobby-aurora',
      viewport: 'phone',
    });
    await logInWithUsername(first, 'somchai01', SEED_PASSWORD);

    const told = await endedByAnotherDevice(first, {
      username: 'somchai01',
      password: SEED_PASSWORD,
      url,
      app: 'lobby-aurora',
      control: served.control,
      check: IMAGE_FALLBACK,
    });
    // The other device's name, from its user agent (headless Chromium on Linux here).
    expect(told).toMatch(/\(Chrome on \w+\)/);
    await first.close();
  });
});

describe('the aurora lobby, a player in two tabs of one browser', () => {
  it('shares the session and one notice socket between the tabs, and a log-out in one ends it in both', async () => {
    const seen = await shareSessionInTwoTabs({
      username: 'somchai01',
      password: SEED_PASSWORD,
      siteCode: 'siam',
      url: served.lobbies['siam']!.url,
      app: 'lobby-aurora',
      viewport: 'desktop',
      control: served.control,
      check: IMAGE_FALLBACK,
    });
    // One socket for the browser, held by the tab that logged in; the other hears through it.
    expect(seen.sockets).toEqual({ first: 1, second: 0, hall: 1 });
    expect(seen.endedNotice).toContain('Your session ended in another tab.');
    // Every console line of both tabs, their errors and the socket's address, without a token.
    expect(seen.tokenIn).toEqual([]);
  });
});

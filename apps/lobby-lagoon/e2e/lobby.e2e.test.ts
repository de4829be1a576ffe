// The lagoon lobby in Chromium at phone and desktop sizes, on the reference hall: a visitor
// lands (no hall call before the first paint), searches and plays a demo game; a visitor signs
// up, plays for real money and logs out. Every state reached is `check`ed: no console error,
// no policy violation, no axe violation, a screenshot in .reports/screenshots/lobby-lagoon/.
import {
  closeStartupPopups,
  logOutFromMenu,
  playRealGameAndComeBack,
  signUpWith,
} from '@lobbykit/test-utils/journeys';
import { backdropBlurredElements } from '@lobbykit/test-utils/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE, startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest();
});
afterAll(() => served?.close());

describe('the lagoon lobby', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows a visitor the games, finds one and plays its demo (${viewport})`, async () => {
      const lobby = await served.open('/', viewport);
      const { page } = lobby;
      await page
        .getByRole('button', { name: /^Play / })
        .first()
        .waitFor();
      expect(await lobby.apiRequestsBeforeFirstPaint()).toEqual([]);
      // The sticky bars sit over moving content: dimmed, never blurred.
      expect(await backdropBlurredElements(page)).toEqual([]);
      await closeStartupPopups(lobby);
      await lobby.check('home');

      await page.getByRole('link', { name: 'Search' }).first().click();
      await page.getByRole('searchbox', { name: 'Search games' }).fill('lucky');
      await page.getByRole('heading', { name: 'Results for “lucky”' }).waitFor();
      await page
        .getByRole('button', { name: /^Play .*Lucky/i })
        .first()
        .waitFor();
      await lobby.check('search');

      const demo = page.getByRole('button', { name: /^Play demo of / }).first();
      await demo.click();
      await page.waitForURL(/\/demo\//);
      await page.getByTitle(/\(demo\)$/).waitFor();
      await lobby.check('demo-game');
      await page.getByRole('button', { name: 'Back to lobby' }).click();
      await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
      await lobby.close();
    }, 120_000);
  }

  it('signs a visitor up, who plays for real money and logs out', async () => {
    const lobby = await served.open('/', 'phone');
    const { page } = lobby;
    const name = `sk${Date.now() % 1_000_000_000}`;
    await closeStartupPopups(lobby);
    await signUpWith(lobby, name);
    const balance = page.getByRole('group', { name: 'Balance' });
    await balance.waitFor();
    // "Later" on the new account's prompt, and the start-up pop-ups after it.
    await closeStartupPopups(lobby);
    await served.control.users.set(SITE, name, { gameGold: 500 });
    await balance.getByRole('button', { name: 'Refresh balance' }).click();
    await expect.poll(() => balance.textContent()).toMatch(/500[.,]00/);
    await lobby.check('player');

    await playRealGameAndComeBack(lobby);
    await logOutFromMenu(lobby, name);
    await lobby.check('logged-out');
    await lobby.close();
  }, 180_000);
});

// The classic lobby under a changing network and site (issue 18) in Chromium, at phone and desktop
// sizes. Its API lines: the footer's "Switch line" lists the measured lines and one of the hall's
// API domains is chosen; that domain goes down while a visitor checks a name to sign up with; the
// hall still answers, a toast names the line the lobby moved to, and the list shows it in use and
// the dead line unreachable until its domain is back. Each state is `check`ed (console errors,
// policy, axe), with a screenshot. A change of the site's configuration (1128): a new title,
// background, languages and currencies, each seen on the page without a reload. The sports
// service: a new player's sports game lists its matches, at phone and desktop sizes, until the
// hall expires the sports token; A001 then says so and the lobby goes home. Every domain down: the
// page stays, pictures that find no host leave empty boxes, a log-in names the failed call, and
// the same log-in goes through once the domains are back.
// Sizes: a phone in both themes, and desktop in the theme test-utils' DESKTOP_RUN_OF names.
import { SEED_PASSWORD } from '@lobbykit/test-utils/hall';
import {
  closeStartupPopups,
  failOverFromDeadLine,
  logInThroughAnOutage,
  logOutFromMenu,
  seeSiteConfigChange,
  seeSportsSessionEnd,
  signUpWith,
} from '@lobbykit/test-utils/journeys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest();
});
afterAll(() => served?.close());

describe('the classic lobby, its lines', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`moves off a dead line by itself, says so, and keeps working (${viewport})`, async () => {
      const lobby = await served.open('/', viewport);
      await closeStartupPopups(lobby);
      const { dead, moved } = await failOverFromDeadLine(lobby, served.control);
      expect(moved).not.toBe(dead);
      await lobby.close();
    });
  }
});

describe('the classic lobby, every domain down', () => {
  it('keeps its page, says why a log-in failed, and logs in once the domains are back (phone)', async () => {
    const lobby = await served.open('/', 'phone');
    const { message, emptyPictures } = await logInThroughAnOutage(
      lobby,
      served.control,
      'player01',
      SEED_PASSWORD,
    );
    expect(message).toContain('URL: /hall/home/login');
    expect(emptyPictures).toBeGreaterThan(0);
    // The browser is the file's: the next journeys start as visitors.
    await logOutFromMenu(lobby, 'player01');
    await lobby.close();
  });
});

describe('the classic lobby, a change of the site’s configuration', () => {
  afterEach(async () => {
    await served.control.sites.set('demo', { siteInfo: null });
    await served.control.faults.clear();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows the new title, look, languages and currencies without a reload (${viewport})`, async () => {
      const lobby = await served.open('/', viewport);
      await closeStartupPopups(lobby);
      await seeSiteConfigChange(lobby, served.control, 'demo', {
        title: 'Lucky Harbor Live',
        backgroundColor: '#1a2b3c',
        languages: ['pt_PT', 'en_US', 'es_ES', 'th_TH'],
        currencies: ['BRL', 'USD'],
        newLanguageName: 'ไทย',
        newCurrency: 'USD',
      });
      await lobby.close();
    });
  }
});

describe('the classic lobby, the sports service', () => {
  it('lists a sports game’s matches, and goes home when the sports session ends (A001)', async () => {
    const lobby = await served.open('/?gameCategoryId=5', 'phone');
    const { page } = lobby;
    const name = `sp${Date.now() % 1_000_000_000}`;
    await signUpWith(lobby, name);
    await page.getByRole('group', { name: 'Balance' }).waitFor();
    await closeStartupPopups(lobby);
    await served.control.users.set('demo', name, { gameGold: 1000 });
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect.poll(() => page.getByRole('group', { name: 'Balance' }).textContent()).toMatch(/1\.000,00/);

    const { matches } = await seeSportsSessionEnd(lobby, served.control, { alsoAt: ['desktop'] });
    expect(matches).toBe(3);
    await lobby.close();
  });
});

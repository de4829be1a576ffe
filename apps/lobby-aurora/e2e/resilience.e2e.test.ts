// The aurora lobby under a changing network and site (issue 18) in Chromium, at phone and desktop
// sizes. Its API lines: "Switch line" (the footer's on a desktop; on a phone, siam hides the
// footer, so the categories sheet's) lists the measured lines and one of the hall's API domains is
// chosen; that domain goes down while a visitor checks a name to sign up with; the hall still
// answers, a toast names the line the lobby moved to, and the list shows it in use and the dead
// line unreachable until its domain is back. Each state is `check`ed (console errors, policy, axe),
// with a screenshot. A change of the site's configuration (1128): a new title, background,
// languages and currencies, each seen on the page without a reload. The sports service: a new
// player's sports game lists its matches, at phone and desktop sizes, until the hall expires the
// sports token; A001 then says so and the lobby goes home. Every domain down (desktop): the page
// stays, pictures that find no host leave empty boxes, a log-in names the failed call, and the
// same log-in goes through once the domains are back.
// Sizes: a phone in both themes, and desktop in the theme test-utils' DESKTOP_RUN_OF names.
import { SEED_PASSWORD } from '@lobbykit/test-utils/hall';
import { openLobbyPage, type PageCheckOptions } from '@lobbykit/test-utils/chromium';
import {
  closeStartupPopups,
  failOverFromDeadLine,
  logInThroughAnOutage,
  logOutFromMenu,
  seeSiteConfigChange,
  seeSportsSessionEnd,
  signUpWith,
  type LineSwitchArea,
} from '@lobbykit/test-utils/journeys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_IMAGE_VARIANT, startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

const IMAGE_FALLBACK: PageCheckOptions = { expectedErrors: [MISSING_IMAGE_VARIANT] };

/** The phone's menu: the tab bar's categories sheet. */
const categoriesSheet: LineSwitchArea = async ({ page }) => {
  await page.getByRole('button', { name: 'Categories' }).click();
  const sheet = page.getByRole('dialog', { name: 'Categories' });
  await sheet.waitFor();
  return sheet;
};

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam']);
});
afterAll(() => served?.close());

describe('the aurora lobby, its lines', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`moves off a dead line by itself, says so, and keeps working (${viewport})`, async () => {
      const lobby = await openLobbyPage(served.chromium.browser, served.lobbies['siam']!.url, {
        app: 'lobby-aurora',
        viewport,
      });
      await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });

      const { dead, moved } = await failOverFromDeadLine(lobby, served.control, {
        check: IMAGE_FALLBACK,
        area: viewport === 'phone' ? categoriesSheet : undefined,
      });
      expect(moved).not.toBe(dead);
      await lobby.close();
    });
  }
});

describe('the aurora lobby, every domain down', () => {
  it('keeps its page, says why a log-in failed, and logs in once the domains are back (desktop)', async () => {
    const lobby = await openLobbyPage(served.chromium.browser, served.lobbies['siam']!.url, {
      app: 'lobby-aurora',
      viewport: 'desktop',
    });
    const { message, emptyPictures } = await logInThroughAnOutage(
      lobby,
      served.control,
      'somchai01',
      SEED_PASSWORD,
      { check: IMAGE_FALLBACK },
    );
    expect(message).toContain('URL: /hall/home/login');
    expect(emptyPictures).toBeGreaterThan(0);
    // The browser is the file's: the next journeys start as visitors.
    await logOutFromMenu(lobby, 'somchai01');
    await lobby.close();
  });
});

describe('the aurora lobby, a change of the site’s configuration', () => {
  afterEach(async () => {
    await served.control.sites.set('siam', { siteInfo: null });
    await served.control.faults.clear();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows the new title, look, languages and currencies without a reload (${viewport})`, async () => {
      const lobby = await openLobbyPage(served.chromium.browser, served.lobbies['siam']!.url, {
        app: 'lobby-aurora',
        viewport,
      });
      await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
      await seeSiteConfigChange(
        lobby,
        served.control,
        'siam',
        {
          title: 'Siam Moon Live',
          backgroundColor: '#241a33',
          languages: ['th_TH', 'en_US', 'zh_CN', 'ja_JP'],
          currencies: ['THB', 'USD'],
          newLanguageName: '日本語',
          newCurrency: 'USD',
        },
        IMAGE_FALLBACK,
      );
      await lobby.close();
    });
  }
});

describe('the aurora lobby, the sports service', () => {
  it('lists a sports game’s matches, and goes home when the sports session ends (A001)', async () => {
    const lobby = await openLobbyPage(
      served.chromium.browser,
      `${served.lobbies['siam']!.url}?gameCategoryId=5`,
      {
        app: 'lobby-aurora',
        viewport: 'phone',
      },
    );
    const { page } = lobby;
    const name = `sp${Date.now() % 1_000_000_000}`;
    await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
    await signUpWith(lobby, name);
    const balance = page.getByRole('group', { name: 'Balance' });
    await balance.waitFor();
    // "Later" on the new account's prompt, and "Close" on the start-up pop-ups after it.
    await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
    await served.control.users.set('siam', name, { gameGold: 1000 });
    await balance.getByRole('button', { name: 'Refresh balance' }).click();
    await expect.poll(() => balance.textContent()).toMatch(/1,000\.00/);

    const { matches } = await seeSportsSessionEnd(lobby, served.control, {
      check: IMAGE_FALLBACK,
      alsoAt: ['desktop'],
    });
    expect(matches).toBe(3);
    await lobby.close();
  });
});

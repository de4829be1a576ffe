// The start-up pop-ups of the classic lobby (site demo, reais; spec §4) in Chromium, at phone and
// desktop sizes: a visitor signs up in the modal the lobby opens on landing and, a new player,
// meets the pop-ups one at a time in spec order; draws once in the new player's cut, claims the
// daily log-in task and the rewards waiting to be collected, ticks "Don’t show this again" on a
// notice. The next day (the hall's clock moved) the player logs in again and sees only what
// shows again. Each pop-up is `check`ed (console errors, policy, axe), with a screenshot; each
// journey has a browser of its own, so nothing a journey stored is the next one's.
// Sizes: a phone in both themes, and desktop in the theme test-utils' DESKTOP_RUN_OF names.
import { launchChromium } from '@lobbykit/browser';
import { type LobbyPage, openLobbyPage, type PageCheckOptions } from '@lobbykit/test-utils/chromium';
import {
  claimAllRewards,
  claimTask,
  closeStartupPopups,
  dismissNoticeFrame,
  drawInCut,
  isNoticeFrames,
  logOutFromMenu,
  noticeFrameTitles,
  readFirstNotice,
  signUpWith,
} from '@lobbykit/test-utils/journeys';
import { SEED_PASSWORD } from '@lobbykit/test-utils/hall';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

const DAY_MS = 86_400_000;
const PASSWORD = 'Harbor2024';
/** What the notice frames' pop-up is called in the order below: it takes its frame's title. */
const NOTICE = 'notice frames';
/** A new player's pop-ups on demo, in spec order: no binding asked, no app (demo's is a button). */
const NEW_PLAYER_ORDER = [
  'Your account is ready',
  NOTICE,
  'New player: chop once, win 100',
  'Chop once, win 50',
  'First deposit bonus',
  'New player rewards',
  'Daily tasks',
  'Weekly tasks',
  '3-day tasks',
  'Rewards to collect',
];
/** After the clock moved, the first signed call is refused once as stale (Chromium logs the 401). */
const STALE_ONCE: PageCheckOptions = {
  expectedErrors: [/^Failed to load resource: the server responded with a status of 401/],
};

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest();
});
afterEach(() => served.control.clock(0));
afterAll(() => served?.close());

/** The bonus the hall holds for the player (in reais), in cents: the claims are credited there. */
const bonusOf = async (username: string) =>
  Math.round(Number((await served.control.users.get('demo', username))['bonus']) * 100);

/** Logs in with a username and password (from the header unless the modal is open); past the weak-password warning. */
async function logIn({ page }: LobbyPage, username: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Log in' }).first().click();
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const weak = page.getByRole('dialog', { name: 'Your password is weak' });
  const balance = page.getByRole('group', { name: 'Balance' });
  await weak.or(balance).first().waitFor();
  if (await weak.isVisible()) await weak.getByRole('button', { name: 'Got it' }).click();
  await balance.waitFor();
}

describe('the classic lobby, the start-up pop-ups', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`shows a new player each in spec order, then the next day only what shows again (${viewport})`, async () => {
      const browser = await launchChromium();
      try {
        const lobby = await openLobbyPage(browser.browser, served.lobby.url, {
          app: 'lobby-classic',
          viewport,
        });
        const { page } = lobby;
        const name = `su${viewport[0]}${Date.now() % 1_000_000_000}`;

        // Day one: a visitor signs up in the modal that opened by itself.
        await page.getByRole('dialog', { name: 'Sign up' }).waitFor();
        await lobby.check('startup-sign-up');
        await signUpWith(lobby, name, PASSWORD);
        await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor();
        const bonusBefore = await bonusOf(name);

        let dismissed = '';
        let claimed = 0;
        const shown = await closeStartupPopups(lobby, {
          // What is on screen is the pop-up: no need of the whole page's picture.
          check: { fullPage: false },
          act: async (popup, title) => {
            if (await isNoticeFrames(popup)) {
              dismissed = title;
              await dismissNoticeFrame(popup);
            } else if (title === 'New player: chop once, win 100') {
              expect(await drawInCut(popup)).toMatch(/^You drew R\$\s\d+,\d\d$/);
              await lobby.check('startup-cut-drawn');
            } else if (title === 'Daily tasks') {
              claimed += await claimTask(popup, 'Daily task: log in');
              await lobby.check('startup-daily-claimed');
            } else if (title === 'Rewards to collect') {
              // The daily task was claimed a pop-up earlier: it is no longer waiting.
              expect
                .soft(await popup.getByRole('listitem').allTextContents())
                .not.toContainEqual(expect.stringContaining('Daily task: log in'));
              claimed += await claimAllRewards(popup);
            }
          },
        });
        expect(shown.map((title) => (title === dismissed ? NOTICE : title))).toEqual(NEW_PLAYER_ORDER);
        expect(claimed).toBeGreaterThan(0);
        // The draw credits nothing until the cut's target; the claims are credited as bonus, once.
        await expect.poll(() => bonusOf(name), { timeout: 2000 }).toBeGreaterThan(bonusBefore);
        const bonusDayOne = await bonusOf(name);
        expect.soft(bonusDayOne).toBe(bonusBefore + claimed);
        await lobby.check('startup-day-one-ended');
        // The notice centre from the header: the first unread notice read, one fewer unread.
        const read = await readFirstNotice(lobby, { fullPage: false });
        expect(read.after).toBe(read.before - 1);
        await logOutFromMenu(lobby, name);

        // The next day on the hall's clock; the page read again learns the hall's time. The lobby
        // opens its sign-up modal on landing again; the player has an account: "Log in" in it.
        const { now } = await served.control.clock(DAY_MS);
        expect(now).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
        await page.reload();
        const signUp = page.getByRole('dialog', { name: 'Sign up' });
        await signUp.waitFor();
        await signUp.getByRole('button', { name: 'Log in' }).click();
        await page.getByRole('dialog', { name: 'Log in' }).waitFor();
        await logIn(lobby, name);

        let noticesAgain: string[] = [];
        let noticeTitleAgain = '';
        const dailyAgain: string[] = [];
        // Each pop-up was checked on day one; the day's end is checked below.
        const again = await closeStartupPopups(lobby, {
          act: async (popup, title) => {
            if (await isNoticeFrames(popup)) {
              noticeTitleAgain = title;
              noticesAgain = await noticeFrameTitles(lobby, popup);
            }
            if (title === 'Daily tasks') {
              const row = popup.getByRole('listitem').filter({ hasText: 'Daily task: log in' });
              dailyAgain.push(...(await row.getByRole('button').allTextContents()));
            }
          },
        });
        // Everything but the sign-up's own prompt shows again: the new player's offers, the
        // first deposit's, the task lists of a new day and the rewards it brought.
        expect(again.map((title) => (title === noticeTitleAgain ? NOTICE : title))).toEqual(
          NEW_PLAYER_ORDER.filter((title) => title !== 'Your account is ready'),
        );
        expect(noticesAgain).not.toContain(dismissed);
        // A new day's task, ready to claim again.
        expect(dailyAgain).toEqual(['Claim']);
        await lobby.check('startup-day-two-ended', STALE_ONCE);
        // Nothing claimed on the second day: the bonus is what the first day's claims left.
        expect(await bonusOf(name)).toBe(bonusDayOne);
        await lobby.close();
      } finally {
        await browser.close();
      }
    }, 180_000);
  }
});

describe('the classic lobby, a password support reset', () => {
  it('asks for a new login password before any other pop-up, with no way to put it off, and the new one logs in (phone)', async () => {
    const browser = await launchChromium();
    try {
      const lobby = await openLobbyPage(browser.browser, served.lobby.url, {
        app: 'lobby-classic',
        viewport: 'phone',
      });
      const { page } = lobby;
      const signUp = page.getByRole('dialog', { name: 'Sign up' });
      await signUp.waitFor();
      await signUp.getByRole('button', { name: 'Log in' }).click();
      const logInDialog = page.getByRole('dialog', { name: 'Log in' });
      await logInDialog.getByRole('textbox', { name: 'Username' }).fill('reset01');
      await logInDialog.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
      await logInDialog.getByRole('button', { name: 'Log in' }).click();

      const change = page.getByRole('dialog', { name: 'Change password' });
      const weak = page.getByRole('dialog', { name: 'Your password is weak' });
      await weak.or(change).first().waitFor();
      if (await weak.isVisible()) await weak.getByRole('button', { name: 'Got it' }).click();
      await change.waitFor();
      await lobby.check('forced-password-change', { fullPage: false });
      // Forced: no close button, and Escape leaves it open.
      expect(await change.getByRole('button', { name: 'Close' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      expect(await change.isVisible()).toBe(true);

      await change.getByLabel('Current password', { exact: true }).fill(SEED_PASSWORD);
      await change.getByLabel('New password', { exact: true }).fill(PASSWORD);
      await change.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
      await change.getByRole('button', { name: 'Change password' }).click();
      await change.waitFor({ state: 'detached' });
      // The sequence goes on with the rest, and does not ask again.
      const rest = await closeStartupPopups(lobby, { check: { fullPage: false } });
      expect(rest).not.toContain('Change password');
      expect(rest.length).toBeGreaterThan(0);

      await logOutFromMenu(lobby, 'reset01');
      await logIn(lobby, 'reset01');
      expect(await closeStartupPopups(lobby)).not.toContain('Change password');
      await lobby.close();
    } finally {
      await browser.close();
    }
  }, 180_000);
});

// The sports service as an e2e step (spec §4, §7, §8): a player plays a sports game; its page
// lists the matches of the sports service, called with the game's ticket as the sports token;
// the hall expires the token, and the next call meets A001: the list says the sports session
// ended, and the lobby is home a second later with the game's frame gone.
import type { ControlClient } from 'hall-server';
import { expect } from 'vitest';
import type { LobbyPage, PageCheckOptions, ViewportName } from './chromium';
import { openFirstRealGame } from './real-game-step';

export interface SportsStepOptions {
  /** Options of each `check` (`sports-matches`, `sports-ended`). */
  readonly check?: PageCheckOptions;
  /** The matches are seen (and `check`ed) again at these sizes before the session ends. */
  readonly alsoAt?: readonly ViewportName[];
}

export interface SportsSessionEnded {
  /** The sports game played, as its card's "Play" named it. */
  readonly gameName: string;
  /** How many matches its page listed. */
  readonly matches: number;
}

const MATCHES = "Today's matches";
const ENDED = 'Your sports session has ended. Back to the lobby…';
/** What Chromium logs for the sports service's A001, a 401: expected once the token is gone. */
const UNAUTHORIZED = /status of 401 \(Unauthorized\) \(\S+\/sports\/matches\?/;

/**
 * A logged-in player with money, on a page that lists sports games (the sports provider's page):
 * "Play" on the first one (past the units confirmation if its provider asks); the game page lists
 * the matches above the game (`sports-matches`); the hall expires every sports token; "Update
 * matches" meets A001: the list says the session ended (`sports-ended`) and the home page follows,
 * the game closed.
 */
export async function seeSportsSessionEnd(
  lobby: LobbyPage,
  control: ControlClient,
  { check, alsoAt = [] }: SportsStepOptions = {},
): Promise<SportsSessionEnded> {
  const { page } = lobby;
  const region = page.getByRole('region', { name: MATCHES });
  const gameName = await openFirstRealGame(page, () => region);

  // The matches, each with its teams and three odds, above the game's frame.
  const items = region.getByRole('listitem');
  await expect.poll(() => items.count()).toBeGreaterThan(0);
  const matches = await items.count();
  expect(await items.first().getByRole('definition').count()).toBe(3);
  await page.getByTitle(gameName, { exact: true }).contentFrame().locator('body').waitFor();
  await lobby.check('sports-matches', check);
  for (const viewport of alsoAt) {
    await lobby.setViewport(viewport);
    await region.getByRole('listitem').first().waitFor();
    await lobby.check('sports-matches', check);
  }

  // The hall forgets the token; the next call answers A001.
  await control.sports.expire();
  await region.getByRole('button', { name: 'Update matches' }).click();
  await region.getByRole('alert').filter({ hasText: ENDED }).waitFor();
  await lobby.check('sports-ended', {
    ...check,
    expectedErrors: [...(check?.expectedErrors ?? []), UNAUTHORIZED],
  });
  await page.waitForURL((url) => url.pathname === '/');
  await region.waitFor({ state: 'hidden' });
  expect(await page.getByTitle(gameName, { exact: true }).count()).toBe(0);
  return { gameName, matches };
}

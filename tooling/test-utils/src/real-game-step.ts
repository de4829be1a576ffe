// The way into a real-money game every journey shares: "Play" on a game card, past the units
// confirmation a provider with a currency ratio asks for, to the game page.
import type { Locator, Page } from 'playwright-core';

/** A card's "Play" for real money, not its "Play demo of ...". */
const REAL_PLAY = /^Play (?!demo of )/;
/** The currency-ratio dialog a provider that counts in other units asks the player to pass. */
const RATIO_DIALOG = 'Confirm the game’s units';

/**
 * "Play" on the first game card on the page that may be played, then the units confirmation if
 * it comes instead of `shownOnGamePage` (what the game's page shows first), and the game page's
 * address. Answers the game's name, as its card named it. The card is looked for in a list of
 * games: the banner carousel's "Play slideshow" (shown while it rests, as it does for a player
 * who asks for less motion) is no game.
 */
export async function openFirstRealGame(
  page: Page,
  shownOnGamePage: (gameName: string) => Locator,
): Promise<string> {
  const play = page.getByRole('list').getByRole('button', { name: REAL_PLAY, disabled: false }).first();
  const label = await play.getAttribute('aria-label');
  if (!label) throw new Error('openFirstRealGame: no card offers "Play" on this page');
  const gameName = label.replace(/^Play /, '');
  await play.click();
  const ratio = page.getByRole('dialog', { name: RATIO_DIALOG });
  await shownOnGamePage(gameName).or(ratio).first().waitFor();
  if ((await ratio.count()) > 0) await ratio.getByRole('button', { name: 'Continue to the game' }).click();
  await page.waitForURL(/\/game\//);
  return gameName;
}

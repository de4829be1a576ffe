// Steps of the e2e journeys that every theme app takes the same way, because they happen in the
// screens @lobbykit/lobby-ui shares (the game page and its way back), whatever frame the theme
// puts around its own pages. Each step finds things by role and label, as a player would.
import type { LobbyPage, PageCheckOptions } from './chromium';

export interface RealGameStepOptions {
  /** Options of the game page's `check` (labelled `real-game`), e.g. errors the visit expects. */
  readonly check?: PageCheckOptions;
  /** What happens while the game is open, before the way back (the hall credits a win, say). */
  readonly whilePlaying?: () => Promise<void>;
}

/** The game page the player saw. */
export interface RealGamePlayed {
  /** The name of the game, as its card's "Play" button said it. */
  readonly gameName: string;
  /** The game page's screenshot. */
  readonly screenshot: string;
}

/** A card's "Play" for real money, not its "Play demo of ...". */
const REAL_PLAY = /^Play (?!demo of )/;
/** The currency-ratio dialog a provider that counts in other units asks the player to pass. */
const RATIO_DIALOG = 'Confirm the game’s units';

/**
 * A logged-in player's real-money game and the way back: "Play" on the first card on the page
 * that may be played, past the units confirmation when its provider has a currency ratio; the
 * game page frames the hall's game under its name and is `check`ed (`real-game`); "Back to
 * lobby" returns to the page the player came from, with the game's frame gone and the header's
 * balance there. What the balance then reads is the caller's to assert.
 */
export async function playRealGameAndComeBack(
  lobby: LobbyPage,
  { check, whilePlaying }: RealGameStepOptions = {},
): Promise<RealGamePlayed> {
  const { page } = lobby;
  const play = page.getByRole('button', { name: REAL_PLAY, disabled: false }).first();
  const label = await play.getAttribute('aria-label');
  if (!label) throw new Error('playRealGameAndComeBack: no card offers "Play" on this page');
  const gameName = label.replace(/^Play /, '');
  await play.click();

  const ratio = page.getByRole('dialog', { name: RATIO_DIALOG });
  // The real-money frame is titled with the game's bare name (a demo's adds "(demo)").
  const frame = page.getByTitle(gameName, { exact: true });
  await frame.or(ratio).first().waitFor();
  if ((await ratio.count()) > 0) await ratio.getByRole('button', { name: 'Continue to the game' }).click();
  await page.waitForURL(/\/game\//);
  await page.getByRole('heading', { level: 1, name: gameName, exact: true }).waitFor();
  await frame.contentFrame().locator('body').waitFor();
  await whilePlaying?.();
  const screenshot = await lobby.check('real-game', check);

  await page.getByRole('button', { name: 'Back to lobby' }).click();
  await page.getByRole('group', { name: 'Balance' }).waitFor();
  if ((await frame.count()) > 0) {
    throw new Error(`playRealGameAndComeBack: ${gameName} is still framed after "Back to lobby"`);
  }
  return { gameName, screenshot };
}

// Steps of the e2e journeys that every theme app takes the same way, because they happen in the
// screens @lobbykit/lobby-ui shares (the game page and its way back), whatever frame the theme
// puts around its own pages. Each step finds things by role and label, as a player would.
import { expect } from 'vitest';
import { recordPageCheck, type LobbyPage, type PageCheckOptions } from './chromium';
import { openFirstRealGame } from './real-game-step';
import { sessionTokensOf, sessionTracesOf } from './session-traces';
import { startupStatus } from './startup-journey';
import { tick } from './tick';

export { depositByTransfer, openWallet } from './deposit-journey';
export type { Deposited, DepositStepOptions } from './deposit-journey';
export {
  centsOf,
  claimAllRewards,
  claimTask,
  closeStartupPopups,
  dismissNoticeFrame,
  drawInCut,
  isNoticeFrames,
  noticeFrameTitles,
  startupStatus,
} from './startup-journey';
export type { StartupStepOptions } from './startup-journey';
export { readFirstNotice } from './notice-journey';
export { endedByAnotherDevice, logInWithUsername } from './session-journey';
export type { OtherDeviceStep } from './session-journey';
export { shareSessionInTwoTabs } from './two-tabs-journey';
export type { SocketsOpen, TwoTabsSeen, TwoTabsStep } from './two-tabs-journey';
export { seeStatusPage, statusPagesUnderXss, tryStatusPageAgain } from './status-journey';
export type { StatusPageSeen } from './status-journey';
export type { NoticeRead } from './notice-journey';
export { withdrawAfterSettingPassword } from './withdraw-journey';
export { tick } from './tick';
export { failOverFromDeadLine } from './lines-journey';
export { logInThroughAnOutage } from './outage-journey';
export type { OutageSeen, OutageStepOptions } from './outage-journey';
export { seeSiteConfigChange } from './config-journey';
export {
  chunkGone,
  deployVersion,
  markPage,
  NEWER_VERSION,
  samePage,
  seeChunkGonePageError,
  seeChunkGoneWithNewVersion,
  seeUpdateOnNewVersion,
} from './version-journey';
export type { ChunkGoneStep, NewVersionStep } from './version-journey';
export { seeSportsSessionEnd } from './sports-journey';
export type { SportsSessionEnded, SportsStepOptions } from './sports-journey';
export type { SiteConfigChange } from './config-journey';
export type { LineSwitchArea } from './lines-journey';
export type { Withdrawn, WithdrawStepOptions } from './withdraw-journey';

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
  /** The game page's screenshot, when its check kept one (see `ScreenshotMode`). */
  readonly screenshot: string | undefined;
}

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
  // The real-money frame is titled with the game's bare name (a demo's adds "(demo)").
  const frameOf = (name: string) => page.getByTitle(name, { exact: true });
  const gameName = await openFirstRealGame(page, frameOf);
  const frame = frameOf(gameName);
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

/** A way to log in other than the username, as the log-in modal's tab and its fields take it. */
export type LogInWay =
  | {
      readonly by: 'phone';
      /** The dialling prefix to pick (`+55`); without it, the one the modal shows. */
      readonly areaCode?: string;
      readonly phone: string;
      readonly password: string;
    }
  | { readonly by: 'email'; readonly email: string; readonly password: string };

export interface LogInStepOptions {
  /** Options of the `check` of the filled modal (labelled `log-in-by-phone` or `log-in-by-email`). */
  readonly check?: PageCheckOptions;
}

const WAY_TABS = { phone: 'Phone', email: 'Email' } as const;

/** How long `signUpWith` waits for the start-up pop-ups to open the sign-up modal, or not. */
const STARTUP_DECIDES_MS = 10_000;

/**
 * A visitor logs in by phone or e-mail: the header's "Log in" (unless the modal is open
 * already), the way's tab, its fields and the password, `check`ed filled (`log-in-by-<way>`),
 * then sent; past the weak-password warning when the password earns one, until the header shows
 * the balance and the modal is gone.
 */
export async function logInBy(lobby: LobbyPage, way: LogInWay, { check }: LogInStepOptions = {}) {
  const { page } = lobby;
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Log in' }).first().click();
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: WAY_TABS[way.by] }).click();
  if (way.by === 'phone') {
    if (way.areaCode !== undefined)
      await dialog.getByRole('combobox', { name: 'Country code' }).selectOption(way.areaCode);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(way.phone);
  } else {
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(way.email);
  }
  await dialog.getByLabel('Password', { exact: true }).fill(way.password);
  await lobby.check(`log-in-by-${way.by}`, check);
  await dialog.getByRole('button', { name: 'Log in' }).click();

  const weak = page.getByRole('dialog', { name: 'Your password is weak' });
  const balance = page.getByRole('group', { name: 'Balance' });
  await weak.or(balance).first().waitFor();
  if (await weak.isVisible()) await weak.getByRole('button', { name: 'Got it' }).click();
  await balance.waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * A visitor signs up with a username and password (the agreement ticked): in the sign-up modal
 * when it is open already (a lobby that opens it on landing), else from the header's "Sign up".
 * The caller waits for what follows (the register-recharge prompt, the player's header).
 */
export async function signUpWith(lobby: LobbyPage, username: string, password = 'Harbor2024') {
  const { page } = lobby;
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  // The start-up pop-ups decide first whether the modal opens by itself. The sequence pauses as
  // it opens the modal, whose code may still be on its way, so "paused" is not yet the modal:
  // wait for the modal itself, or for the sequence to end without it (a lobby without the
  // pop-ups never marks its root, and gets the header's button after the wait).
  const deadline = Date.now() + STARTUP_DECIDES_MS;
  while (!(await signUp.isVisible())) {
    if ((await startupStatus(lobby)) === 'ended' || Date.now() > deadline) {
      await page.getByRole('button', { name: 'Sign up' }).first().click();
      break;
    }
    await page.waitForTimeout(100);
  }
  await signUp.waitFor();
  await signUp.getByRole('textbox', { name: 'Username' }).fill(username);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('Confirm password', { exact: true }).fill(password);
  await tick(signUp.getByRole('checkbox'));
  await signUp.getByRole('button', { name: 'Sign up' }).click();
}

/**
 * A player logs out from the account menu, past the confirmation; the header offers "Log in"
 * again and shows no balance, and the session's tokens are nowhere the page can reach (URL,
 * localStorage, sessionStorage, cookies, IndexedDB).
 */
export async function logOutFromMenu(lobby: LobbyPage, username: string) {
  const { page } = lobby;
  const tokens = await sessionTokensOf(page);
  if (tokens.length === 0) throw new Error('logOutFromMenu: the lobby keeps no session token to log out of');
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out?' });
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log in' }).first().waitFor();
  await page.getByRole('group', { name: 'Balance' }).waitFor({ state: 'hidden' });
  // The session's clearing may finish just after the header changes.
  await expect.poll(() => sessionTracesOf(page, tokens)).toEqual([]);
  recordPageCheck({ app: lobby.app, label: 'log-out', viewport: lobby.viewport, tokensAfterLogOut: 0 });
}

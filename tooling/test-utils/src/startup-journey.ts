// The start-up pop-ups (spec §4) as an e2e step: a player on the home page closes each as it
// shows, until the lobby says its sequence ended (`data-lobby-startup` on the page's root).
import type { ElementHandle, Locator } from 'playwright-core';
import type { LobbyPage, PageCheckOptions } from './chromium';
import { tick } from './tick';

export interface StartupStepOptions {
  /** `check` each pop-up before closing it, labelled `startup-<n>-<name>`. */
  readonly check?: boolean | PageCheckOptions;
  /** How long the next pop-up (or the sequence's end) may take to come. @default 30_000 */
  readonly timeoutMs?: number;
  /**
   * What the player does in a pop-up before leaving it (draws, claims, ticks a box), after its
   * `check`. A pop-up still open afterwards is closed like the others.
   */
  readonly act?: (popup: Locator, name: string) => Promise<void>;
}

/** The pop-ups' ways out, in the order a player would look for them. */
const WAYS_OUT = /^(close|not now|later)$/i;
/** What shows a pop-up: a modal dialog, or the register-recharge prompt (a card, not a modal). */
const POPUPS = '[role="dialog"][aria-modal="true"], section.lk-recharge-prompt';
/**
 * How long an ended sequence must stay ended before the step believes it. A login restarts the
 * sequence in an effect after the render that shows the player's header, so the visitor's run
 * may still read `ended` for a moment after the caller saw the balance.
 */
const SETTLE_MS = 400;

/** Where the sequence stands: `none` until it has loaded (after the first paint). */
export const startupStatus = (lobby: LobbyPage): Promise<string> =>
  lobby.page.evaluate(() => document.documentElement.dataset['lobbyStartup'] ?? 'none');

/** The start-up pop-up on screen, if one is. */
async function shownPopup(lobby: LobbyPage): Promise<Locator | undefined> {
  const candidates = lobby.page.locator(POPUPS);
  const count = await candidates.count();
  for (let index = 0; index < count; index++) {
    const candidate = candidates.nth(index);
    if (await candidate.isVisible().catch(() => false)) return candidate;
  }
  return undefined;
}

/** A pop-up's accessible name: its label, or the text of the element that labels it. */
function nameOf(popup: ElementHandle<Element>): Promise<string> {
  return popup.evaluate((element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const by = (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    return by || (element.querySelector('h1, h2, h3')?.textContent?.trim() ?? 'popup');
  });
}

const labelOf = (index: number, name: string) =>
  `startup-${index}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}`;

/**
 * Closes the start-up pop-ups as they show until the sequence ends, and answers their names in
 * the order they showed. Each is closed the way a player would: its "Close", "Not now" or
 * "Later". For a lobby on its home page that runs the sequence (`startupPopups`); call it right
 * after landing and after a login or sign-up (a login runs the sequence again).
 */
export async function closeStartupPopups(
  lobby: LobbyPage,
  options: StartupStepOptions = {},
): Promise<string[]> {
  const closed: string[] = [];
  const timeoutMs = options.timeoutMs ?? 30_000;
  let deadline = Date.now() + timeoutMs;
  let endedSince: number | undefined;
  for (;;) {
    const popup = await shownPopup(lobby);
    const handle = await popup?.elementHandle().catch(() => null);
    if (popup && handle) {
      endedSince = undefined;
      const name = await nameOf(handle);
      if (options.check) {
        await lobby.check(
          labelOf(closed.length + 1, name),
          options.check === true ? undefined : options.check,
        );
      }
      await options.act?.(popup, name);
      // This pop-up's own way out, not that of whichever comes next in its place.
      const wayOut = await handle.$(`role=button[name=${WAYS_OUT}]`);
      if (wayOut && (await handle.isVisible())) await wayOut.click();
      await wayOut?.dispose();
      await handle.waitForElementState('hidden', { timeout: 10_000 });
      await handle.dispose();
      closed.push(name);
      deadline = Date.now() + timeoutMs;
      continue;
    }
    const now = await startupStatus(lobby);
    if (now === 'ended') {
      endedSince ??= Date.now();
      if (Date.now() - endedSince >= SETTLE_MS) return closed;
    } else {
      endedSince = undefined;
    }
    if (endedSince === undefined && Date.now() > deadline)
      throw new Error(`the start-up pop-ups did not end (${now}); closed: ${closed.join(', ') || 'none'}`);
    await lobby.page.waitForTimeout(100);
  }
}

/** An amount as the lobby writes it (`R$ 1,00`, `฿3.00`), in cents: every lobby currency has two decimals. */
export const centsOf = (text: string): number => Number(text.replace(/\D/g, ''));

/** The notice frames' pop-up: the only one with the "don't remind me" boxes. */
export const isNoticeFrames = async (popup: Locator): Promise<boolean> =>
  (await popup.getByRole('checkbox', { name: 'Don’t show this again' }).count()) > 0;

/**
 * "Don’t show this again" on the frame on screen of the notice frames' pop-up; the choice is kept
 * when the player leaves the frame (the caller closes it).
 */
export async function dismissNoticeFrame(popup: Locator): Promise<void> {
  await tick(popup.getByRole('checkbox', { name: 'Don’t show this again' }));
}

/** The titles of the notice frames' pop-up, frame by frame ("Next" until the last). */
export async function noticeFrameTitles(lobby: LobbyPage, popup: Locator): Promise<string[]> {
  const handle = await popup.elementHandle();
  const titles: string[] = [];
  for (;;) {
    titles.push(await nameOf(handle));
    const next = popup.getByRole('button', { name: 'Next', exact: true });
    if ((await next.count()) === 0) return titles;
    await next.click();
    await lobby.page.waitForFunction(
      ([element, before]) => {
        const id = element.getAttribute('aria-labelledby') ?? '';
        return document.getElementById(id)?.textContent?.trim() !== before;
      },
      [handle, titles.at(-1)] as const,
    );
  }
}

/** One draw in a one-time cut's pop-up: "Draw", until it says what the player drew. Answers that text. */
export async function drawInCut(popup: Locator): Promise<string> {
  await popup.getByRole('button', { name: 'Draw', exact: true }).click();
  const won = popup.getByText(/^You drew /);
  await won.waitFor();
  return (await won.textContent()) ?? '';
}

/**
 * "Claim" on a task of a task list's pop-up, until its row says "Claimed". Answers the task's
 * reward in cents.
 */
export async function claimTask(popup: Locator, title: string): Promise<number> {
  const row = popup.getByRole('listitem').filter({ has: popup.page().getByText(title, { exact: true }) });
  const reward = centsOf((await row.getByText(/^Reward: /).textContent()) ?? '');
  await row.getByRole('button', { name: 'Claim', exact: true }).click();
  await row.getByText('Claimed', { exact: true }).waitFor();
  return reward;
}

/**
 * "Claim all" in the rewards-to-collect pop-up, which closes by itself once nothing is left.
 * Answers the total it showed, in cents.
 */
export async function claimAllRewards(popup: Locator): Promise<number> {
  const handle = await popup.elementHandle();
  const total = centsOf((await popup.getByText(/^Total: /).textContent()) ?? '');
  await popup.getByRole('button', { name: 'Claim all', exact: true }).click();
  await handle.waitForElementState('hidden');
  await handle.dispose();
  return total;
}

// The start-up pop-ups (spec §4) as an e2e step: a player on the home page closes each as it
// shows, until the lobby says its sequence ended (`data-lobby-startup` on the page's root).
import type { Locator } from 'playwright-core';
import type { LobbyPage, PageCheckOptions } from './chromium';

export interface StartupStepOptions {
  /** `check` each pop-up before closing it, labelled `startup-<n>-<name>`. */
  readonly check?: boolean | PageCheckOptions;
  /** How long the whole sequence may take. @default 30_000 */
  readonly timeoutMs?: number;
}

/** The pop-ups' ways out, in the order a player would look for them. */
const WAYS_OUT = [/^(close|not now|later)$/i];

const status = (lobby: LobbyPage) =>
  lobby.page.evaluate(() => document.documentElement.dataset['lobbyStartup'] ?? 'none');

/** The start-up pop-up on screen: a modal dialog, or the register-recharge prompt. */
async function shownPopup(lobby: LobbyPage): Promise<Locator | undefined> {
  const { page } = lobby;
  const candidates = page.locator('[role="dialog"][aria-modal="true"], section.lk-recharge-prompt');
  const count = await candidates.count();
  for (let index = 0; index < count; index++) {
    const candidate = candidates.nth(index);
    if (await candidate.isVisible()) return candidate;
  }
  return undefined;
}

async function nameOf(popup: Locator): Promise<string> {
  const label = await popup.getAttribute('aria-label');
  if (label) return label;
  const heading = popup.getByRole('heading').first();
  return (await heading.count()) > 0 ? ((await heading.textContent()) ?? '').trim() : 'popup';
}

/**
 * Closes the start-up pop-ups as they show until the sequence ends. Answers the names of the
 * pop-ups closed, in order. For a lobby that runs the sequence (`startupPopups`): on one that
 * does not, it waits out its time.
 */
export async function closeStartupPopups(
  lobby: LobbyPage,
  options: StartupStepOptions = {},
): Promise<string[]> {
  const closed: string[] = [];
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const popup = await shownPopup(lobby);
    if (popup) {
      const name = await nameOf(popup);
      if (options.check) {
        const label = `startup-${closed.length + 1}-${name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .slice(0, 40)}`;
        await lobby.check(label, options.check === true ? undefined : options.check);
      }
      const way = popup.getByRole('button', { name: WAYS_OUT[0] }).first();
      await way.click();
      await popup.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
      closed.push(name);
      continue;
    }
    const now = await status(lobby);
    if (now === 'ended') return closed;
    // The sequence loads after the first paint: 'none' until then.
    if (Date.now() > deadline)
      throw new Error(`the start-up pop-ups did not end (${now}); closed: ${closed.join(', ')}`);
    await lobby.page.waitForTimeout(100);
  }
}

// @ts-check
// Pages only a player sees (the wallet, withdraw, security) measured like any other: before each
// Lighthouse run of one, a seeded player of the site logs in through the lobby itself, in the
// Chromium Lighthouse drives (its tabs share the session), and the HTTP cache is emptied again,
// so the run loads the page cold, with a session, as a player opening a bookmark would.
import { connectToChromium } from '@lobbykit/browser';
import { SEED_PASSWORD } from 'hall-server';

/** The seeded player (hall-server's world) each audited site logs in. */
export const AUDIT_PLAYERS = /** @type {Readonly<Record<string, string>>} */ ({
  demo: 'player01',
  siam: 'somchai01',
  cove: 'marina01',
});

const PLAYER_PAGES = new Set(['/wallet', '/withdraw', '/security']);

/**
 * Whether the page at `path` (with its query) needs a logged-in player.
 * @param {string} path
 */
export function needsPlayer(path) {
  return PLAYER_PAGES.has(new URL(path, 'http://lobby.invalid').pathname.replace(/\/+$/, ''));
}

/** How long the log-in may take on a loaded machine (the lobby's first load included). */
const LOG_IN_MS = 60_000;

/**
 * Logs the site's seeded player in on `lobbyUrl` in the Chromium listening on `port`, then
 * empties its HTTP cache (the session stays in the page's storage).
 * @param {{ port: number, lobbyUrl: string, siteCode: string }} options
 */
export async function logInAuditPlayer({ port, lobbyUrl, siteCode }) {
  const username = AUDIT_PLAYERS[siteCode];
  if (!username) throw new Error(`audit: no seeded player for site ${siteCode} (AUDIT_PLAYERS)`);
  const { browser, close } = await connectToChromium(port);
  try {
    const page = await browser.newPage();
    await page.goto(lobbyUrl);
    const logIn = page.getByRole('dialog', { name: 'Log in' });
    const deadline = Date.now() + LOG_IN_MS;
    // The start-up pop-ups come one after the other (the sign-up first): each is closed until the
    // header's "Log in" opens the modal, which holds the ones still to come.
    while (!(await logIn.isVisible())) {
      if (Date.now() > deadline) throw new Error(`audit: ${username} could not open "Log in" on ${lobbyUrl}`);
      if (await page.getByRole('dialog').first().isVisible()) await page.keyboard.press('Escape');
      else
        await page
          .getByRole('button', { name: 'Log in' })
          .first()
          .click({ timeout: 2000 })
          .catch(() => {});
      await page.waitForTimeout(250);
    }
    await logIn.getByRole('textbox', { name: 'Username' }).fill(username);
    await logIn.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
    await logIn.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('group', { name: 'Balance' }).waitFor({ timeout: LOG_IN_MS });
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await close();
  }
}

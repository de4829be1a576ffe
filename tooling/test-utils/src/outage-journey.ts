// Every domain of the hall down, then back, as e2e steps (issue: the lobby under a hostile
// network): the lobby keeps what it shows, a picture it cannot load leaves an empty box (no
// broken-picture mark, nothing the page's policy refuses), a log-in says what failed with the
// details support asks for (spec §8: request id, path, retries), a toast says no line is
// answering (not which dead line the lobby turned to last), and once the domains are back
// the same log-in goes through, without a reload.
import type { ControlClient } from 'hall-server';
import { expect } from 'vitest';
import type { LobbyPage, PageCheckOptions } from './chromium';
import { loggedIn } from './session-journey';
import { closeStartupPopups } from './startup-journey';

/**
 * What Chromium logs while every domain is down: refused connections, the proxy's 502, and
 * resets of calls that were on a kept-alive connection as its domain went down.
 */
const DOWN_ERRORS = [
  /net::ERR_CONNECTION_REFUSED/,
  /net::ERR_CONNECTION_RESET/,
  /status of 502 \(Bad Gateway\)/,
];

/** spec §8's system-error text with every detail filled in (a status of its own or a dash). */
const SYSTEM_ERROR =
  /^System error\. Please try again later\. \(Request ID: [0-9a-f]{32}, URL: \/hall\/home\/login, status: (-|\d{3}), retries: \d+\)$/;

export interface OutageStepOptions {
  readonly check?: PageCheckOptions | undefined;
}

export interface OutageSeen {
  /** The message the log-in showed while every domain was down. */
  readonly message: string;
  /** Pictures that found no host and show their empty box. */
  readonly emptyPictures: number;
}

/** How many of the page's pictures failed on every host, and whether any still has an address. */
const failedPictures = (lobby: LobbyPage) =>
  lobby.page.evaluate(() => {
    const failed = [...document.querySelectorAll('.lk-image[data-status="error"] img')];
    return { count: failed.length, withAddress: failed.filter((img) => img.hasAttribute('src')).length };
  });

/**
 * Takes every domain of the hall down (API and assets: the lobby's own origin reaches the hall
 * through the first API domain, so it fails too), scrolls the player's games so pictures that were
 * not loaded yet try every host, logs in as `username` and sees the system error, brings every
 * domain back and logs in with the same form. `check`ed while down (`outage-down`) and after.
 */
export async function logInThroughAnOutage(
  lobby: LobbyPage,
  control: ControlClient,
  username: string,
  password: string,
  { check = {} }: OutageStepOptions = {},
): Promise<OutageSeen> {
  const { page } = lobby;
  await closeStartupPopups(lobby);
  const domains = await control.domains.list();
  const cards = page.getByRole('button', { name: /^Play / });
  await cards.first().waitFor();
  const shownBefore = await cards.count();
  // Pictures this browser fetched earlier (another journey of the file) would come from its HTTP
  // cache: emptied, the ones not on screen yet must ask their hosts.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();
  await Promise.all(domains.map((domain) => control.domains.set(domain.id, { up: false })));
  try {
    // Far down the page: pictures that were waiting to come near the viewport try now.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await failedPictures(lobby)).count, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.getByRole('button', { name: 'Log in' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    // The lines' toast tells that every line failed, in place of the lines it turned to on the way.
    // Looked for from the click on: on a slow machine it may show and go while the log-in's own
    // failure is still on its way.
    const allDown = page
      .getByText('No line is answering. Check your connection.')
      .waitFor({ timeout: 70_000 });
    // Awaited below; handled here too, so a failure before then is not also an unhandled one.
    allDown.catch(() => undefined);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: /^System error/ });
    await alert.waitFor({ timeout: 60_000 });
    const message = (await alert.textContent()) ?? '';
    expect(message).toMatch(SYSTEM_ERROR);
    await allDown;
    expect(await page.getByText(/^Connection problem: now on line \d\.$/).count()).toBe(0);
    // What the page showed stays: the games, and the failed pictures as empty boxes.
    expect(await cards.count()).toBeGreaterThanOrEqual(shownBefore);
    const pictures = await failedPictures(lobby);
    expect(pictures.withAddress).toBe(0);
    await lobby.check('outage-down', {
      ...check,
      expectedErrors: [...(check.expectedErrors ?? []), ...DOWN_ERRORS],
    });

    await Promise.all(domains.map((domain) => control.domains.set(domain.id, { up: true })));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await loggedIn(page, { timeout: 30_000 });
    await closeStartupPopups(lobby);
    await lobby.check('outage-back', {
      ...check,
      // Calls that were on their way as the domains came back still fail, and say so.
      expectedErrors: [...(check.expectedErrors ?? []), ...DOWN_ERRORS],
    });
    return { message, emptyPictures: pictures.count };
  } finally {
    await Promise.all(domains.map((domain) => control.domains.set(domain.id, { up: true })));
  }
}

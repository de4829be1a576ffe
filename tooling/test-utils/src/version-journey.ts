// A release replacing the lobby's files while a page is open (issue: the lobby under frequent
// deploys), as e2e steps every theme takes the same way: a newer version asks for a reload (the
// hall's 999 on the next call), a page whose chunk is gone asks for a reload when a newer version
// is out and shows its own error when not, and nothing ever reloads by itself. The theme says how
// its player opens the page (classic's "Search" tab, aurora's side menu).
import type { ControlClient } from 'hall-server';
import { expect } from 'vitest';
import type { LobbyPage, PageCheckOptions } from './chromium';

/** The release after the one the apps are built as (`v4.1.140`). */
export const NEWER_VERSION = 'v4.1.141';

const UPDATED = 'The page has been updated';

/** From now on the site's version file (`/op.json`) names `version`. */
export const deployVersion = (control: Pick<ControlClient, 'faults'>, version = NEWER_VERSION) =>
  control.faults.add({
    route: '/op.json',
    kind: 'raw',
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ version }),
  });

/** Marks the page's window: the mark is gone once the page reloads. */
export const markPage = (lobby: LobbyPage) =>
  lobby.page.evaluate(() => {
    (window as unknown as { lobbyMarker?: string }).lobbyMarker = 'same page';
  });

export const samePage = (lobby: LobbyPage) =>
  lobby.page.evaluate(() => (window as unknown as { lobbyMarker?: string }).lobbyMarker === 'same page');

/**
 * A lazy chunk deleted from the server, as this page sees it (404 from now on, until
 * `page.unroute(chunk)`); answers how many times the page asked for it.
 */
export async function chunkGone(lobby: LobbyPage, chunk: RegExp): Promise<() => number> {
  let asked = 0;
  await lobby.page.route(chunk, (route) => {
    asked += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  return () => asked;
}

export interface NewVersionStep {
  readonly siteCode: string;
  /** Makes the page's next hall call, which the hall answers 999 (a username to check, ...). */
  readonly nextCall: () => Promise<void>;
  /** What the reloaded page shows once it is the lobby again. */
  readonly reloaded: () => Promise<void>;
  readonly check?: PageCheckOptions | undefined;
}

/**
 * A newer version deployed while the page is open: the version file names it and the hall refuses
 * the page's version (999), so the next call brings "The page has been updated" (`check`ed as
 * `page-updated`). The reload is the player's: with the hall back to normal, "Reload page" loads
 * the lobby again, without the dialog.
 */
export async function seeUpdateOnNewVersion(
  lobby: LobbyPage,
  control: Pick<ControlClient, 'faults' | 'sites'>,
  { siteCode, nextCall, reloaded, check = {} }: NewVersionStep,
): Promise<void> {
  await deployVersion(control);
  await control.sites.set(siteCode, { minVersion: NEWER_VERSION });
  await nextCall();
  const updated = lobby.page.getByRole('dialog', { name: UPDATED });
  await updated.waitFor();
  await lobby.check('page-updated', { fullPage: false, ...check });

  await control.faults.clear();
  await control.sites.set(siteCode, { minVersion: null });
  await updated.getByRole('button', { name: 'Reload page' }).click();
  await reloaded();
  expect(await updated.count()).toBe(0);
}

export interface ChunkGoneStep {
  /** The page's chunk as the browser asks for it (its name carries the build's hash). */
  readonly chunk: RegExp;
  /** How the player opens the page whose chunk is gone (a tab, a menu's link). */
  readonly openPage: () => Promise<void>;
  /** What the page shows once it opened (its heading, its search box). */
  readonly pageShown: () => Promise<void>;
  /** What the failed chunk logs: the resource and the error the page's boundary caught. */
  readonly expectedErrors: readonly RegExp[];
  readonly check?: PageCheckOptions | undefined;
}

/**
 * A newer version deployed and the page's chunk gone with the old files: opening the page tries
 * the chunk twice (the one retry), whose failure reads the version file, and "The page has been
 * updated" asks for a reload (`chunk-gone-updated`); nothing reloads by itself, nor asks again.
 */
export async function seeChunkGoneWithNewVersion(
  lobby: LobbyPage,
  control: Pick<ControlClient, 'faults'>,
  { chunk, openPage, expectedErrors, check = {} }: Omit<ChunkGoneStep, 'pageShown'>,
): Promise<void> {
  const asked = await chunkGone(lobby, chunk);
  await deployVersion(control);
  await markPage(lobby);

  await openPage();
  const updated = lobby.page.getByRole('dialog', { name: UPDATED });
  await updated.getByRole('button', { name: 'Reload page' }).waitFor();
  await lobby.check('chunk-gone-updated', {
    fullPage: false,
    ...check,
    expectedErrors: [...(check.expectedErrors ?? []), ...expectedErrors],
  });
  expect(asked()).toBe(2);

  // Nothing happens by itself: the dialog waits for the player's tap, on the same page.
  await lobby.page.waitForTimeout(3000);
  expect(await samePage(lobby)).toBe(true);
  expect(asked()).toBe(2);
  expect(await updated.isVisible()).toBe(true);
}

/**
 * The page's chunk gone and the version the same: after the retry and the version file's read,
 * the page's own error ("This page didn't load", `chunk-gone-page-error`), no update dialog, no
 * reload. Once the chunk is back, going back and opening the page again shows it
 * (`chunk-back-page`), on the same document.
 */
export async function seeChunkGonePageError(
  lobby: LobbyPage,
  { chunk, openPage, pageShown, expectedErrors, check = {} }: ChunkGoneStep,
): Promise<void> {
  const { page } = lobby;
  const asked = await chunkGone(lobby, chunk);
  await markPage(lobby);

  const versionRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/op.json');
  await openPage();
  await page.getByRole('heading', { level: 1, name: 'This page didn’t load' }).waitFor();
  await versionRead;
  await page.getByRole('main').getByRole('button', { name: 'Reload page' }).waitFor();
  await lobby.check('chunk-gone-page-error', {
    fullPage: false,
    ...check,
    expectedErrors: [...(check.expectedErrors ?? []), ...expectedErrors],
  });
  expect(asked()).toBe(2);
  expect(await page.getByRole('dialog', { name: UPDATED }).count()).toBe(0);
  expect(await samePage(lobby)).toBe(true);

  await page.unroute(chunk);
  await page.goBack();
  await openPage();
  await pageShown();
  expect(await samePage(lobby)).toBe(true);
  await lobby.check('chunk-back-page', { fullPage: false, ...check });
}

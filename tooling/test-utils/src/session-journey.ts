// The session's e2e steps: a log-in with a username, and the account logged in on another device
// (spec §4 "Login", the realtime `multipleLogin` notice), which the first device is told of.
import { launchChromium } from '@lobbykit/browser';
import type { ControlClient } from 'hall-server';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openLobbyPage, type LobbyPage, type PageCheckOptions } from './chromium';
import { closeStartupPopups } from './startup-journey';

/**
 * A visitor logs in with a username and password from the header (the start-up pop-ups closed
 * before and after), past the weak-password warning when the password earns one.
 */
export async function logInWithUsername(lobby: LobbyPage, username: string, password: string) {
  const { page } = lobby;
  await closeStartupPopups(lobby);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await loggedIn(page);
  await closeStartupPopups(lobby);
}

/**
 * Waits until the header shows the player's balance after a log-in was sent, past the
 * weak-password warning when the password earns one.
 */
export async function loggedIn(page: Page, { timeout }: { readonly timeout?: number } = {}) {
  const weak = page.getByRole('dialog', { name: 'Your password is weak' });
  const balance = page.getByRole('group', { name: 'Balance' });
  await weak.or(balance).first().waitFor({ timeout });
  if (await weak.isVisible()) await weak.getByRole('button', { name: 'Got it' }).click();
  await balance.waitFor();
}

export interface OtherDeviceStep {
  /** The account, logged in on `first`, and its password. */
  readonly username: string;
  readonly password: string;
  /** The lobby's address and app (the other device opens it too). */
  readonly url: string;
  readonly app: string;
  readonly control: Pick<ControlClient, 'sockets'>;
  /** Options of the `check` of the dialog (labelled `multiple-login`). */
  readonly check?: PageCheckOptions;
}

/**
 * The first device's session ends when the account logs in on another: once its notice channel
 * is up, the other device (a browser of its own, with its own storage and device id) logs in at
 * a desktop size, and the first shows "Logged in on another device" with that device's name
 * (`check`ed), then, closed, is a visitor. Answers the dialog's text.
 */
export async function endedByAnotherDevice(
  first: LobbyPage,
  { username, password, url, app, control, check }: OtherDeviceStep,
): Promise<string> {
  await expect
    .poll(async () => (await control.sockets.list()).authenticated.map((socket) => socket.username))
    .toContain(username);
  const other = await launchChromium();
  try {
    const second = await openLobbyPage(other.browser, url, { app, viewport: 'desktop' });
    await logInWithUsername(second, username, password);
    await second.close();
  } finally {
    await other.close();
  }
  const ended = first.page.getByRole('dialog', { name: 'Logged in on another device' });
  await ended.waitFor();
  const text = (await ended.textContent()) ?? '';
  await first.check('multiple-login', check);
  await ended.getByRole('button', { name: 'Close' }).click();
  await first.page.getByRole('button', { name: 'Log in' }).first().waitFor();
  return text;
}

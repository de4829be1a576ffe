// The API lines as e2e steps (issue: lines the player can see): the footer's "Switch line", the
// lines measured, a line chosen; then that line's domain goes down while the player uses the
// lobby, which moves to the next line by itself, says so, and keeps working; the dead line shows
// as unreachable until its domain is back and a new test measures it.
import type { ControlClient } from 'hall-server';
import type { Locator } from 'playwright-core';
import type { LobbyPage, PageCheckOptions } from './chromium';
import { tick } from './tick';

/** What Chromium logs for a call to a domain that is down: expected while a line is dead. */
const REFUSED_CONNECTION = /net::ERR_CONNECTION_REFUSED/;

const SWITCH = 'Switch line';
const FAILED_OVER = /^Connection problem: now on line (\d+)\.$/;

/** Where a lobby shows its line switch: the footer, unless a theme's menu holds it. */
export type LineSwitchArea = (lobby: LobbyPage) => Promise<Locator>;

const inTheFooter: LineSwitchArea = (lobby) => Promise.resolve(lobby.page.getByRole('contentinfo'));

/** Opens "Switch line" from `area` and waits until the dialog can test again (no test running). */
async function openLineSwitch(lobby: LobbyPage, area: LineSwitchArea): Promise<Locator> {
  const button = (await area(lobby)).getByRole('button', { name: SWITCH });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = lobby.page.getByRole('dialog', { name: SWITCH });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Test again' }).waitFor();
  return dialog;
}

async function closeLineSwitch(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export interface LineFailoverOptions {
  /** Opens where the switch is. @default the footer */
  readonly area?: LineSwitchArea | undefined;
  readonly check?: PageCheckOptions | undefined;
}

/**
 * A call the client never answers from its cache (games and site data may be): a visitor types a
 * name to sign up with, and the hall says whether it is free.
 */
async function checkAUsername(lobby: LobbyPage): Promise<void> {
  const { page } = lobby;
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await signUp.getByRole('textbox', { name: 'Username' }).fill(`line${Date.now() % 100_000_000}`);
  await signUp.getByText('This username is available').waitFor();
  await page.keyboard.press('Escape');
  await signUp.waitFor({ state: 'hidden' });
}

/** The line store's record of the API line in use (transport's default `lobbykit:lines`). */
const apiLineInUse = (lobby: LobbyPage): Promise<string | undefined> =>
  lobby.page.evaluate(() => {
    try {
      return (JSON.parse(localStorage.getItem('lobbykit:lines') ?? '{}') as { api?: string }).api;
    } catch {
      return undefined;
    }
  });

/**
 * Chooses a line that is one of the hall's API domains (the lobby's own origin may be a line too,
 * a proxy the player cannot tell apart: the line store's record says which is which), takes that
 * domain down, has the hall check a name to sign up with (it still answers), sees the toast name the line it moved to and that line in use in
 * the list, with the dead one unreachable (`check`ed: `lines-measured`, `lines-failed-over`),
 * brings the domain back and tests again. Answers the lines: the dead one and the one moved to.
 */
export async function failOverFromDeadLine(
  lobby: LobbyPage,
  control: ControlClient,
  { area = inTheFooter, check = {} }: LineFailoverOptions = {},
): Promise<{ readonly dead: number; readonly moved: number }> {
  const { page } = lobby;
  const whileDown: PageCheckOptions = {
    ...check,
    expectedErrors: [...(check.expectedErrors ?? []), REFUSED_CONNECTION],
  };
  let dialog = await openLineSwitch(lobby, area);
  await lobby.check('lines-measured', check);
  const domains = (await control.domains.list()).filter((domain) => domain.id.startsWith('api:'));
  const count = await dialog.getByRole('radio').count();
  let chosen: { readonly line: number; readonly domain: string } | undefined;
  for (let line = count; line >= 1 && !chosen; line--) {
    await tick(dialog.getByRole('radio', { name: new RegExp(`^Line ${line} `) }));
    await dialog.getByRole('radio', { name: new RegExp(`^Line ${line} .* In use$`) }).waitFor();
    const url = await apiLineInUse(lobby);
    const domain = domains.find((each) => each.url.replace(/\/+$/, '') === url);
    if (domain) chosen = { line, domain: domain.id };
  }
  if (!chosen) throw new Error('no line of the lobby is one of the hall’s API domains');
  await closeLineSwitch(dialog);

  await control.domains.set(chosen.domain, { up: false });
  try {
    const toast = page.getByText(FAILED_OVER);
    const [moved] = await Promise.all([
      toast.waitFor().then(async () => Number(FAILED_OVER.exec((await toast.textContent()) ?? '')?.[1])),
      checkAUsername(lobby),
    ]);
    dialog = await openLineSwitch(lobby, area);
    await dialog.getByRole('radio', { name: new RegExp(`^Line ${chosen.line} Unreachable$`) }).waitFor();
    await dialog.getByRole('radio', { name: new RegExp(`^Line ${moved} .* In use$`) }).waitFor();
    await lobby.check('lines-failed-over', whileDown);
    await control.domains.set(chosen.domain, { up: true });
    await dialog.getByRole('button', { name: 'Test again' }).click();
    await dialog
      .getByRole('radio', { name: new RegExp(`^Line ${chosen.line} \\d[\\d,.]* ms`) })
      .waitFor({ timeout: 15_000 });
    await closeLineSwitch(dialog);
    return { dead: chosen.line, moved };
  } finally {
    await control.domains.set(chosen.domain, { up: true });
  }
}

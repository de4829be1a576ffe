// A change of the site's configuration as an e2e step (spec §8, 1128 / 1247 "config changed"):
// the hall's site gets a new title, background, languages and currencies; the next call answers
// 1128; the lobby reads the site again and shows the change (the page's title, the theme's
// background, the language list, the sign-up's currencies) without a reload.
import type { ControlClient } from 'hall-server';
import { expect } from 'vitest';
import type { LobbyPage, PageCheckOptions } from './chromium';

export interface SiteConfigChange {
  readonly title: string;
  /** A CSS colour, as the theme's `--lk-color-bg` will read it. */
  readonly backgroundColor: string;
  /** Lobby language codes, the first the default. */
  readonly languages: readonly string[];
  /** Currency codes, the first the default. */
  readonly currencies: readonly string[];
  /** A language new to the site, by the name the language list gives it (`ไทย`). */
  readonly newLanguageName: string;
  /** A currency new to the site, as the sign-up's currency list names it. */
  readonly newCurrency: string;
}

/** The page's own mark: a reload loses it. */
const MARK = '__lobbykitConfigMark';

async function openSignUp(lobby: LobbyPage) {
  await lobby.page.getByRole('button', { name: 'Sign up' }).first().click();
  const signUp = lobby.page.getByRole('dialog', { name: 'Sign up' });
  await signUp.waitFor();
  return signUp;
}

async function closeDialog(lobby: LobbyPage, name: string) {
  await lobby.page.keyboard.press('Escape');
  await lobby.page.getByRole('dialog', { name }).waitFor({ state: 'hidden' });
}

/**
 * Changes `siteCode`'s configuration on the hall, has the next call answer 1128 (a name to sign
 * up with, checked), and sees every part of the change on the page, which never reloads
 * (`check`ed: `config-changed`). The caller resets the site (`siteInfo: null`).
 */
export async function seeSiteConfigChange(
  lobby: LobbyPage,
  control: ControlClient,
  siteCode: string,
  change: SiteConfigChange,
  check?: PageCheckOptions,
): Promise<void> {
  const { page } = lobby;
  await page.evaluate((mark) => Object.assign(window, { [mark]: true }), MARK);
  await control.sites.set(siteCode, {
    siteInfo: {
      title: change.title,
      backgroundColor: change.backgroundColor,
      languages: change.languages,
      currencies: change.currencies,
    },
  });
  await control.faults.add({ kind: 'code', code: 1128, route: 'checkUsername', times: 1 });

  let signUp = await openSignUp(lobby);
  await signUp.getByRole('textbox', { name: 'Username' }).fill(`cfg${Date.now() % 100_000_000}`);
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(change.title);
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--lk-color-bg').trim(),
      ),
    )
    .toBe(change.backgroundColor);
  await closeDialog(lobby, 'Sign up');

  // The sign-up's currencies are the site's new ones, the first chosen.
  signUp = await openSignUp(lobby);
  const currency = signUp.getByRole('combobox', { name: 'Currency' });
  await expect.poll(() => currency.locator('option').allTextContents()).toContain(change.newCurrency);
  await closeDialog(lobby, 'Sign up');

  // The language list offers the new language.
  await page
    .getByRole('button', { name: /^Language: / })
    .first()
    .click();
  const list = page.getByRole('listbox', { name: 'Choose a language' });
  await list.getByRole('option', { name: change.newLanguageName }).waitFor();
  await lobby.check('config-changed', check);
  await closeDialog(lobby, 'Choose a language');

  expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK)).toBe(
    true,
  );
}

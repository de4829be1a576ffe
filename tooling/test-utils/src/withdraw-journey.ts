// The withdraw journey every theme app takes the same way, because it happens in the screens
// @lobbykit/lobby-ui shares (the header's user menu, the security page, the withdraw page and its
// PIN pad): a logged-in player without a withdrawal password opens "Withdraw", is sent to the
// security page, sets the password, comes back, adds a bank account and withdraws with the PIN;
// the answer is "under review" and the header's balance drops once; the security page's list then
// shows the password set. Each step finds things by
// role and label, as a player would, and `check`s what it reached.
import type { LobbyPage, PageCheckOptions } from './chromium';

export interface WithdrawStepOptions {
  /** The player's username (the user menu's button is named after it). */
  readonly username: string;
  /** The withdrawal password set on the security page and typed in the PIN pad. */
  readonly pin: string;
  /** The new bank account: its bank, holder and number. */
  readonly account: { readonly bank: string; readonly holder: string; readonly number: string };
  /** The amount typed, in the wallet's units (`'100'`). */
  readonly amount: string;
  /** The header's balance text once the withdrawal is taken from it (`'R$ 400,00'`). */
  readonly expectedAfter: RegExp;
  /** Options of every `check` of the journey. */
  readonly check?: PageCheckOptions;
}

export interface Withdrawn {
  /** The header's balance before and after, as it shows them. */
  readonly before: string;
  readonly after: string;
  /** The balances the header showed from the withdrawal on, each change once. */
  readonly changes: readonly string[];
}

// The amount inside the header's group named "Balance" (the group also holds the refresh button
// and its status words, which are not the balance).
const AMOUNT = '[role="group"][aria-label="Balance"] .lk-app-balance__amount';

async function headerBalance(lobby: LobbyPage): Promise<string> {
  return ((await lobby.page.locator(AMOUNT).first().textContent()) ?? '').trim();
}

/**
 * Records every text the header's balance takes from now on, so a balance that moved twice (or
 * back and forth) shows in the list even after it settled.
 */
async function watchBalance(lobby: LobbyPage): Promise<() => Promise<string[]>> {
  await lobby.page.evaluate((selector) => {
    const seen: string[] = [];
    Object.assign(window, { lobbykitBalances: seen });
    const group = document.querySelector(selector);
    if (!group) return;
    const read = () => {
      const text = group.textContent?.trim() ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(read).observe(group, { childList: true, subtree: true, characterData: true });
  }, AMOUNT);
  return () =>
    lobby.page.evaluate(() => (window as unknown as { lobbykitBalances: string[] }).lobbykitBalances);
}

/** Waits until the page's finite animations are over (a dialog fading in), so a check sees it whole. */
async function settled(lobby: LobbyPage): Promise<void> {
  await lobby.page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * From any page of a logged-in player without a withdrawal password: user menu, "Withdraw"; the
 * security page's warning (`check`ed: `security-withdraw-password`); the password set twice; back
 * on the withdraw page (`withdraw`); "Add account" (`add-account`); the amount, "Withdraw", the
 * PIN pad (`pin-pad`); "Withdrawal under review" (`withdraw-review`); the security page's list
 * from the menu (`security`). Answers the header's
 * balance before and after, and every text it took meanwhile, for the caller to assert.
 */
export async function withdrawAfterSettingPassword(
  lobby: LobbyPage,
  options: WithdrawStepOptions,
): Promise<Withdrawn> {
  const { page } = lobby;
  const before = await headerBalance(lobby);

  await page.getByRole('button', { name: `Account menu for ${options.username}` }).click();
  await page.getByRole('menuitem', { name: 'Withdraw' }).click();
  await page.getByRole('heading', { level: 1, name: 'Account security' }).waitFor();
  await page.waitForURL(/\/security\?current=withdrawPassword&isCallbackWithdraw=1$/);
  await page.getByRole('alert').getByText('Please bind a withdrawal password first.').waitFor();
  await lobby.check('security-withdraw-password', options.check);
  await page.getByLabel('New withdrawal password', { exact: true }).fill(options.pin);
  await page.getByLabel('Confirm withdrawal password', { exact: true }).fill(options.pin);
  await page.getByRole('button', { name: 'Save' }).click();

  await page.getByRole('heading', { level: 1, name: 'Withdraw' }).waitFor();
  await page.waitForURL(/\/withdraw$/);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add account' }).waitFor();
  await lobby.check('withdraw', options.check);
  await main.getByRole('button', { name: 'Add account' }).click();
  await main.getByRole('textbox', { name: 'Bank', exact: true }).fill(options.account.bank);
  await main.getByRole('textbox', { name: 'Account holder' }).fill(options.account.holder);
  await main.getByRole('textbox', { name: 'Account number' }).fill(options.account.number);
  await lobby.check('add-account', options.check);
  await main.getByRole('button', { name: 'Save account' }).click();

  await main.getByRole('textbox', { name: 'Amount' }).fill(options.amount);
  const balances = await watchBalance(lobby);
  await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const pad = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await pad.waitFor();
  await settled(lobby);
  await lobby.check('pin-pad', options.check);
  await page.keyboard.type(options.pin);
  await main.getByText('Withdrawal under review').waitFor({ timeout: 30_000 });
  await pad.waitFor({ state: 'detached' });
  await lobby.check('withdraw-review', options.check);

  // The balance moves once; a second move (a notice applied twice) would show by now.
  await page.waitForFunction(
    ([selector, source]) =>
      new RegExp(source).test(document.querySelector(selector)?.textContent?.trim() ?? ''),
    [AMOUNT, options.expectedAfter.source] as const,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(1500);
  const after = await headerBalance(lobby);

  // The security page's list, from the menu: the password now set.
  await page.getByRole('button', { name: `Account menu for ${options.username}` }).click();
  await page.getByRole('menuitem', { name: 'Account security' }).click();
  const list = page.getByRole('list', { name: 'Account security' });
  await list.getByRole('button', { name: /Withdrawal password\s+Set/ }).waitFor();
  await lobby.check('security', options.check);
  return { before, after, changes: await balances() };
}

// The deposit journey every theme app takes the same way, because it happens in the screens
// @lobbykit/lobby-ui shares (the header's user menu, the wallet page, the pay modal and its order
// view): a logged-in player opens the wallet, deposits by a transfer channel, says "I have
// transferred", and the hall's payment comes back as one notice and one balance change. Each
// step finds things by role and label, as a player would, and `check`s what it reached.
import type { LobbyPage, PageCheckOptions } from './chromium';
import { tick } from './tick';

export interface DepositStepOptions {
  /** The pay channel's radio, by its name (a channel that waits for "I have transferred"). */
  readonly channel: RegExp;
  /** The amount typed, in the wallet's units (`'100'`). */
  readonly amount: string;
  /** The payer fields the channel asks for: their labels and what is typed. */
  readonly payer: Readonly<Record<string, string>>;
  /** Options of every `check` of the journey. */
  readonly check?: PageCheckOptions;
}

export interface Deposited {
  /** The wallet's balance before and after, as the page shows it. */
  readonly before: string;
  readonly after: string;
  /** How many "Deposit of ... received" notices showed (one, when all is well). */
  readonly notices: number;
}

/** The notice of a credited deposit, as a toast says it. */
const RECEIVED = /^Deposit of .+ received$/;

/**
 * Counts, from now on, every text of the page that says a deposit was received: toasts leave
 * after a few seconds, so they are counted as they come, not looked for afterwards.
 */
async function countNotices(lobby: LobbyPage): Promise<() => Promise<number>> {
  await lobby.page.evaluate((source) => {
    const pattern = new RegExp(source);
    const state = { seen: 0 };
    Object.assign(window, { lobbykitDepositNotices: state });
    const countIn = (node: Node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.currentNode; text; text = walker.nextNode() as Node)
        if (text.nodeType === Node.TEXT_NODE && pattern.test(text.nodeValue?.trim() ?? '')) state.seen += 1;
    };
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(countIn);
    }).observe(document.body, { childList: true, subtree: true });
  }, RECEIVED.source);
  return () =>
    lobby.page.evaluate(
      () => (window as unknown as { lobbykitDepositNotices: { seen: number } }).lobbykitDepositNotices.seen,
    );
}

/** The text of the wallet's balance (the amount line, without its label). */
async function walletBalance(lobby: LobbyPage): Promise<string> {
  const amount = lobby.page.getByRole('region', { name: 'Balance' }).locator('p').first();
  return ((await amount.textContent()) ?? '').trim();
}

/**
 * The player's user menu (the button named "Account menu for `username`"), "Wallet": the wallet
 * page, its balance read again, `check`ed (`wallet`).
 */
export async function openWallet(
  lobby: LobbyPage,
  username: string,
  check?: PageCheckOptions,
): Promise<void> {
  const { page } = lobby;
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Wallet' }).click();
  await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
  await page.waitForURL(/\/wallet(\?|$)/);
  // The page reads the balance again when it opens: wait until that is done.
  await page
    .getByRole('region', { name: 'Balance' })
    .getByRole('button', { name: 'Refresh balance', disabled: false })
    .waitFor();
  await page.getByRole('region', { name: 'Records' }).waitFor();
  await lobby.check('wallet', check);
}

/**
 * On the wallet page, "Deposit" (or the pay modal already open): the channel, the amount and the
 * payer fields; "Deposit now"; the order (`check`ed: `order`); "I have transferred"; then the
 * hall's payment: the order says it arrived, its notice shows, the balance moves. Answers the
 * balance before and after and how many notices showed, for the caller to assert.
 */
export async function depositByTransfer(lobby: LobbyPage, options: DepositStepOptions): Promise<Deposited> {
  const { page } = lobby;
  const before = await walletBalance(lobby);
  let modal = page.getByRole('dialog', { name: 'Deposit' });
  if ((await modal.count()) === 0)
    await page.getByRole('region', { name: 'Balance' }).getByRole('button', { name: 'Deposit' }).click();
  modal = page.getByRole('dialog', { name: 'Deposit' });
  await tick(modal.getByRole('radio', { name: options.channel }));
  const amount = modal.getByRole('textbox', { name: 'Amount' });
  await amount.fill(options.amount);
  for (const [label, value] of Object.entries(options.payer))
    await modal.getByRole('textbox', { name: label, exact: true }).fill(value);
  await lobby.check('pay-modal', options.check);
  const notices = await countNotices(lobby);
  await modal.getByRole('button', { name: 'Deposit now' }).click();

  const order = page.getByRole('dialog', { name: 'Complete your payment' });
  await order.getByRole('button', { name: 'I have transferred' }).waitFor();
  await lobby.check('order', options.check);
  await order.getByRole('button', { name: 'I have transferred' }).click();
  await order.getByText(/checking your payment/).waitFor();

  await order.getByText('Payment received. Your balance is up to date.').waitFor({ timeout: 30_000 });
  await page.getByText(RECEIVED).first().waitFor({ timeout: 30_000 });
  await lobby.check('deposit-received', options.check);
  await order.getByRole('button', { name: 'Got it' }).click();
  await order.waitFor({ state: 'detached' });
  // A notice delivered again, or shown by a second listener, would show by now.
  await page.waitForTimeout(1500);
  return { before, after: await walletBalance(lobby), notices: await notices() };
}

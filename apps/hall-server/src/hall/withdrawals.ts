// Withdrawals: what may be withdrawn (the bet requirement first), the fee, the receiving
// accounts, and the withdrawal itself, which debits the wallet at once. Each route runs without
// an await between its checks and the debit, so concurrent withdrawals of one wallet are
// applied one after the other and a balance never goes below zero.
import { moneyCodes, ServiceCode, type WithdrawAccountKind } from '@lobbykit/contract';
import { fail, type HallReply } from '../protocol/reply';
import type { OrderRecord, UserRecord, WithdrawAccountRecord } from '../store/records';
import { moneyOf } from '../world/money';
import type { Hall } from './hall';
import { centsOf, maxCents, moneyNumber, moneyText, parseCents, timesRate } from './money';
import { boundedOrders } from './order-bounds';
import { addTo, betRequirementOf, goldChangedFor, scheduleCompletion } from './wallet';

/** Receiving accounts a player may keep. */
const MAX_ACCOUNTS = 10;

/** `withdrawInfo` of a player. */
export function withdrawInfoOf(user: UserRecord) {
  const rules = moneyOf(user.currency).withdraw;
  const balance = centsOf(user.gameGold);
  const remaining = betRequirementOf(user);
  return {
    currency: user.currency,
    balance: moneyText(balance),
    withdrawable: moneyText(remaining > 0n ? 0n : balance),
    betRequirement: moneyText(remaining),
    min: rules.min,
    max: rules.max,
    fee: { rate: rules.feeRate, fixed: rules.feeFixed },
    hasWithdrawPassword: user.withdrawPasswordHash !== undefined,
  };
}

/** The fee of a withdrawal of `cents`: the larger of the fixed fee and the rate's share, half up. */
function feeOf(user: UserRecord, cents: bigint): bigint {
  const rules = moneyOf(user.currency).withdraw;
  return maxCents(parseCents(rules.feeFixed)!, timesRate(cents, rules.feeRate));
}

const mask = (number: string): string =>
  number.length <= 6 ? `***${number.slice(-2)}` : `${number.slice(0, 3)}***${number.slice(-4)}`;

export const accountView = (account: WithdrawAccountRecord) => ({
  accountId: account.accountId,
  kind: account.kind,
  name: account.name,
  ...(account.holder === undefined ? {} : { holder: account.holder }),
  number: mask(account.number),
});

const accountRules: Record<WithdrawAccountKind, RegExp> = {
  bank: /^\d{6,20}$/,
  ewallet: /^[\w.@+-]{4,40}$/,
  crypto: /^[A-Za-z0-9]{20,100}$/,
};

export interface NewAccount {
  readonly kind: string | undefined;
  readonly name: string | undefined;
  readonly holder: string | undefined;
  readonly number: string | undefined;
}

/** Adds a receiving account, or answers which field is wrong. */
export function addAccount(
  hall: Hall,
  user: UserRecord,
  input: NewAccount,
): WithdrawAccountRecord | HallReply {
  const invalid = (field: string) =>
    fail(moneyCodes.accountInvalid, `the account's ${field} is missing or malformed`, { field });
  const kind = input.kind as WithdrawAccountKind | undefined;
  if (kind === undefined || !Object.hasOwn(accountRules, kind)) return invalid('kind');
  if (!input.name || input.name.length > 60) return invalid('name');
  if (kind !== 'crypto' && (!input.holder || input.holder.length < 2 || input.holder.length > 60))
    return invalid('holder');
  const number = (input.number ?? '').replace(/[\s-]/g, '');
  if (!accountRules[kind].test(number)) return invalid('number');
  const accounts = (user.accounts ??= []);
  if (accounts.length >= MAX_ACCOUNTS)
    return fail(moneyCodes.accountInvalid, `at most ${MAX_ACCOUNTS} accounts`, { field: 'kind' });
  const account: WithdrawAccountRecord = {
    accountId: String(user.id * 1000 + accounts.length + 1),
    kind,
    name: input.name,
    ...(kind !== 'crypto' && input.holder ? { holder: input.holder } : {}),
    number,
    createdAt: hall.now(),
  };
  accounts.push(account);
  hall.store.touch('users');
  return account;
}

export interface Withdrawal {
  readonly hall: Hall;
  readonly user: UserRecord;
  readonly siteCode: string;
  readonly cents: bigint;
  readonly accountId: string | undefined;
  readonly requestId: string;
}

/**
 * The checks that need no password, in order (bet requirement, account, balance, limits, fee),
 * then the debit. Synchronous from the first check to the debit: nothing else runs between.
 */
export function applyWithdrawal(input: Withdrawal): OrderRecord | HallReply {
  const { hall, user, cents } = input;
  const remaining = betRequirementOf(user);
  if (remaining > 0n) {
    return fail(moneyCodes.betRequirement, `bet ${moneyText(remaining)} more before a withdrawal`, {
      betRequirement: moneyText(remaining),
    });
  }
  if (
    input.accountId !== undefined &&
    !user.accounts?.some((account) => account.accountId === input.accountId)
  )
    return fail(moneyCodes.accountNotFound, `no account ${input.accountId}`);
  if (cents > centsOf(user.gameGold))
    return fail(ServiceCode.CentreWalletBalanceNotEnough, 'centre wallet balance not enough');
  const rules = moneyOf(user.currency).withdraw;
  const fee = feeOf(user, cents);
  if (cents < parseCents(rules.min)! || cents > parseCents(rules.max)! || fee >= cents) {
    return fail(moneyCodes.amountOutOfRange, `the amount must be ${rules.min} to ${rules.max}`, {
      min: rules.min,
      max: rules.max,
    });
  }
  const order: OrderRecord = {
    orderId: hall.nextOrderId(),
    kind: 'withdraw',
    siteCode: input.siteCode,
    username: user.username,
    amount: moneyNumber(cents),
    currency: user.currency,
    status: 'pending',
    requestId: input.requestId,
    createdAt: hall.now(),
    fee: moneyNumber(fee),
    receive: moneyNumber(cents - fee),
    ...(input.accountId === undefined ? {} : { accountId: input.accountId }),
  };
  hall.effect(`withdraw:${order.orderId}`);
  user.gameGold = addTo(user.gameGold, -cents);
  hall.store.data.orders = boundedOrders([...hall.store.data.orders, order], user);
  hall.store.touch('orders');
  hall.store.touch('users');
  goldChangedFor(hall, input.siteCode, user.username);
  scheduleCompletion(hall, order);
  return order;
}

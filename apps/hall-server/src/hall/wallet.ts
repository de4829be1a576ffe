// Orders and balances: deposits that complete after a delay (a channel that asks for "I have
// transferred" only after it) and push payOrderSuccess, orders that expire unpaid, withdrawals
// that debit at once and complete later. Every balance change is made in cents (hall/money.ts)
// and is an effect counted once per order, so tests can assert exactly-once.
import type { OrderRecord, UserRecord } from '../store/records';
import { channelOf } from '../world/money';
import type { Hall } from './hall';
import { centsOf, moneyNumber } from './money';

/** Deposits above this have no wallet channel: the order fails and noWalletOrderMsg is pushed. */
export const MAX_DEPOSIT = 1_000_000;

const maskName = (username: string): string =>
  username.length <= 4 ? `${username[0] ?? ''}***` : `${username.slice(0, 2)}***${username.slice(-2)}`;

/** Adds cents to a stored amount (a balance, a bet requirement). */
export function addTo(value: number | undefined, cents: bigint): number {
  return moneyNumber(centsOf(value ?? 0) + cents);
}

/** The bet requirement that remains, in cents. */
export const betRequirementOf = (user: UserRecord): bigint => centsOf(user.betRequirement ?? 0);

function completeDeposit(hall: Hall, orderId: string): void {
  const order = hall.store.data.orders.find((candidate) => candidate.orderId === orderId);
  if (!order || order.kind !== 'deposit' || order.status !== 'pending') return;
  // Unpaid past its expiry: the payment came too late.
  if (order.expiresAt !== undefined && hall.now() > order.expiresAt) return expireDeposit(hall, orderId);
  const user = hall.user(order.siteCode, order.username);
  if (!user) {
    order.status = 'failed';
    hall.store.touch('orders');
    return;
  }
  hall.effect(`deposit:${order.orderId}`);
  order.isFirst = user.depositCount === 0;
  user.gameGold = addTo(user.gameGold, centsOf(order.amount));
  if (order.bonus) user.bonus = addTo(user.bonus, centsOf(order.bonus));
  if (order.betRequirement) {
    user.betRequirement = addTo(user.betRequirement, centsOf(order.betRequirement));
    user.auditMode = 1;
  }
  user.depositCount++;
  order.status = 'success';
  order.completedAt = hall.now();
  hall.store.touch('orders');
  hall.store.touch('users');
  const data = {
    orderId: order.orderId,
    amount: order.amount,
    currency: order.currency,
    isFirst: order.isFirst,
  };
  hall.notices.push({ siteCode: order.siteCode, username: order.username, type: 'payOrderSuccess', data });
  goldChangedFor(hall, order.siteCode, order.username);
  hall.notices.push({
    siteCode: order.siteCode,
    username: null,
    type: 'payOrderSuccessNotice',
    data: {
      amount: order.amount,
      currency: order.currency,
      message: `${maskName(order.username)} deposited ${order.amount} ${order.currency}`,
    },
  });
}

/** Marks an unpaid deposit past its expiry as expired (nothing else changes). */
export function expireDeposit(hall: Hall, orderId: string): void {
  const order = hall.store.data.orders.find((candidate) => candidate.orderId === orderId);
  if (!order || order.kind !== 'deposit' || order.status !== 'pending') return;
  if (order.expiresAt === undefined || hall.now() <= order.expiresAt) return;
  order.status = 'expired';
  order.completedAt = hall.now();
  hall.store.touch('orders');
}

function completeWithdraw(hall: Hall, orderId: string): void {
  const order = hall.store.data.orders.find((candidate) => candidate.orderId === orderId);
  if (!order || order.kind !== 'withdraw' || order.status !== 'pending') return;
  order.status = 'success';
  order.completedAt = hall.now();
  hall.store.touch('orders');
  hall.effect(`withdraw-paid:${order.orderId}`);
  hall.notices.push({
    siteCode: order.siteCode,
    username: order.username,
    type: 'withdrawOrderSuccess',
    data: { orderId: order.orderId, amount: order.amount, currency: order.currency },
  });
}

/** The payment of a deposit arrives `depositCompleteMs` from now. */
export function schedulePayment(hall: Hall, order: OrderRecord): void {
  hall.later(hall.options.depositCompleteMs, () => completeDeposit(hall, order.orderId));
}

/** What happens to a new order by itself: paid (unless the channel waits for a transfer), expired, reviewed. */
export function scheduleCompletion(hall: Hall, order: OrderRecord): void {
  if (order.kind === 'withdraw') {
    hall.later(hall.options.withdrawCompleteMs, () => completeWithdraw(hall, order.orderId));
    return;
  }
  const channel = order.channelId === undefined ? undefined : channelOf(order.currency, order.channelId);
  // A transfer by hand is paid once the player says so (confirmTransfer schedules it then).
  if (!channel?.transferConfirm || order.transferredAt !== undefined) schedulePayment(hall, order);
  if (order.expiresAt !== undefined) {
    // A moment after the expiry, so the order is past it on the hall clock.
    hall.later(Math.max(0, order.expiresAt - hall.now()) + 1, () => expireDeposit(hall, order.orderId));
  }
}

/** After a restart, orders still pending complete as if the server had not stopped. */
export function resumePendingOrders(hall: Hall): number {
  const pending = hall.store.data.orders.filter((order) => order.status === 'pending');
  for (const order of pending) scheduleCompletion(hall, order);
  return pending.length;
}

export function goldChangedFor(hall: Hall, siteCode: string, username: string): void {
  const user = hall.user(siteCode, username);
  if (!user) return;
  hall.notices.push({
    siteCode,
    username,
    type: 'gameGoldChange',
    data: { game_gold: user.gameGold, bonus: user.bonus },
  });
}

// Orders and balances: deposits that complete after a short delay and push payOrderSuccess,
// withdrawals that debit at once and complete later. Every balance change is an effect
// counted once per order, so tests can assert exactly-once.
import { money } from '../handlers/params';
import type { OrderRecord } from '../store/records';
import type { Hall } from './hall';

/** Deposits above this have no wallet channel: the order fails and noWalletOrderMsg is pushed. */
export const MAX_DEPOSIT = 1_000_000;

const maskName = (username: string): string =>
  username.length <= 4 ? `${username[0] ?? ''}***` : `${username.slice(0, 2)}***${username.slice(-2)}`;

function completeDeposit(hall: Hall, orderId: string): void {
  const order = hall.store.data.orders.find((candidate) => candidate.orderId === orderId);
  if (!order || order.kind !== 'deposit' || order.status !== 'pending') return;
  const user = hall.user(order.siteCode, order.username);
  if (!user) {
    order.status = 'failed';
    hall.store.touch('orders');
    return;
  }
  hall.effect(`deposit:${order.orderId}`);
  order.isFirst = user.depositCount === 0;
  user.gameGold = money(user.gameGold + order.amount);
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

export function scheduleCompletion(hall: Hall, order: OrderRecord): void {
  if (order.kind === 'deposit')
    hall.later(hall.options.depositCompleteMs, () => completeDeposit(hall, order.orderId));
  else hall.later(hall.options.withdrawCompleteMs, () => completeWithdraw(hall, order.orderId));
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

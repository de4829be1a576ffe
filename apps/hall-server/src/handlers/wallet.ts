// Deposits and the records: pay channels, pay (through a channel, or the older `payType` form),
// the pending order, "I have transferred", cancel, an order's status and the order list.
import { ServiceCode } from '@lobbykit/contract';
import {
  actionableDeposit,
  channelsView,
  createChannelDeposit,
  depositView,
  orderView,
  ownOrder,
  pendingDeposit,
} from '../hall/deposits';
import { cashierUrl, newPayKey } from '../hall/cashier';
import { moneyNumber, parseCents } from '../hall/money';
import { boundedOrders } from '../hall/order-bounds';
import { MAX_DEPOSIT, schedulePayment, scheduleCompletion } from '../hall/wallet';
import { fail, ok } from '../protocol/reply';
import type { OrderRecord, UserRecord } from '../store/records';
import { AMOUNT_RULE, flagParam, integer, moneyRequestId, text } from './params';
import type { RouteTable } from './types';
import { userRoute } from './types';

const selfExcluded = (user: UserRecord, now: number): boolean =>
  user.selfExcludedUntil !== undefined && user.selfExcludedUntil > now;

/** A time filter of the records: ms since the epoch, or undefined when absent or not a number. */
function timeParam(params: Readonly<Record<string, unknown>>, key: string): number | undefined {
  const value = Number(params[key]);
  return params[key] === undefined || params[key] === '' || !Number.isFinite(value) ? undefined : value;
}

export const walletRoutes: RouteTable = {
  payChannels: userRoute(({ user }) => ok(channelsView(user.currency))),

  pay: userRoute(({ hall, user, site, params, requestId, origin }) => {
    const cents = parseCents(params.amount);
    if (cents === undefined || cents < 1n) return fail('invalid-params', AMOUNT_RULE);
    if (user.restrictions.includes('recharge') || selfExcluded(user, hall.now())) {
      return fail(ServiceCode.UserRestricted, 'user restricted from recharging');
    }
    const currency = text(params, 'currency') ?? user.currency;
    if (currency !== user.currency) return fail('invalid-params', `the wallet currency is ${user.currency}`);
    const key = moneyRequestId(params) ?? requestId ?? '';
    const channelId = text(params, 'channelId');
    if (channelId !== undefined) {
      const made = createChannelDeposit({
        hall,
        user,
        siteCode: site.siteCode,
        channelId,
        cents,
        payer: params.payer,
        bonusOptOut: flagParam(params, 'bonusOptOut') === true,
        requestId: key,
      });
      return 'orderId' in made ? ok(depositView(made, origin)) : made;
    }
    // The older form: an amount and a pay type, no channel rules, paid after depositCompleteMs.
    if (cents > BigInt(MAX_DEPOSIT) * 100n) {
      const amount = moneyNumber(cents);
      hall.notices.push({
        siteCode: site.siteCode,
        username: user.username,
        type: 'noWalletOrderMsg',
        data: { message: `No wallet channel takes ${amount} ${currency}; try a smaller amount.` },
      });
      return fail('invalid-params', `no wallet channel for amounts above ${MAX_DEPOSIT}`);
    }
    const order: OrderRecord = {
      orderId: hall.nextOrderId(),
      kind: 'deposit',
      siteCode: site.siteCode,
      username: user.username,
      amount: moneyNumber(cents),
      currency,
      status: 'pending',
      requestId: key,
      createdAt: hall.now(),
      payType: text(params, 'payType') ?? 'pix',
      payKey: newPayKey(),
    };
    hall.store.data.orders = boundedOrders([...hall.store.data.orders, order], user);
    hall.store.touch('orders');
    hall.effect(`deposit-order:${order.orderId}`);
    scheduleCompletion(hall, order);
    return ok({ ...orderView(order), payUrl: cashierUrl(origin, order) });
  }),

  pendingOrder: userRoute(({ hall, user, origin }) => {
    const order = pendingDeposit(hall, user);
    return ok(order ? depositView(order, origin) : null);
  }),

  confirmTransfer: userRoute(({ hall, user, params, origin }) => {
    const order = actionableDeposit(hall, user, text(params, 'orderId'));
    if (!('orderId' in order)) return order;
    if (order.transferredAt === undefined) {
      order.transferredAt = hall.now();
      hall.store.touch('orders');
      // Paid `depositCompleteMs` after the player says so (the channel waited for it).
      schedulePayment(hall, order);
    }
    return ok(depositView(order, origin));
  }),

  cancelOrder: userRoute(({ hall, user, params, origin }) => {
    const order = actionableDeposit(hall, user, text(params, 'orderId'));
    if (!('orderId' in order)) return order;
    order.status = 'cancelled';
    order.completedAt = hall.now();
    hall.store.touch('orders');
    hall.effect(`deposit-cancelled:${order.orderId}`);
    return ok(depositView(order, origin));
  }),

  orderStatus: userRoute(({ hall, user, params, origin }) => {
    const orderId = text(params, 'orderId');
    const order = ownOrder(hall, user, orderId);
    if (!order) return fail('invalid-params', `no order ${String(orderId)}`);
    return ok(order.channelId === undefined ? orderView(order) : depositView(order, origin));
  }),

  orderList: userRoute(({ hall, user, params }) => {
    const kind = text(params, 'kind');
    const status = text(params, 'status');
    const from = timeParam(params, 'from');
    const to = timeParam(params, 'to');
    const pageSize = integer(params, 'pageSize', 20, 1, 100);
    const page = integer(params, 'page', 1, 1, 10_000);
    // Unpaid deposits past their time read as expired in the records too.
    pendingDeposit(hall, user);
    const mine = hall.store.data.orders
      .filter(
        (order) =>
          order.siteCode === user.siteCode &&
          order.username === user.username &&
          (kind === undefined || order.kind === kind) &&
          (status === undefined || order.status === status) &&
          (from === undefined || order.createdAt >= from) &&
          (to === undefined || order.createdAt <= to),
      )
      .reverse()
      // Newest first by time; orders made in the same ms keep their order of making.
      .sort((a, b) => b.createdAt - a.createdAt);
    return ok({
      list: mine.slice((page - 1) * pageSize, page * pageSize).map(orderView),
      total: mine.length,
      page,
      pageSize,
    });
  }),
};

// Deposits, withdrawals and orders.
import { ServiceCode } from '@lobbykit/contract';
import { secretMatches } from '../hall/secrets';
import { cashierUrl, newPayKey } from '../hall/cashier';
import { boundedOrders } from '../hall/order-bounds';
import { unboundRequirements } from '../hall/users';
import { goldChangedFor, MAX_DEPOSIT, scheduleCompletion } from '../hall/wallet';
import { fail, ok } from '../protocol/reply';
import type { OrderRecord, UserRecord } from '../store/records';
import { checkGuess, withdrawPasswordGuess } from './guess-check';
import { amount as amountParam, AMOUNT_RULE, integer, money, text } from './params';
import type { RouteTable } from './types';
import { userRoute } from './types';

const orderView = (order: OrderRecord) => ({
  orderId: order.orderId,
  kind: order.kind,
  amount: order.amount,
  currency: order.currency,
  status: order.status,
  createdAt: order.createdAt,
  ...(order.completedAt === undefined ? {} : { completedAt: order.completedAt }),
  ...(order.isFirst === undefined ? {} : { isFirst: order.isFirst }),
});

const selfExcluded = (user: UserRecord, now: number): boolean =>
  user.selfExcludedUntil !== undefined && user.selfExcludedUntil > now;

export const walletRoutes: RouteTable = {
  pay: userRoute(({ hall, user, site, params, requestId, origin }) => {
    const amount = amountParam(params, 'amount');
    if (amount === undefined) return fail('invalid-params', AMOUNT_RULE);
    if (user.restrictions.includes('recharge') || selfExcluded(user, hall.now())) {
      return fail(ServiceCode.UserRestricted, 'user restricted from recharging');
    }
    const currency = text(params, 'currency') ?? user.currency;
    if (currency !== user.currency) return fail('invalid-params', `the wallet currency is ${user.currency}`);
    if (amount > MAX_DEPOSIT) {
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
      amount,
      currency,
      status: 'pending',
      requestId: requestId ?? '',
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

  withdraw: userRoute(({ hall, user, site, params, requestId }) => {
    const amount = amountParam(params, 'amount');
    if (amount === undefined) return fail('invalid-params', AMOUNT_RULE);
    if (user.withdrawPasswordHash === undefined)
      return fail(ServiceCode.BindWithdraw, 'set a withdraw password first');
    const password = text(params, 'withdrawPassword') ?? text(params, 'payPassword') ?? '';
    const refused = checkGuess({ hall, user }, withdrawPasswordGuess, () =>
      secretMatches(password, user.withdrawPasswordSalt, user.withdrawPasswordHash),
    );
    if (refused) return refused;
    if (selfExcluded(user, hall.now())) return fail(ServiceCode.UserRestricted, 'self-excluded');
    // The large-amount rule: a balance or an amount at or above the limit needs a binding.
    const limit = site.sysInfo.largeAmountRange?.[user.currency];
    const unbound = unboundRequirements(user, site);
    if (
      limit !== undefined &&
      unbound.length > 0 &&
      (amount >= limit || user.gameGold + user.bonus >= limit)
    ) {
      return fail(ServiceCode.NoBind, `bind ${unbound.join(' or ')} before a large withdrawal`, {
        must_bind_item: unbound.join(','),
      });
    }
    if (amount > user.gameGold)
      return fail(ServiceCode.CentreWalletBalanceNotEnough, 'centre wallet balance not enough');
    const order: OrderRecord = {
      orderId: hall.nextOrderId(),
      kind: 'withdraw',
      siteCode: site.siteCode,
      username: user.username,
      amount,
      currency: user.currency,
      status: 'pending',
      requestId: requestId ?? '',
      createdAt: hall.now(),
    };
    hall.effect(`withdraw:${order.orderId}`);
    user.gameGold = money(user.gameGold - order.amount);
    hall.store.data.orders = boundedOrders([...hall.store.data.orders, order], user);
    hall.store.touch('orders');
    hall.store.touch('users');
    goldChangedFor(hall, site.siteCode, user.username);
    scheduleCompletion(hall, order);
    return ok(orderView(order));
  }),

  orderStatus: userRoute(({ hall, user, params }) => {
    const orderId = text(params, 'orderId');
    const order = hall.store.data.orders.find(
      (candidate) =>
        candidate.orderId === orderId &&
        candidate.siteCode === user.siteCode &&
        candidate.username === user.username,
    );
    return order ? ok(orderView(order)) : fail('invalid-params', `no order ${String(orderId)}`);
  }),

  orderList: userRoute(({ hall, user, params }) => {
    const kind = text(params, 'kind');
    const pageSize = integer(params, 'pageSize', 20, 1, 100);
    const page = integer(params, 'page', 1, 1, 10_000);
    const mine = hall.store.data.orders
      .filter(
        (order) =>
          order.siteCode === user.siteCode &&
          order.username === user.username &&
          (kind === undefined || order.kind === kind),
      )
      .reverse();
    return ok({
      list: mine.slice((page - 1) * pageSize, page * pageSize).map(orderView),
      total: mine.length,
      page,
      pageSize,
    });
  }),
};

// Deposit and withdrawal orders as GET /pay/order and GET /pay/orders (the records) answer them.
import * as v from 'valibot';
import { moneyAmountSchema, type MoneyAmount } from './money';
import { hallPageSchema, idString, numeric, opt } from './wire';
import type { HallPage } from './wire';

export const orderKinds = ['deposit', 'withdraw'] as const;
export type OrderKind = (typeof orderKinds)[number];

/**
 * `pending`: a deposit waits for its payment, a withdrawal is under review. Then `success`,
 * `failed` (a refused withdrawal gives its amount back), `expired` (a deposit not paid in
 * time) or `cancelled` (a deposit the player cancelled).
 */
export const orderStatuses = ['pending', 'success', 'failed', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** GET /pay/order request. */
export interface OrderStatusRequest {
  orderId: string;
}

/**
 * GET /pay/orders request (the records): newest first, pages start at 1. `from` and `to` are
 * ms since the epoch, both inclusive, on the order's creation time.
 */
export interface OrderListRequest {
  kind?: OrderKind;
  status?: OrderStatus;
  from?: number;
  to?: number;
  page?: number;
  pageSize?: number;
}

/** One order. `orderId` stays a string: order ids go above 2^53. Times are ms since the epoch. */
export interface Order {
  orderId: string;
  kind: OrderKind;
  /** What the order moves: a deposit credits it, a withdrawal takes it from the wallet. */
  amount: MoneyAmount;
  currency: string;
  status: OrderStatus;
  createdAt: number;
  completedAt?: number | undefined;
  /** The user's first deposit. */
  isFirst?: boolean | undefined;
  /** A deposit's pay channel. */
  channelId?: string | undefined;
  /** A deposit's bonus, credited with it. */
  bonus?: MoneyAmount | undefined;
  /** A withdrawal's fee, kept from `amount`. */
  fee?: MoneyAmount | undefined;
  /** What a withdrawal pays out: `amount` less `fee`. */
  receive?: MoneyAmount | undefined;
}

const money = opt(moneyAmountSchema);

/** The fields of every order, for the richer order shapes (pay.ts, withdraw.ts) to extend. */
export const orderEntries = {
  orderId: idString,
  kind: v.picklist(orderKinds, 'kind must be deposit or withdraw'),
  amount: moneyAmountSchema,
  currency: v.string('currency must be a string'),
  status: v.picklist(orderStatuses, 'status must be pending, success, failed, expired or cancelled'),
  createdAt: numeric,
  completedAt: opt(numeric),
  isFirst: opt(v.boolean()),
  channelId: opt(idString),
  bonus: money,
  fee: money,
  receive: money,
};

export const orderSchema: v.GenericSchema<unknown, Order> = v.looseObject(orderEntries);

/** GET /pay/orders answer. */
export type OrderList = HallPage<Order>;

export const orderListSchema: v.GenericSchema<unknown, OrderList> =
  /* @__PURE__ */ hallPageSchema(orderSchema);

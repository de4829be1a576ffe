// Deposit and withdrawal orders as GET /pay/order and GET /pay/orders answer them.
import * as v from 'valibot';
import { hallPageSchema, idString, numeric, opt } from './wire';
import type { HallPage } from './wire';

export const orderKinds = ['deposit', 'withdraw'] as const;
export type OrderKind = (typeof orderKinds)[number];

export const orderStatuses = ['pending', 'success', 'failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** GET /pay/order request. */
export interface OrderStatusRequest {
  orderId: string;
}

/** GET /pay/orders request: newest first, pages start at 1. */
export interface OrderListRequest {
  kind?: OrderKind;
  page?: number;
  pageSize?: number;
}

/** One order. `orderId` stays a string: order ids go above 2^53. Times are ms since the epoch. */
export interface Order {
  orderId: string;
  kind: OrderKind;
  amount: number;
  currency: string;
  status: OrderStatus;
  createdAt: number;
  completedAt?: number | undefined;
  /** The user's first deposit. */
  isFirst?: boolean | undefined;
}

export const orderSchema: v.GenericSchema<unknown, Order> = v.looseObject({
  orderId: idString,
  kind: v.picklist(orderKinds, 'kind must be deposit or withdraw'),
  amount: numeric,
  currency: v.string('currency must be a string'),
  status: v.picklist(orderStatuses, 'status must be pending, success or failed'),
  createdAt: numeric,
  completedAt: opt(numeric),
  isFirst: opt(v.boolean()),
});

/** GET /pay/orders answer. */
export type OrderList = HallPage<Order>;

export const orderListSchema: v.GenericSchema<unknown, OrderList> =
  /* @__PURE__ */ hallPageSchema(orderSchema);

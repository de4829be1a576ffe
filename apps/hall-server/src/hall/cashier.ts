// Who may open a cashier page. Order ids are sequential, so an id alone would let anyone walk
// every player's deposits (amounts, currencies, states). Each deposit gets a random key when it
// is made; only the pay URL the hall answers to the player carries it, and the page answers a
// 404 without it (the same as for an order that does not exist, so ids cannot be probed).
import { timingSafeEqual } from 'node:crypto';
import type { OrderRecord } from '../store/records';
import { randomToken } from './secrets';

/** A new order's page key: 144 random bits. */
export const newPayKey = (): string => randomToken('pay', 18);

/** The page the player is sent to for this deposit. */
export function cashierUrl(origin: string, order: OrderRecord): string {
  return `${origin}/cashier/${order.orderId}?key=${encodeURIComponent(order.payKey ?? '')}`;
}

/** True when `key` is the order's page key (orders made without one never match). */
export function payKeyMatches(order: OrderRecord, key: string | undefined): boolean {
  if (order.payKey === undefined || key === undefined) return false;
  const expected = Buffer.from(order.payKey);
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

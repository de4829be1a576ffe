// How many orders the hall keeps. Every pay and withdraw call adds one, and the orders file
// is rewritten after each, so without a cap a script that pays again and again grows both
// without end. Only settled orders (success or failed) are dropped, oldest first: a pending
// order still has to complete and credit the player.
import type { OrderRecord } from '../store/records';

/** Orders kept per player: the player's history (orderList) shows at most these. */
const MAX_ORDERS_PER_USER = 500;
/** Orders kept in all. */
const MAX_ORDERS = 50_000;

interface OrderLimits {
  readonly perUser: number;
  readonly total: number;
}

/** The orders to keep after one of `user` was added (the list is oldest first). */
export function boundedOrders(
  orders: readonly OrderRecord[],
  user: { readonly siteCode: string; readonly username: string },
  limits: Partial<OrderLimits> = {},
): OrderRecord[] {
  const { perUser = MAX_ORDERS_PER_USER, total = MAX_ORDERS } = limits;
  const settled = (order: OrderRecord) => order.status !== 'pending';
  const isTheirs = (order: OrderRecord) =>
    order.siteCode === user.siteCode && order.username === user.username;
  let theirsOver = orders.filter(isTheirs).length - perUser;
  const kept = orders.filter((order) => !(isTheirs(order) && settled(order) && theirsOver-- > 0));
  let over = kept.length - total;
  return over > 0 ? kept.filter((order) => !(settled(order) && over-- > 0)) : kept;
}

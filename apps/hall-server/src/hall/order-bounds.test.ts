import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../store/records';
import { boundedOrders } from './order-bounds';

let sequence = 0;
const order = (username: string, status: OrderRecord['status'] = 'success'): OrderRecord => ({
  orderId: String(++sequence),
  kind: 'deposit',
  siteCode: 'demo',
  username,
  amount: 1,
  currency: 'BRL',
  status,
  requestId: '',
  createdAt: sequence,
});

const ids = (orders: readonly OrderRecord[]) => orders.map((entry) => entry.orderId);

describe('boundedOrders', () => {
  describe('when a player pays again and again', () => {
    it("drops that player's oldest settled orders past the per-user cap, nobody else's", () => {
      const other = order('bob');
      const mine = Array.from({ length: 1000 }, () => order('ana'));
      const kept = boundedOrders([other, ...mine], { siteCode: 'demo', username: 'ana' }, { perUser: 10 });
      expect(kept).toHaveLength(11);
      expect(ids(kept)).toEqual([other.orderId, ...ids(mine.slice(-10))]);
    });

    it('never drops a pending order', () => {
      const pending = order('ana', 'pending');
      const settled = Array.from({ length: 20 }, () => order('ana'));
      const kept = boundedOrders(
        [pending, ...settled],
        { siteCode: 'demo', username: 'ana' },
        { perUser: 5 },
      );
      expect(ids(kept)).toContain(pending.orderId);
      expect(kept).toHaveLength(5);
    });
  });

  describe('when many players fill the store', () => {
    it('drops the oldest settled orders of anyone past the total cap', () => {
      const orders = Array.from({ length: 100 }, (_, i) => order(`user${i}`));
      const kept = boundedOrders(orders, { siteCode: 'demo', username: 'user99' }, { total: 30 });
      expect(ids(kept)).toEqual(ids(orders.slice(-30)));
    });
  });
});

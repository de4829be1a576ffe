import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderListSchema, orderSchema } from './orders';

const order = {
  orderId: '9007199254740993001',
  kind: 'deposit',
  amount: '100.50',
  currency: 'THB',
  status: 'pending',
  createdAt: 1_700_000_000_000,
};

describe('orderSchema', () => {
  describe('when the order is valid', () => {
    it('keeps every digit of the id and reads the amount exactly', () => {
      expect(v.parse(orderSchema, { ...order, isFirst: true, completedAt: null })).toEqual({
        ...order,
        amount: '100.5',
        isFirst: true,
        completedAt: undefined,
        channelId: undefined,
        bonus: undefined,
        fee: undefined,
        receive: undefined,
      });
    });

    it('reads the amounts of a withdrawal beyond 2^53 without a digit lost', () => {
      const parsed = v.parse(orderSchema, {
        ...order,
        kind: 'withdraw',
        amount: '90071992547409931.25',
        fee: '1.25',
        receive: '90071992547409930',
        status: 'expired',
      });
      expect(parsed).toMatchObject({ amount: '90071992547409931.25', receive: '90071992547409930' });
    });
  });

  describe('when the status or kind is unknown', () => {
    it('reports it at its path', () => {
      const status = v.safeParse(orderSchema, { ...order, status: 'lost' });
      expect(status.success).toBe(false);
      expect(v.getDotPath(status.issues![0])).toBe('status');
      const kind = v.safeParse(orderSchema, { ...order, kind: 'bonus' });
      expect(v.getDotPath(kind.issues![0])).toBe('kind');
    });
  });

  describe('when the id is an unsafe number', () => {
    it('fails instead of rounding', () => {
      expect(v.safeParse(orderSchema, { ...order, orderId: 2 ** 60 }).success).toBe(false);
    });
  });

  describe('when the amount is a float that lost digits', () => {
    it('fails instead of rounding', () => {
      expect(v.safeParse(orderSchema, { ...order, amount: 0.1 + 0.2 }).success).toBe(false);
      expect(v.safeParse(orderSchema, { ...order, amount: -3 }).success).toBe(false);
    });
  });
});

describe('orderListSchema', () => {
  describe('when the list is null', () => {
    it('gives an empty page', () => {
      expect(v.parse(orderListSchema, { list: null, total: 0 })).toEqual({
        list: [],
        total: 0,
        page: undefined,
        pageSize: undefined,
      });
    });
  });

  describe('when the total is missing', () => {
    it('fails', () => {
      expect(v.safeParse(orderListSchema, { list: [order] }).success).toBe(false);
    });
  });
});

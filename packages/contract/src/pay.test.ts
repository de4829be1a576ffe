import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  depositOrderSchema,
  firstChargeOfferSchema,
  payChannelListSchema,
  payChannelSchema,
  pendingOrderSchema,
} from './pay';

const channel = {
  channelId: 'pix-fast',
  name: 'PIX',
  kind: 'pix',
  currency: 'BRL',
  payCurrency: 'BRL',
  min: 10,
  max: '50000.00',
  presets: [{ amount: '50', bonusPercent: '5' }, { amount: 100 }],
  payerFields: ['name', 'cpf'],
  bonus: { percent: '5', max: '100', betMultiple: 3 },
  transferConfirm: 0,
  voucher: '1',
  expiresInMs: 900_000,
};

const order = {
  orderId: '9007199254740993010',
  kind: 'deposit',
  amount: '250',
  currency: 'BTC1:100000',
  status: 'pending',
  createdAt: 1_700_000_000_000,
  channelId: 'btc',
  expiresAt: 1_700_000_900_000,
  payment: {
    payAmount: '0.0025',
    payCurrency: 'BTC',
    qrCode: 'bitcoin:bc1qexample?amount=0.0025',
    fields: [
      { key: 'walletAddress', value: 'bc1qexample' },
      { key: 'network', value: 'BTC' },
    ],
  },
};

describe('payChannelSchema', () => {
  describe('when a channel is valid', () => {
    it('reads its limits and presets as exact amounts and its flags as booleans', () => {
      expect(v.parse(payChannelSchema, channel)).toMatchObject({
        min: '10',
        max: '50000',
        presets: [{ amount: '50', bonusPercent: '5' }, { amount: '100' }],
        payerFields: ['name', 'cpf'],
        bonus: { percent: '5', max: '100', betMultiple: 3 },
        transferConfirm: false,
        voucher: true,
      });
    });
  });

  describe('when a channel asks for a payer field this lobby does not know', () => {
    it('fails at that field, so the lobby never offers a form it cannot fill', () => {
      const result = v.safeParse(payChannelSchema, { ...channel, payerFields: ['name', 'passport'] });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('payerFields.1');
    });
  });

  describe('when the hall sends no channels', () => {
    it('gives an empty list', () => {
      expect(v.parse(payChannelListSchema, null)).toEqual([]);
    });
  });
});

describe('depositOrderSchema', () => {
  describe('when the order of a ratio currency is read', () => {
    it('keeps the site amount and the base amount to pay, both exact', () => {
      expect(v.parse(depositOrderSchema, order)).toMatchObject({
        amount: '250',
        payment: { payAmount: '0.0025', payCurrency: 'BTC' },
      });
    });
  });

  describe('when the order is a withdrawal', () => {
    it('fails on the kind', () => {
      const result = v.safeParse(depositOrderSchema, { ...order, kind: 'withdraw' });
      expect(result.success).toBe(false);
    });
  });

  describe('when a payment field is unknown', () => {
    it('fails at it', () => {
      const result = v.safeParse(depositOrderSchema, {
        ...order,
        payment: { ...order.payment, fields: [{ key: 'iban', value: 'x' }] },
      });
      expect(result.success).toBe(false);
    });
  });
});

describe('pendingOrderSchema', () => {
  describe('when there is no pending order', () => {
    it('reads null as undefined', () => {
      expect(v.parse(pendingOrderSchema, null)).toBeUndefined();
    });
  });
});

describe('firstChargeOfferSchema', () => {
  describe('when the hall offers tiers', () => {
    it('reads them as exact amounts', () => {
      expect(
        v.parse(firstChargeOfferSchema, {
          show: 1,
          currency: 'BRL',
          tiers: [{ minAmount: 20, bonusPercent: '50', maxBonus: '100.00' }],
        }),
      ).toEqual({
        show: true,
        currency: 'BRL',
        tiers: [{ minAmount: '20', bonusPercent: '50', maxBonus: '100' }],
      });
    });
  });
});

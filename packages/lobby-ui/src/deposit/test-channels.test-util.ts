// Pay channels and orders shaped like the reference hall's, for the deposit blocks' tests.
import type { DepositOrder, PayChannel } from '@lobbykit/contract';

export const pixChannel: PayChannel = {
  channelId: 'pix',
  name: 'PIX',
  kind: 'pix',
  currency: 'BRL',
  payCurrency: 'BRL',
  min: '10',
  max: '50000',
  presets: [{ amount: '20' }, { amount: '50', bonusPercent: '5' }, { amount: '100', bonusPercent: '5' }],
  payerFields: ['name', 'cpf'],
  bonus: { percent: '5', max: '100', betMultiple: 3 },
  transferConfirm: false,
  voucher: false,
  expiresInMs: 15 * 60_000,
};

export const bankChannel: PayChannel = {
  channelId: 'ted',
  name: 'TED bank transfer',
  kind: 'bank',
  currency: 'BRL',
  payCurrency: 'BRL',
  min: '50',
  max: '100000',
  presets: [{ amount: '100' }, { amount: '500' }],
  payerFields: ['name', 'phone', 'email'],
  transferConfirm: true,
  voucher: true,
  expiresInMs: 30 * 60_000,
};

export const btcChannel: PayChannel = {
  channelId: 'btc',
  name: 'Bitcoin',
  kind: 'crypto',
  currency: 'BTC1:100000',
  payCurrency: 'BTC',
  min: '1000',
  max: '10000000',
  presets: [{ amount: '5000' }],
  payerFields: ['walletAddress'],
  transferConfirm: true,
  voucher: false,
  expiresInMs: 60 * 60_000,
};

/** A pending bank order made at `now`, 30 minutes to pay. */
export function bankOrder(now: number, extra: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderId: '900123',
    kind: 'deposit',
    amount: '100',
    currency: 'BRL',
    status: 'pending',
    createdAt: now,
    channelId: 'ted',
    expiresAt: now + 30 * 60_000,
    payment: {
      payAmount: '100',
      payCurrency: 'BRL',
      fields: [
        { key: 'bank', value: 'Lobbykit Test Bank' },
        { key: 'accountNumber', value: '123456789012' },
        { key: 'reference', value: 'LK00900123' },
      ],
    },
    ...extra,
  };
}

/** A Pix order waiting for its payment: a payment code to draw as a QR code, no other field. */
export function pixOrder(now: number): DepositOrder {
  return bankOrder(now, {
    channelId: 'pix',
    payment: { payAmount: '50', payCurrency: 'BRL', qrCode: '00020126580014br.gov.bcb.pix', fields: [] },
  });
}

// The money side of each seeded currency: pay channels (limits, presets with bonus badges,
// payer fields), withdrawal limits and fees, first-charge tiers, and the payment details an
// order of each channel kind shows. Amounts are decimal text in the wallet's units (a ratio
// variant's site units: 250000 'BTC1:100000' is 2.5 BTC).
import type { PayChannelKind, PayerField, PaymentFieldKey } from '@lobbykit/contract';

export interface SeedChannel {
  readonly channelId: string;
  readonly name: string;
  readonly kind: PayChannelKind;
  readonly min: string;
  readonly max: string;
  readonly presets: readonly { readonly amount: string; readonly bonusPercent?: string }[];
  readonly payerFields: readonly PayerField[];
  /** The deposit bonus: percent of the amount, at most `max`, to be bet `betMultiple` times. */
  readonly bonus?: { readonly percent: string; readonly max: string; readonly betMultiple: number };
  /** Completes only after "I have transferred" (then `depositCompleteMs` later). */
  readonly transferConfirm: boolean;
  readonly voucher: boolean;
  readonly expiresInMs: number;
}

interface SeedWithdrawRules {
  readonly min: string;
  readonly max: string;
  /** Fee: the larger of `feeFixed` and the amount times `feeRate`, half up to the cent. */
  readonly feeRate: string;
  readonly feeFixed: string;
}

interface SeedFirstChargeTier {
  readonly minAmount: string;
  readonly bonusPercent: string;
  readonly maxBonus: string;
}

export interface CurrencyMoney {
  readonly channels: readonly SeedChannel[];
  readonly withdraw: SeedWithdrawRules;
  readonly firstCharge: readonly SeedFirstChargeTier[];
}

/** A first-charge bonus must be bet this many times before a withdrawal. */
export const FIRST_CHARGE_BET_MULTIPLE = 3;

const MINUTE = 60_000;

const brl: CurrencyMoney = {
  channels: [
    {
      // The id of the old `payType` default, so both read the same channel.
      channelId: 'pix',
      name: 'PIX',
      kind: 'pix',
      min: '10',
      max: '50000',
      presets: [
        { amount: '20' },
        { amount: '50', bonusPercent: '5' },
        { amount: '100', bonusPercent: '5' },
        { amount: '500', bonusPercent: '10' },
      ],
      payerFields: ['name', 'cpf'],
      bonus: { percent: '5', max: '100', betMultiple: 3 },
      transferConfirm: false,
      voucher: false,
      expiresInMs: 15 * MINUTE,
    },
    {
      channelId: 'ted',
      name: 'TED bank transfer',
      kind: 'bank',
      min: '50',
      max: '100000',
      presets: [{ amount: '100' }, { amount: '500' }, { amount: '1000' }],
      payerFields: ['name', 'phone', 'email'],
      transferConfirm: true,
      voucher: true,
      expiresInMs: 30 * MINUTE,
    },
  ],
  withdraw: { min: '1', max: '50000', feeRate: '0.01', feeFixed: '0' },
  firstCharge: [
    { minAmount: '20', bonusPercent: '50', maxBonus: '100' },
    { minAmount: '100', bonusPercent: '100', maxBonus: '500' },
  ],
};

const thb: CurrencyMoney = {
  channels: [
    {
      channelId: 'promptpay',
      name: 'PromptPay',
      kind: 'ewallet',
      min: '100',
      max: '200000',
      presets: [
        { amount: '300' },
        { amount: '1000', bonusPercent: '3' },
        { amount: '5000', bonusPercent: '5' },
      ],
      payerFields: ['name', 'phone'],
      bonus: { percent: '3', max: '1000', betMultiple: 2 },
      transferConfirm: false,
      voucher: false,
      expiresInMs: 15 * MINUTE,
    },
    {
      channelId: 'thai-bank',
      name: 'Bank transfer',
      kind: 'bank',
      min: '500',
      max: '500000',
      presets: [{ amount: '1000' }, { amount: '5000' }],
      payerFields: ['name'],
      transferConfirm: true,
      voucher: true,
      expiresInMs: 30 * MINUTE,
    },
  ],
  withdraw: { min: '100', max: '200000', feeRate: '0', feeFixed: '0' },
  firstCharge: [{ minAmount: '300', bonusPercent: '50', maxBonus: '1500' }],
};

const usdt: CurrencyMoney = {
  channels: [
    {
      channelId: 'usdt-trc20',
      name: 'USDT (TRC20)',
      kind: 'crypto',
      min: '10',
      max: '100000',
      presets: [
        { amount: '50' },
        { amount: '100', bonusPercent: '2' },
        { amount: '1000', bonusPercent: '5' },
      ],
      payerFields: ['walletAddress'],
      transferConfirm: true,
      voucher: false,
      expiresInMs: 60 * MINUTE,
    },
  ],
  withdraw: { min: '10', max: '100000', feeRate: '0', feeFixed: '1' },
  firstCharge: [{ minAmount: '50', bonusPercent: '20', maxBonus: '200' }],
};

const btc: CurrencyMoney = {
  channels: [
    {
      channelId: 'btc',
      name: 'Bitcoin',
      kind: 'crypto',
      // 0.01 to 100 BTC in site units of 'BTC1:100000'.
      min: '1000',
      max: '10000000',
      presets: [{ amount: '5000' }, { amount: '25000' }, { amount: '100000', bonusPercent: '5' }],
      payerFields: ['walletAddress'],
      transferConfirm: true,
      voucher: false,
      expiresInMs: 60 * MINUTE,
    },
  ],
  withdraw: { min: '1000', max: '5000000', feeRate: '0.005', feeFixed: '50' },
  firstCharge: [{ minAmount: '5000', bonusPercent: '10', maxBonus: '10000' }],
};

const inr: CurrencyMoney = {
  channels: [
    {
      channelId: 'upi',
      name: 'UPI',
      kind: 'ewallet',
      min: '100',
      max: '100000',
      presets: [{ amount: '500' }, { amount: '2000', bonusPercent: '5' }],
      payerFields: ['name', 'phone', 'email'],
      transferConfirm: false,
      voucher: true,
      expiresInMs: 20 * MINUTE,
    },
  ],
  withdraw: { min: '200', max: '100000', feeRate: '0.02', feeFixed: '10' },
  firstCharge: [{ minAmount: '500', bonusPercent: '30', maxBonus: '3000' }],
};

const byCurrency: Readonly<Record<string, CurrencyMoney>> = {
  BRL: brl,
  THB: thb,
  'USDT1:1': usdt,
  'BTC1:100000': btc,
  INR: inr,
};

/** Any other currency: one bank transfer channel. */
const fallback: CurrencyMoney = {
  channels: [{ ...brl.channels[1]!, channelId: 'bank', name: 'Bank transfer', payerFields: ['name'] }],
  withdraw: brl.withdraw,
  firstCharge: brl.firstCharge,
};

export function moneyOf(currency: string): CurrencyMoney {
  return byCurrency[currency] ?? fallback;
}

/** The channel a deposit names, for the player's currency. */
export function channelOf(currency: string, channelId: string): SeedChannel | undefined {
  return moneyOf(currency).channels.find((channel) => channel.channelId === channelId);
}

/** A stable fake value of `length` digits from a seed text (account numbers, keys). */
function digitsOf(seed: string, length: number): string {
  let hash = 2166136261;
  let out = '';
  while (out.length < length) {
    for (const char of seed + out.length) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    out += String(hash % 10_000).padStart(4, '0');
  }
  return out.slice(0, length);
}

/** The details a payer needs to pay an order of this channel (fake, but stable per order). */
export function paymentFieldsOf(
  channel: SeedChannel,
  orderId: string,
  payAmount: string,
  payCurrency: string,
): { fields: { key: PaymentFieldKey; value: string }[]; qrCode: string | undefined } {
  const reference = `LK${orderId.slice(-8)}`;
  switch (channel.kind) {
    case 'pix': {
      const pixKey = `${digitsOf(orderId, 8)}-lobbykit.pix`;
      // Shaped like a PIX copy-and-paste code; no bank would read it.
      const qrCode = `00020126580014br.gov.bcb.pix0136${pixKey}5204000053039865406${payAmount}5802BR62${reference}`;
      return {
        fields: [
          { key: 'pixKey', value: pixKey },
          { key: 'reference', value: reference },
        ],
        qrCode,
      };
    }
    case 'bank':
      return {
        fields: [
          { key: 'bank', value: 'Lobbykit Test Bank' },
          { key: 'accountName', value: 'Lobbykit Payments Ltd' },
          { key: 'accountNumber', value: digitsOf(`${channel.channelId}:${orderId}`, 12) },
          { key: 'reference', value: reference },
        ],
        qrCode: undefined,
      };
    case 'ewallet':
      return {
        fields: [
          { key: 'accountName', value: 'Lobbykit Payments Ltd' },
          { key: 'accountNumber', value: digitsOf(`${channel.channelId}:${orderId}`, 10) },
          { key: 'reference', value: reference },
        ],
        qrCode: `${channel.channelId}://pay?to=${digitsOf(orderId, 10)}&amount=${payAmount}&ref=${reference}`,
      };
    case 'crypto': {
      const network = payCurrency === 'BTC' ? 'BTC' : 'TRC20';
      const address = network === 'BTC' ? `bc1q${digitsOf(orderId, 32)}` : `T${digitsOf(orderId, 33)}`;
      const scheme = network === 'BTC' ? 'bitcoin' : 'tron';
      return {
        fields: [
          { key: 'walletAddress', value: address },
          { key: 'network', value: network },
          { key: 'reference', value: reference },
        ],
        qrCode: `${scheme}:${address}?amount=${payAmount}`,
      };
    }
  }
}

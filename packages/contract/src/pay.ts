// Deposits (issue "Money" items 2 and 3): pay channels with their limits, presets and payer
// fields, the deposit order with its payment details, the pending order, "I have transferred",
// cancel, the voucher, and the first-charge tiers.
import * as v from 'valibot';
import { moneyAmountSchema, type MoneyAmount } from './money';
import { orderEntries, type Order } from './orders';
import { flag, idString, list, numeric, opt } from './wire';

export const payChannelKinds = ['pix', 'bank', 'ewallet', 'crypto'] as const;
export type PayChannelKind = (typeof payChannelKinds)[number];

/**
 * What a channel may ask of the payer: the name, a CPF (spec §5: 1 to 11 digits), a phone
 * (6 to 12 digits), an e-mail, a wallet address (crypto).
 */
export const payerFields = ['name', 'cpf', 'phone', 'email', 'walletAddress'] as const;
export type PayerField = (typeof payerFields)[number];

/** An amount button of a channel, with the bonus badge it shows. */
export interface PayPreset {
  amount: MoneyAmount;
  /** The deposit bonus this amount earns, in percent (`'10'` shows "+10%"). */
  bonusPercent?: MoneyAmount | undefined;
}

/** The deposit bonus a channel pays; the player may turn it down. */
export interface PayBonus {
  /** Percent of the amount (`'5'`). */
  percent: MoneyAmount;
  /** The most one deposit earns. */
  max?: MoneyAmount | undefined;
  /** The bonus must be bet this many times before a withdrawal (the bet requirement). */
  betMultiple: number;
}

/** GET /pay/channels: one way to deposit. */
export interface PayChannel {
  channelId: string;
  name: string;
  kind: PayChannelKind;
  /** The wallet currency its amounts count in: the site currency, maybe a ratio variant ('BTC1:100000'). */
  currency: string;
  /** What the payer pays in: the wallet currency, or a ratio variant's base ('BTC'). */
  payCurrency: string;
  min: MoneyAmount;
  max: MoneyAmount;
  presets: PayPreset[];
  payerFields: PayerField[];
  bonus?: PayBonus | undefined;
  /** The player transfers by hand, then says "I have transferred". */
  transferConfirm: boolean;
  /** A picture of the receipt may be uploaded (`uploadFile` with `kind: 'voucher'`). */
  voucher: boolean;
  /** How long an order waits for its payment, ms. */
  expiresInMs: number;
}

const money = opt(moneyAmountSchema);
const text = v.string();

export const payChannelSchema: v.GenericSchema<unknown, PayChannel> = v.looseObject({
  channelId: idString,
  name: text,
  kind: v.picklist(payChannelKinds, 'unknown pay channel kind'),
  currency: text,
  payCurrency: text,
  min: moneyAmountSchema,
  max: moneyAmountSchema,
  presets: list(v.looseObject({ amount: moneyAmountSchema, bonusPercent: money })),
  // A field this lobby does not know is one it cannot ask for: the channel then fails to parse.
  payerFields: list(v.picklist(payerFields, 'unknown payer field')),
  bonus: opt(v.looseObject({ percent: moneyAmountSchema, max: money, betMultiple: numeric })),
  transferConfirm: flag,
  voucher: flag,
  expiresInMs: numeric,
});

export const payChannelListSchema: v.GenericSchema<unknown, PayChannel[]> = list(payChannelSchema);

/** POST /pay/deposit request. */
export interface DepositRequest {
  /** The submission's one request id (`MONEY_REQUEST_ID_FIELD`): the same on every retry. */
  requestId: string;
  channelId: string;
  amount: MoneyAmount;
  /** The fields the channel asks for. */
  payer?: Partial<Record<PayerField, string>> | undefined;
  /** The player turned the channel's deposit bonus down. */
  bonusOptOut?: boolean | undefined;
}

/** Payment details a screen shows with copy buttons, by what they are. */
export const paymentFieldKeys = [
  'bank',
  'accountName',
  'accountNumber',
  'pixKey',
  'walletAddress',
  'network',
  'reference',
] as const;
export type PaymentFieldKey = (typeof paymentFieldKeys)[number];

/** How to pay an order. */
export interface PaymentDetails {
  /** What the payer pays: for a ratio variant, in its base (250 'BTC1:100000' is 0.0025 BTC). */
  payAmount: MoneyAmount;
  payCurrency: string;
  /** Text to show as a QR code (a PIX copy-and-paste code, a wallet URI). */
  qrCode?: string | undefined;
  /** The hall's cashier page of the order. */
  payUrl?: string | undefined;
  fields: { key: PaymentFieldKey; value: string }[];
}

/** A deposit order: what pay, the pending order, confirm, cancel and the order status answer. */
export interface DepositOrder extends Order {
  kind: 'deposit';
  channelId: string;
  /** After this (ms since the epoch) an unpaid order expires. */
  expiresAt: number;
  payment: PaymentDetails;
  /** When the player said "I have transferred". */
  transferredAt?: number | undefined;
  /** The uploaded voucher. */
  voucher?: { url: string; uploadedAt: number } | undefined;
}

export const depositOrderSchema: v.GenericSchema<unknown, DepositOrder> = v.looseObject({
  ...orderEntries,
  kind: v.literal('deposit'),
  channelId: idString,
  expiresAt: numeric,
  payment: v.looseObject({
    payAmount: moneyAmountSchema,
    payCurrency: text,
    qrCode: opt(text),
    payUrl: opt(text),
    fields: list(v.looseObject({ key: v.picklist(paymentFieldKeys, 'unknown payment field'), value: text })),
  }),
  transferredAt: opt(numeric),
  voucher: opt(v.looseObject({ url: text, uploadedAt: numeric })),
});

/** GET /pay/pendingOrder: the deposit still waiting for its payment, or nothing (null). */
export const pendingOrderSchema: v.GenericSchema<unknown, DepositOrder | undefined> = opt(depositOrderSchema);

/** POST /pay/order/transferred and POST /pay/order/cancel request. */
export interface OrderActionRequest {
  requestId: string;
  orderId: string;
}

/** `uploadFile` fields of a voucher: the image goes as `file`. */
export interface VoucherUploadRequest {
  requestId: string;
  kind: 'voucher';
  orderId: string;
  file: Blob;
}

/** One first-charge tier: a first deposit of `minAmount` or more earns `bonusPercent`, at most `maxBonus`. */
export interface FirstChargeTier {
  minAmount: MoneyAmount;
  bonusPercent: MoneyAmount;
  maxBonus: MoneyAmount;
}

/** GET /active/firstCharge/pop: the first-charge offer of a player without a deposit. */
export interface FirstChargeOffer {
  show: boolean;
  currency?: string | undefined;
  tiers: FirstChargeTier[];
}

export const firstChargeOfferSchema: v.GenericSchema<unknown, FirstChargeOffer> = v.looseObject({
  show: flag,
  currency: opt(text),
  tiers: list(
    v.looseObject({
      minAmount: moneyAmountSchema,
      bonusPercent: moneyAmountSchema,
      maxBonus: moneyAmountSchema,
    }),
  ),
});

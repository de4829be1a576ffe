// Deposits through a pay channel: the order with its payment details and expiry, the bonus and
// its bet requirement, the pending order, "I have transferred", cancel and the voucher; and the
// views every order answers with (amounts as canonical decimal text, never floats).
import {
  CPF_LENGTH,
  moneyCodes,
  parseCurrencyVariant,
  VOUCHER_MAX_BYTES,
  type PayerField,
} from '@lobbykit/contract';
import type { UploadedFile } from '../protocol/read-params';
import { fail, ok, type HallReply } from '../protocol/reply';
import type { OrderRecord, UserRecord } from '../store/records';
import {
  channelOf,
  FIRST_CHARGE_BET_MULTIPLE,
  moneyOf,
  paymentFieldsOf,
  type SeedChannel,
} from '../world/money';
import { cashierUrl, newPayKey } from './cashier';
import type { Hall } from './hall';
import { centsOf, minCents, moneyNumber, moneyText, parseCents, perRatio, timesRate } from './money';
import { boundedOrders } from './order-bounds';
import { checkEmail, checkPhone } from './validation';
import { expireDeposit, scheduleCompletion } from './wallet';

const text = (value: number | undefined) => (value === undefined ? undefined : moneyText(centsOf(value)));

/** An order as every money call answers it. */
export function orderView(order: OrderRecord) {
  const optional = {
    completedAt: order.completedAt,
    isFirst: order.isFirst,
    channelId: order.channelId,
    bonus: text(order.bonus),
    fee: text(order.fee),
    receive: text(order.receive),
    accountId: order.accountId,
  };
  return {
    orderId: order.orderId,
    kind: order.kind,
    amount: moneyText(centsOf(order.amount)),
    currency: order.currency,
    status: order.status,
    createdAt: order.createdAt,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/** What the payer pays: a ratio variant's site amount in its base (250 'BTC1:100000' is 0.0025 BTC). */
function payAmountOf(order: OrderRecord): { payAmount: string; payCurrency: string } {
  const cents = centsOf(order.amount);
  const variant = parseCurrencyVariant(order.currency);
  return variant
    ? { payAmount: perRatio(cents, variant.ratio), payCurrency: variant.base }
    : { payAmount: moneyText(cents), payCurrency: order.currency };
}

/** A channel deposit with its payment details (a `DepositOrder` of the contract). */
export function depositView(order: OrderRecord, origin: string) {
  const channel = order.channelId === undefined ? undefined : channelOf(order.currency, order.channelId);
  const { payAmount, payCurrency } = payAmountOf(order);
  const details = channel
    ? paymentFieldsOf(channel, order.orderId, payAmount, payCurrency)
    : { fields: [], qrCode: undefined };
  return {
    ...orderView(order),
    expiresAt: order.expiresAt ?? order.createdAt,
    payment: {
      payAmount,
      payCurrency,
      ...(details.qrCode === undefined ? {} : { qrCode: details.qrCode }),
      ...(origin ? { payUrl: cashierUrl(origin, order) } : {}),
      fields: details.fields,
    },
    ...(order.transferredAt === undefined ? {} : { transferredAt: order.transferredAt }),
    ...(order.voucher === undefined ? {} : { voucher: order.voucher }),
  };
}

/** The channels of the player's currency as `payChannels` answers them. */
export function channelsView(currency: string) {
  const variant = parseCurrencyVariant(currency);
  return moneyOf(currency).channels.map((channel) => ({
    channelId: channel.channelId,
    name: channel.name,
    kind: channel.kind,
    currency,
    payCurrency: variant?.base ?? currency,
    min: channel.min,
    max: channel.max,
    presets: channel.presets,
    payerFields: channel.payerFields,
    ...(channel.bonus ? { bonus: channel.bonus } : {}),
    transferConfirm: channel.transferConfirm,
    voucher: channel.voucher,
    expiresInMs: channel.expiresInMs,
  }));
}

const payerRules: Record<PayerField, (value: string) => boolean> = {
  name: (value) => value.length >= 2 && value.length <= 64,
  cpf: (value) => /^\d+$/.test(value) && value.length >= CPF_LENGTH.min && value.length <= CPF_LENGTH.max,
  phone: (value) => checkPhone(value).ok,
  email: (value) => checkEmail(value).ok,
  walletAddress: (value) => /^[A-Za-z0-9]{20,100}$/.test(value),
};

/** The payer fields a channel asks for, checked; a refusal names the first wrong one. */
function payerOf(channel: SeedChannel, input: unknown): Record<string, string> | HallReply {
  const given = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const payer: Record<string, string> = {};
  for (const field of channel.payerFields) {
    const value = typeof given[field] === 'string' ? given[field].trim() : '';
    if (!payerRules[field](value))
      return fail(moneyCodes.payerField, `the payer's ${field} is missing or malformed`, { field });
    payer[field] = value;
  }
  return payer;
}

/** The bonus of a deposit: the first charge's tier on a first deposit, else the channel's; 0 when turned down. */
function bonusOf(user: UserRecord, channel: SeedChannel, cents: bigint, optOut: boolean) {
  if (optOut) return { bonus: 0n, betRequirement: 0n };
  if (user.depositCount === 0) {
    const tier = [...moneyOf(user.currency).firstCharge]
      .reverse()
      .find((candidate) => cents >= parseCents(candidate.minAmount)!);
    if (tier) {
      const percent = timesRate(cents, tier.bonusPercent) / 100n;
      const bonus = minCents(percent, parseCents(tier.maxBonus)!);
      return { bonus, betRequirement: bonus * BigInt(FIRST_CHARGE_BET_MULTIPLE) };
    }
  }
  if (!channel.bonus) return { bonus: 0n, betRequirement: 0n };
  const bonus = minCents(timesRate(cents, channel.bonus.percent) / 100n, parseCents(channel.bonus.max)!);
  return { bonus, betRequirement: bonus * BigInt(channel.bonus.betMultiple) };
}

export interface ChannelDeposit {
  readonly hall: Hall;
  readonly user: UserRecord;
  readonly siteCode: string;
  readonly channelId: string;
  readonly cents: bigint;
  readonly payer: unknown;
  readonly bonusOptOut: boolean;
  readonly requestId: string;
}

/** Makes a channel deposit, or answers why not. */
export function createChannelDeposit(input: ChannelDeposit): OrderRecord | HallReply {
  const { hall, user, cents } = input;
  const channel = channelOf(user.currency, input.channelId);
  if (!channel) return fail(moneyCodes.channelUnavailable, `no pay channel ${input.channelId}`);
  if (cents < parseCents(channel.min)! || cents > parseCents(channel.max)!) {
    return fail(moneyCodes.amountOutOfRange, `the amount must be ${channel.min} to ${channel.max}`, {
      min: channel.min,
      max: channel.max,
    });
  }
  const payer = payerOf(channel, input.payer);
  if (isReply(payer)) return payer;
  const { bonus, betRequirement } = bonusOf(user, channel, cents, input.bonusOptOut);
  const now = hall.now();
  const order: OrderRecord = {
    orderId: hall.nextOrderId(),
    kind: 'deposit',
    siteCode: input.siteCode,
    username: user.username,
    amount: moneyNumber(cents),
    currency: user.currency,
    status: 'pending',
    requestId: input.requestId,
    createdAt: now,
    channelId: channel.channelId,
    payType: channel.kind,
    payKey: newPayKey(),
    expiresAt: now + channel.expiresInMs,
    bonus: moneyNumber(bonus),
    ...(betRequirement > 0n ? { betRequirement: moneyNumber(betRequirement) } : {}),
    payer,
  };
  hall.store.data.orders = boundedOrders([...hall.store.data.orders, order], user);
  hall.store.touch('orders');
  hall.effect(`deposit-order:${order.orderId}`);
  scheduleCompletion(hall, order);
  return order;
}

function isReply(value: unknown): value is HallReply {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

/** The player's order `orderId`, expired first when it is past its time. */
export function ownOrder(hall: Hall, user: UserRecord, orderId: string | undefined): OrderRecord | undefined {
  const order = hall.store.data.orders.find(
    (candidate) =>
      candidate.orderId === orderId &&
      candidate.siteCode === user.siteCode &&
      candidate.username === user.username,
  );
  if (order) expireDeposit(hall, order.orderId);
  return order;
}

/** The channel deposit still waiting for its payment, newest first (expired ones are marked so). */
export function pendingDeposit(hall: Hall, user: UserRecord): OrderRecord | undefined {
  const mine = hall.store.data.orders.filter(
    (order) =>
      order.kind === 'deposit' &&
      order.channelId !== undefined &&
      order.status === 'pending' &&
      order.siteCode === user.siteCode &&
      order.username === user.username,
  );
  for (const order of mine) expireDeposit(hall, order.orderId);
  return mine.filter((order) => order.status === 'pending').at(-1);
}

/** A deposit order the player may still act on, or the refusal. */
export function actionableDeposit(hall: Hall, user: UserRecord, orderId: string | undefined) {
  const order = ownOrder(hall, user, orderId);
  if (!order || order.kind !== 'deposit' || order.channelId === undefined)
    return fail(moneyCodes.orderNotFound, `no deposit ${String(orderId)}`);
  if (order.status !== 'pending')
    return fail(moneyCodes.orderNotPending, `the deposit is ${order.status}`, { status: order.status });
  return order;
}

const VOUCHER_TYPES = /^image\/(png|jpeg|webp|gif|heic)$/;

/** A voucher upload (`uploadFile` with `kind: 'voucher'`): one image of at most 5 MB, kept on the order. */
export function attachVoucher(
  hall: Hall,
  user: UserRecord,
  orderId: string | undefined,
  files: readonly UploadedFile[],
  origin: string,
): HallReply {
  const order = actionableDeposit(hall, user, orderId);
  if (!('orderId' in order)) return order;
  const channel = order.channelId === undefined ? undefined : channelOf(order.currency, order.channelId);
  if (!channel?.voucher) return fail(moneyCodes.voucherInvalid, 'this channel takes no voucher');
  const [file] = files;
  if (files.length !== 1 || !file || !VOUCHER_TYPES.test(file.contentType) || file.size > VOUCHER_MAX_BYTES) {
    return fail(
      moneyCodes.voucherInvalid,
      'a voucher is one image (PNG, JPEG, WebP, GIF, HEIC) of at most 5 MB',
    );
  }
  order.voucher = {
    url: `/upload/voucher-${order.orderId}-${file.sha256.slice(0, 12)}`,
    uploadedAt: hall.now(),
  };
  hall.store.touch('orders');
  return ok(depositView(order, origin));
}

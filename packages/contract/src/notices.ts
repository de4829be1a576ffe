// Realtime notices pushed on the websocket (spec §3 "Realtime notice types", §7 "Realtime").
import * as v from 'valibot';
import { flag, idString, numeric, opt } from './wire';

/** The 10 notice types, in spec order. */
export const noticeTypes = [
  'payOrderSuccess',
  'withdrawOrderSuccess',
  'payOrderSuccessNotice',
  'multipleLogin',
  'registerSuccess',
  'activeDetails',
  'noWalletOrderMsg',
  'gameGoldChange',
  'jackpot',
  'changeBankPassRegister',
] as const;
export type NoticeType = (typeof noticeTypes)[number];

const noticeTypeSet: ReadonlySet<string> = /* @__PURE__ */ new Set(noticeTypes);
export function isNoticeType(value: unknown): value is NoticeType {
  return typeof value === 'string' && noticeTypeSet.has(value);
}

/** Fields of an order notice; order ids stay strings so ids above 2^53 keep every digit. */
export interface OrderNoticeData {
  orderId?: string | undefined;
  amount?: number | undefined;
  currency?: string | undefined;
}
export interface PayOrderSuccessData extends OrderNoticeData {
  /** First deposit of the player (drives the first-charge flow). */
  isFirst?: boolean | undefined;
}
export type WithdrawOrderSuccessData = OrderNoticeData;
export interface PayOrderSuccessNoticeData extends OrderNoticeData {
  message?: string | undefined;
}
export interface MultipleLoginData {
  deviceModel?: string | undefined;
  message?: string | undefined;
}
export interface RegisterSuccessData {
  username?: string | undefined;
}
/** Activity details; the shape belongs to the activity feature. */
export type ActiveDetailsData = Record<string, unknown>;
export interface NoWalletOrderMsgData {
  message?: string | undefined;
}
export interface GameGoldChangeData {
  game_gold?: number | undefined;
  bonus?: number | undefined;
}
export interface JackpotData {
  amount?: number | undefined;
  currency?: string | undefined;
  gameName?: string | undefined;
  username?: string | undefined;
}
export type ChangeBankPassRegisterData = Record<string, unknown>;

/** Data type per notice type. */
export interface NoticeDataMap {
  payOrderSuccess: PayOrderSuccessData;
  withdrawOrderSuccess: WithdrawOrderSuccessData;
  payOrderSuccessNotice: PayOrderSuccessNoticeData;
  multipleLogin: MultipleLoginData;
  registerSuccess: RegisterSuccessData;
  activeDetails: ActiveDetailsData;
  noWalletOrderMsg: NoWalletOrderMsgData;
  gameGoldChange: GameGoldChangeData;
  jackpot: JackpotData;
  changeBankPassRegister: ChangeBankPassRegisterData;
}

/** A notice: acknowledge it by sending back its msgId. */
export type Notice = {
  [K in NoticeType]: { msgId: string; type: K; data: NoticeDataMap[K] };
}[NoticeType];

const text = opt(v.string());
const amount = opt(numeric);
/** Order notice data plus `extra` fields. A function, not a spread, so bundlers can drop it. */
/* @__NO_SIDE_EFFECTS__ */
function orderData<TExtra extends v.ObjectEntries>(extra: TExtra) {
  return v.looseObject({ orderId: opt(idString), amount, currency: text, ...extra });
}
const anyData = v.record(v.string(), v.unknown());
const msgId = v.pipe(idString, v.nonEmpty('msgId is empty'));
/* @__NO_SIDE_EFFECTS__ */
function notice<TType extends NoticeType, TData extends v.GenericSchema>(type: TType, dataSchema: TData) {
  return v.object({ msgId, type: v.literal(type), data: dataSchema });
}

/** The notice envelope with `data` unchecked: use it to acknowledge any message, known type or not. */
export const noticeEnvelopeSchema = v.looseObject({
  msgId,
  type: v.string('type must be a string'),
  data: v.optional(v.unknown()),
});

/** Parses a notice and its data by type. Unknown types fail with an issue on `type`. */
export const noticeSchema: v.GenericSchema<unknown, Notice> = v.pipe(
  v.unknown(),
  // A notice without data gets {} so every handler can read fields without a guard.
  v.transform((input) =>
    typeof input === 'object' && input !== null && (input as { data?: unknown }).data == null
      ? { ...input, data: {} }
      : input,
  ),
  v.variant(
    'type',
    [
      notice('payOrderSuccess', orderData({ isFirst: opt(flag) })),
      notice('withdrawOrderSuccess', orderData({})),
      notice('payOrderSuccessNotice', orderData({ message: text })),
      notice('multipleLogin', v.looseObject({ deviceModel: text, message: text })),
      notice('registerSuccess', v.looseObject({ username: text })),
      notice('activeDetails', anyData),
      notice('noWalletOrderMsg', v.looseObject({ message: text })),
      notice('gameGoldChange', v.looseObject({ game_gold: amount, bonus: amount })),
      notice('jackpot', v.looseObject({ amount, currency: text, gameName: text, username: text })),
      notice('changeBankPassRegister', anyData),
    ],
    'unknown notice type',
  ),
);

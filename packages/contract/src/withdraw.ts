// Withdrawals (issue "Money" item 5): what may be withdrawn, the receiving accounts, the
// withdrawal itself and the withdraw password.
import * as v from 'valibot';
import { moneyAmountSchema, type MoneyAmount } from './money';
import { orderEntries, type Order } from './orders';
import { flag, idString, list, opt } from './wire';

/** GET /withdraw/info. */
export interface WithdrawInfo {
  currency: string;
  /** The centre wallet balance. */
  balance: MoneyAmount;
  /** What may be withdrawn now: the balance once the bet requirement is met, else 0. */
  withdrawable: MoneyAmount;
  /** What remains to be bet before a withdrawal ('0' when met). */
  betRequirement: MoneyAmount;
  min: MoneyAmount;
  max: MoneyAmount;
  /** The fee of a withdrawal of `amount`: the larger of `fixed` and `amount` times `rate`, to the cent. */
  fee: { rate: MoneyAmount; fixed: MoneyAmount };
  hasWithdrawPassword: boolean;
}

const money = moneyAmountSchema;
const text = v.string();

export const withdrawInfoSchema: v.GenericSchema<unknown, WithdrawInfo> = v.looseObject({
  currency: text,
  balance: money,
  withdrawable: money,
  betRequirement: money,
  min: money,
  max: money,
  fee: v.looseObject({ rate: money, fixed: money }),
  hasWithdrawPassword: flag,
});

export const withdrawAccountKinds = ['bank', 'ewallet', 'crypto'] as const;
export type WithdrawAccountKind = (typeof withdrawAccountKinds)[number];

/** A receiving account, as the hall shows it (the number masked). */
export interface WithdrawAccount {
  accountId: string;
  kind: WithdrawAccountKind;
  /** The bank, the e-wallet, or the crypto network (`'USDT-TRC20'`). */
  name: string;
  /** The account holder (bank and e-wallet). */
  holder?: string | undefined;
  /** The account number, e-wallet id or address, masked but for its ends. */
  number: string;
}

export const withdrawAccountSchema: v.GenericSchema<unknown, WithdrawAccount> = v.looseObject({
  accountId: idString,
  kind: v.picklist(withdrawAccountKinds, 'unknown account kind'),
  name: text,
  holder: opt(text),
  number: text,
});

/** GET /withdraw/accounts. */
export const withdrawAccountListSchema: v.GenericSchema<unknown, WithdrawAccount[]> =
  list(withdrawAccountSchema);

/** POST /withdraw/accounts/add request: the number in full. */
export interface AddWithdrawAccountRequest {
  requestId: string;
  kind: WithdrawAccountKind;
  name: string;
  holder?: string | undefined;
  number: string;
}

/** POST /withdraw/apply request. */
export interface WithdrawRequest {
  /** The submission's one request id (`MONEY_REQUEST_ID_FIELD`): the same on every retry. */
  requestId: string;
  accountId: string;
  amount: MoneyAmount;
  withdrawPassword: string;
}

/** A withdrawal: `pending` is "under review"; the wallet was debited `amount` when it was made. */
export interface WithdrawOrder extends Order {
  kind: 'withdraw';
  fee: MoneyAmount;
  receive: MoneyAmount;
  accountId?: string | undefined;
}

export const withdrawOrderSchema: v.GenericSchema<unknown, WithdrawOrder> = v.looseObject({
  ...orderEntries,
  kind: v.literal('withdraw'),
  fee: money,
  receive: money,
  accountId: opt(idString),
});

/** POST /user/withdrawPassword request: the first withdraw password. */
export interface SetWithdrawPasswordRequest {
  requestId: string;
  password: string;
}

/** POST /user/withdrawPassword/change request. */
export interface ChangeWithdrawPasswordRequest {
  requestId: string;
  oldPassword: string;
  password: string;
}

/** What both withdraw-password calls answer. */
export interface WithdrawPasswordAnswer {
  hasWithdrawPassword: boolean;
}

export const withdrawPasswordAnswerSchema: v.GenericSchema<unknown, WithdrawPasswordAnswer> = v.looseObject({
  hasWithdrawPassword: flag,
});

// Money on the wire (issue "Money"): exact amounts, the request id a money call carries from
// the first tap to the last retry, and the hall's refusal codes the money screens answer.
import * as v from 'valibot';

/**
 * An exact amount of money in the wallet's units: a canonical decimal string (`'1234.5'`,
 * `'0.01'`, `'250000'`: no sign, no exponent, no grouping, no leading or trailing zeros), the
 * form `parseCurrency` of `@lobbykit/currency-format` gives. Never a float.
 */
export type MoneyAmount = string;

const decimalText = /^\d+(\.\d+)?$/;

/**
 * The canonical text of an amount given as a decimal string or as a JSON number the hall may
 * still send (at most 15 significant digits, so no digit was lost in transit); undefined for
 * anything else (negative, exponent, NaN, an unsafe number).
 */
export function toMoneyAmount(value: unknown): MoneyAmount | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0 || value > Number.MAX_SAFE_INTEGER) return undefined;
    text = String(value);
    if (text.replace(/\D|^0+/g, '').length > 15) return undefined;
  } else if (typeof value === 'string') text = value.trim();
  else return undefined;
  if (!decimalText.test(text)) return undefined;
  const [whole = '', fraction = ''] = text.split('.');
  const intPart = whole.replace(/^0+(?=\d)/, '');
  const fracPart = fraction.replace(/0+$/, '');
  return fracPart === '' ? intPart : `${intPart}.${fracPart}`;
}

/** Reads a {@link MoneyAmount}: a decimal string or a safe JSON number, given back canonical. */
export const moneyAmountSchema: v.GenericSchema<unknown, MoneyAmount> = v.pipe(
  v.union([v.string(), v.number()], 'expected an amount (decimal string)'),
  v.check(
    (value) => toMoneyAmount(value) !== undefined,
    'expected a non-negative decimal amount, every digit kept',
  ),
  v.transform((value) => toMoneyAmount(value)!),
);

/**
 * The body field every money call carries: one id the lobby makes at the first tap and sends
 * again with every retry of the same submission (the hall client's own request id changes per
 * call). The hall answers a repeat of it with its first answer and applies the call once.
 */
export const MONEY_REQUEST_ID_FIELD = 'requestId';

/** The shape of a money request id: 16 to 64 letters, digits, `-` or `_`. */
export const MONEY_REQUEST_ID_PATTERN: RegExp = /^[\w-]{16,64}$/;

/**
 * Codes the hall answers a money call with besides the spec's (3003 bind withdraw, 9527 centre
 * wallet not enough, 70202 no bind, 1334 restricted): the calling screen answers each.
 */
export const moneyCodes = {
  /** The amount is outside the channel's (or the withdrawal's) min and max; data `{ min, max }`. */
  amountOutOfRange: 'amount-out-of-range',
  /** The channel is closed or unknown. */
  channelUnavailable: 'channel-unavailable',
  /** A payer field the channel needs is missing or malformed; data `{ field }`. */
  payerField: 'payer-field',
  /** The order is not the player's, or does not exist. */
  orderNotFound: 'order-not-found',
  /** The order is settled (paid, expired, cancelled): it cannot be confirmed, cancelled or given a voucher. */
  orderNotPending: 'order-not-pending',
  /** A voucher that is not an image, or above 5 MB. */
  voucherInvalid: 'voucher-invalid',
  /** The bet requirement is not met yet; data `{ betRequirement }` (what remains). */
  betRequirement: 'bet-requirement',
  /** The receiving account is not the player's. */
  accountNotFound: 'account-not-found',
  /** A receiving account's fields are missing or malformed; data `{ field }`. */
  accountInvalid: 'account-invalid',
  /**
   * The withdraw password is wrong (data `{ attemptsLeft }`), or too many were wrong and it is
   * locked for a while (data `{ lockedMs }`).
   */
  withdrawPasswordWrong: 'withdraw-password-wrong',
  /** The new withdraw password breaks the rule (6 digits, not six equal, not consecutive). */
  withdrawPasswordWeak: 'withdraw-password-weak',
} as const;
export type MoneyCode = (typeof moneyCodes)[keyof typeof moneyCodes];

/** A voucher: an image of at most 5 MB. */
export const VOUCHER_MAX_BYTES = 5 * 1024 * 1024;

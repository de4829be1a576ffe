/**
 * Balance arithmetic on the contract's exact amounts (`MoneyAmount` text), never floats: sums
 * of records, a balance after a withdrawal, a withdrawal's fee, and what a ratio currency's
 * site amount is in its base (250 'BTC1:100000' is 0.0025 BTC) and back.
 */
import { getCurrencyBase, type MoneyAmount } from '@lobbykit/contract';
import { fromBaseAmount, toBaseAmount } from '@lobbykit/currency-format';
import {
  addDecimals,
  compareDecimals,
  decimalText,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  subtractDecimals,
  ZERO,
  type Decimal,
} from './decimal';

/** Cents: the wallet keeps two decimals in every currency (spec §5 "number with up to 2 decimals"). */
const WALLET_DIGITS = 2;

function read(amount: MoneyAmount | number): Decimal {
  const value = parseDecimal(amount);
  if (!value) throw new TypeError(`lobby-core: ${String(amount)} is not an amount`);
  return value;
}

/** The sum of amounts (a balance's numbers from the hall are read as their decimal text). */
export function sumAmounts(amounts: readonly (MoneyAmount | number)[]): MoneyAmount {
  return decimalText(amounts.reduce<Decimal>((sum, amount) => addDecimals(sum, read(amount)), ZERO));
}

/** `balance - amount`, or undefined when it would go below zero (the wallet never does). */
export function balanceAfterDebit(
  balance: MoneyAmount | number,
  amount: MoneyAmount | number,
): MoneyAmount | undefined {
  const rest = subtractDecimals(read(balance), read(amount));
  return rest.units < 0n ? undefined : decimalText(rest);
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareAmounts(a: MoneyAmount | number, b: MoneyAmount | number): -1 | 0 | 1 {
  return compareDecimals(read(a), read(b));
}

/** A withdrawal's fee and what it pays out. */
export interface WithdrawFee {
  readonly fee: MoneyAmount;
  readonly receive: MoneyAmount;
}

/**
 * The fee the hall keeps from a withdrawal of `amount`: the larger of `fixed` and `amount`
 * times `rate`, rounded half up to the cent; `receive` is the rest (`fee + receive = amount`).
 */
export function withdrawFeeOf(
  amount: MoneyAmount,
  fee: { readonly rate: MoneyAmount; readonly fixed: MoneyAmount },
): WithdrawFee {
  const value = read(amount);
  const share = roundDecimal(multiplyDecimals(value, read(fee.rate)), WALLET_DIGITS);
  const fixed = read(fee.fixed);
  const kept = compareDecimals(share, fixed) >= 0 ? share : fixed;
  return { fee: decimalText(kept), receive: decimalText(subtractDecimals(value, kept)) };
}

/**
 * What the payer pays for `amount` of the wallet `currency`: for a ratio variant, the amount
 * in its base (`'250'` of `'BTC1:100000'` is `{ amount: '0.0025', currency: 'BTC' }`), exact;
 * for a plain currency, the amount itself.
 */
export function baseAmountOf(
  amount: MoneyAmount,
  currency: string,
): { amount: MoneyAmount; currency: string } {
  const base = getCurrencyBase(currency);
  return base === currency
    ? { amount: decimalText(read(amount)), currency }
    : { amount: toBaseAmount(amount, currency), currency: base };
}

/** The wallet amount of `baseAmount` paid in a ratio variant's base (`'0.0025'` BTC is `'250'`). */
export function walletAmountOf(baseAmount: MoneyAmount, currency: string): MoneyAmount {
  return getCurrencyBase(currency) === currency
    ? decimalText(read(baseAmount))
    : fromBaseAmount(baseAmount, currency);
}

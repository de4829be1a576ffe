/**
 * The amount a player types into the pay modal or the withdraw page: spec §5's number check (a
 * number with up to 2 decimals, `validateAmount` of @lobbykit/validation), then the channel's
 * min and max (a deposit) or the withdrawal's limits, what may be withdrawn and the fee.
 * Compared exactly, whatever the size.
 */
import { toMoneyAmount, type MoneyAmount, type PayChannel, type WithdrawInfo } from '@lobbykit/contract';
import { validateAmount } from '@lobbykit/validation';
import { compareAmounts, withdrawFeeOf } from './balance';

/**
 * Why an amount is refused: `format` (not a number with up to 2 decimals, or zero), `belowMin`,
 * `aboveMax`, `aboveWithdrawable` (more than may be withdrawn now) or `feeTakesAll` (the fee is
 * the whole amount or more).
 */
export type AmountRuleCode = 'format' | 'belowMin' | 'aboveMax' | 'aboveWithdrawable' | 'feeTakesAll';

export type AmountCheck =
  | { readonly ok: true; readonly amount: MoneyAmount }
  | {
      readonly ok: false;
      readonly code: AmountRuleCode;
      readonly min: MoneyAmount;
      readonly max: MoneyAmount;
    };

/** The typed text as an exact amount, or undefined when it fails spec §5's number check. */
function typedAmount(text: string): MoneyAmount | undefined {
  const trimmed = text.trim();
  if (!validateAmount(trimmed).ok) return undefined;
  const amount = toMoneyAmount(trimmed);
  return amount === undefined || amount === '0' ? undefined : amount;
}

function within(text: string, min: MoneyAmount, max: MoneyAmount): AmountCheck {
  const amount = typedAmount(text);
  if (amount === undefined) return { ok: false, code: 'format', min, max };
  if (compareAmounts(amount, min) < 0) return { ok: false, code: 'belowMin', min, max };
  if (compareAmounts(amount, max) > 0) return { ok: false, code: 'aboveMax', min, max };
  return { ok: true, amount };
}

/** A deposit's amount: a number with up to 2 decimals within the channel's min and max. */
export function checkDepositAmount(text: string, channel: Pick<PayChannel, 'min' | 'max'>): AmountCheck {
  return within(text, channel.min, channel.max);
}

/**
 * A withdrawal's amount: a number with up to 2 decimals within the limits, no more than may be
 * withdrawn now, and more than its fee.
 */
export function checkWithdrawAmount(
  text: string,
  info: Pick<WithdrawInfo, 'min' | 'max' | 'withdrawable' | 'fee'>,
): AmountCheck {
  const checked = within(text, info.min, info.max);
  if (!checked.ok) return checked;
  const { min, max } = info;
  if (compareAmounts(checked.amount, info.withdrawable) > 0)
    return { ok: false, code: 'aboveWithdrawable', min, max };
  if (compareAmounts(withdrawFeeOf(checked.amount, info.fee).receive, '0') <= 0)
    return { ok: false, code: 'feeTakesAll', min, max };
  return checked;
}

// What the withdraw form does with each answer of lobby-core's `withdraw`: the result "under
// review", a word under the PIN pad (a wrong or locked password, an answer lost on the way), a
// word under the amount, or a notice of the feature's own (spec §8: 3003 and 9527 are the
// feature's to handle, never a generic error).
import type { WithdrawOutcome } from '@lobbykit/lobby-core';
import type { AmountRuleCode, LargeAmountBinding } from '@lobbykit/lobby-core/money';
import { moneyCodes, PAY_PASSWORD_LENGTH, type WithdrawInfo, type WithdrawOrder } from '@lobbykit/contract';
import type { LobbyText } from '../shared/texts';
import { wrongPinText } from '../security/pin-texts';
import { formatMoney } from './money-text';

/** A notice above the form, with the step that resolves it when there is one. */
export interface WithdrawNotice {
  readonly message: string;
  /** `wait`: try again later; `error`: something must change first. */
  readonly tone: 'wait' | 'error';
  /** 3003: set the withdrawal password; 70202: bind one of `bindings`. */
  readonly action?: 'setPassword' | 'bind' | undefined;
  readonly bindings?: readonly LargeAmountBinding[] | undefined;
}

export type WithdrawReaction =
  /** Sent: "under review". */
  | { readonly kind: 'done'; readonly order: WithdrawOrder }
  /** Said under the PIN pad, whose digits are cleared for another try. */
  | { readonly kind: 'pin'; readonly message: string }
  /** Said under the amount; the pad closes. */
  | { readonly kind: 'amount'; readonly message: string }
  /** A notice above the form; the pad closes. */
  | { readonly kind: 'notice'; readonly notice: WithdrawNotice }
  /** The same submit is still on its way (a second tap): its answer will come. */
  | { readonly kind: 'wait' };

/** Zero typed: below any minimum, whatever the number check says of it. */
const isZero = (typed: string) => /^0*(\.0*)?$/.test(typed.trim()) && /\d/.test(typed);

/** The words for an amount the rule refused (lobby-core's checkWithdrawAmount). */
export function amountProblemText(
  code: AmountRuleCode,
  typed: string,
  info: WithdrawInfo,
  text: LobbyText,
): string {
  const money = (amount: string) => formatMoney(amount, info.currency);
  switch (code) {
    case 'format':
      return isZero(typed)
        ? text('lobby.withdraw.belowMin', { amount: money(info.min) })
        : text('validation.amount', { decimals: 2 });
    case 'belowMin':
      return text('lobby.withdraw.belowMin', { amount: money(info.min) });
    case 'aboveMax':
      return text('lobby.withdraw.aboveMax', { amount: money(info.max) });
    case 'aboveWithdrawable':
      return text('lobby.withdraw.aboveWithdrawable', { amount: money(info.withdrawable) });
    default:
      return text('lobby.withdraw.feeTakesAll');
  }
}

export function reactionOf(
  outcome: WithdrawOutcome,
  context: { readonly info: WithdrawInfo; readonly typed: string; readonly text: LobbyText },
): WithdrawReaction {
  const { info, typed, text } = context;
  if (outcome.ok) return { kind: 'done', order: outcome.order };
  const notice = (message: string, extra: Partial<WithdrawNotice> = {}): WithdrawReaction => ({
    kind: 'notice',
    notice: { message, tone: 'error', ...extra },
  });
  switch (outcome.reason) {
    case 'inFlight':
      return { kind: 'wait' };
    case 'busyElsewhere':
      return notice(text('lobby.withdraw.busyElsewhere'), { tone: 'wait' });
    case 'invalid':
      return outcome.field === 'amount'
        ? { kind: 'amount', message: amountProblemText(outcome.code, typed, info, text) }
        : { kind: 'pin', message: text('validation.payPassword', { length: PAY_PASSWORD_LENGTH }) };
    case 'withdrawPasswordRequired':
      return notice(text('error.withdrawPasswordRequired'), { action: 'setPassword' });
    case 'walletShort':
      return notice(text('lobby.withdraw.walletShort'));
    case 'mustBind':
      return notice(text('lobby.withdraw.mustBind'), { action: 'bind', bindings: outcome.bindings });
    case 'betRequirement':
      return notice(
        text('lobby.withdraw.betBlocked', {
          amount: formatMoney(outcome.betRequirement || info.betRequirement, info.currency),
        }),
      );
    case 'passwordWrong':
      return { kind: 'pin', message: wrongPinText(text, outcome) };
    case 'unsettled':
      // The same digits send the same submission again (its one request id): never twice.
      return { kind: 'pin', message: text('lobby.withdraw.unsettled') };
    case 'refused':
      if (outcome.code === moneyCodes.amountOutOfRange)
        return { kind: 'amount', message: outcome.message || text('lobby.security.failed') };
      return notice(outcome.message || text('lobby.security.failed'));
    default:
      return notice(text('lobby.security.failed'));
  }
}

// What the pay modal does with lobby-core's answer to a deposit: the order to show (made now, or
// one still waiting for its payment), or the words of the refusal and the field they belong to.
import {
  moneyCodes,
  payerFields,
  type DepositOrder,
  type PayChannel,
  type PayerField,
} from '@lobbykit/contract';
import type { DepositOutcome, MoneyFailure } from '@lobbykit/lobby-core';
import { compareAmounts } from '@lobbykit/lobby-core/money';
import type { DepositSubmitResult } from '../../deposit/deposit-types';
import { fieldMessage } from '../../deposit/field-messages';
import type { LobbyText } from '../../shared/texts';

export type DepositStep =
  /** Show this order; `pending`: it was waiting already, so no new one was made. */
  | { readonly kind: 'order'; readonly order: DepositOrder; readonly pending: boolean }
  /** Stay on the form with this answer. */
  | { readonly kind: 'form'; readonly result: DepositSubmitResult }
  /** The player is gone (logged out meanwhile): the modal closes. */
  | { readonly kind: 'close' };

const textIn = (data: unknown, key: string): string | undefined => {
  const value =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

const isPayerField = (value: string | undefined): value is PayerField =>
  (payerFields as readonly string[]).includes(value ?? '');

/** A hall refusal: the channel's limits and the payer fields in the player's words, else the hall's. */
function refusalOf(
  failure: Extract<MoneyFailure, { reason: 'refused' }>,
  amount: string,
  channel: PayChannel,
  text: LobbyText,
): DepositSubmitResult {
  const message = failure.message ?? text('error.requestFailed', { code: failure.code });
  if (failure.code === moneyCodes.amountOutOfRange) {
    const min = textIn(failure.data, 'min') ?? channel.min;
    const max = textIn(failure.data, 'max') ?? channel.max;
    let below = false;
    try {
      below = compareAmounts(amount, min) < 0;
    } catch {
      // Not an amount the rules read: the maximum is as good a reason as any.
    }
    return {
      ok: false,
      field: 'amount',
      message: fieldMessage(
        { ok: false, field: 'amount', code: below ? 'belowMin' : 'aboveMax', min, max },
        channel.currency,
        text,
      ),
    };
  }
  const field = textIn(failure.data, 'field');
  if (failure.code === moneyCodes.payerField && isPayerField(field))
    return {
      ok: false,
      field,
      message: fieldMessage({ ok: false, field, code: 'format' }, channel.currency, text),
    };
  return { ok: false, message };
}

/**
 * The next step of the pay modal after `outcome`, the answer to a deposit of `amount` (as typed)
 * through `channel`.
 */
export function depositStepOf(
  outcome: DepositOutcome,
  amount: string,
  channel: PayChannel,
  text: LobbyText,
): DepositStep {
  if (outcome.ok) return { kind: 'order', order: outcome.order, pending: false };
  switch (outcome.reason) {
    case 'pendingOrder':
      return { kind: 'order', order: outcome.order, pending: true };
    case 'inFlight':
      // A second tap while the first is sent: the first one's answer moves the modal on.
      return { kind: 'form', result: { ok: true } };
    case 'busyElsewhere':
      return { kind: 'form', result: { ok: false, message: text('lobby.deposit.busyElsewhere') } };
    case 'invalid':
      return {
        kind: 'form',
        result: {
          ok: false,
          field: outcome.check.field,
          message: fieldMessage(outcome.check, channel.currency, text),
        },
      };
    case 'refused':
      return { kind: 'form', result: refusalOf(outcome, amount, channel, text) };
    case 'unsettled':
      return { kind: 'form', result: { ok: false, message: text('lobby.deposit.unsettled') } };
    case 'failed':
      return { kind: 'form', result: { ok: false, message: text('lobby.deposit.failed') } };
    case 'notPlayer':
      return { kind: 'close' };
  }
}

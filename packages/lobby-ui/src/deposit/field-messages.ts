// The words of a refused deposit field, from the rule that refused it (lobby-core's
// checkDepositForm): spec §5's number check and the channel's limits for the amount, and each
// payer field's own format.
import { CPF_LENGTH, PHONE_LENGTH, type MoneyAmount, type PayerField } from '@lobbykit/contract';
import type { DepositFormCheck } from '@lobbykit/lobby-core/money';
import type { LobbyKey } from '@lobbykit/contract';
import type { LobbyText } from '../shared/texts';
import { formatAmount } from '../wallet/amounts';

/** The label of each payer field (phone and e-mail are the sign-up's own words). */
export const PAYER_LABELS: Readonly<Record<PayerField, LobbyKey>> = {
  name: 'lobby.deposit.name',
  cpf: 'lobby.deposit.cpf',
  phone: 'lobby.auth.phone',
  email: 'lobby.auth.email',
  walletAddress: 'lobby.deposit.walletAddress',
};

/** Decimals the number check allows (spec §5). */
const AMOUNT_DECIMALS = 2;

function formatMessage(field: PayerField, text: LobbyText): string {
  switch (field) {
    case 'name':
      return text('lobby.deposit.nameFormat');
    case 'cpf':
      return text('validation.cpf', { min: CPF_LENGTH.min, max: CPF_LENGTH.max });
    case 'phone':
      return text('validation.phone', { min: PHONE_LENGTH.min, max: PHONE_LENGTH.max });
    case 'email':
      return text('validation.email.format');
    case 'walletAddress':
      return text('lobby.deposit.walletFormat');
  }
}

/** The message of a failed check, in `currency` for the limits. */
export function fieldMessage(
  check: Extract<DepositFormCheck, { ok: false }>,
  currency: string,
  text: LobbyText,
): string {
  if (check.field === 'amount') {
    const money = (amount: MoneyAmount) => formatAmount(amount, currency);
    switch (check.code) {
      case 'belowMin':
        return text('lobby.deposit.belowMin', { min: money(check.min) });
      case 'aboveMax':
        return text('lobby.deposit.aboveMax', { max: money(check.max) });
      default:
        return text('validation.amount', { decimals: AMOUNT_DECIMALS });
    }
  }
  return check.code === 'required'
    ? text('validation.required', { item: text(PAYER_LABELS[check.field]) })
    : formatMessage(check.field, text);
}

/**
 * The pay modal's form, checked before anything is sent: the amount (spec §5 number check and
 * the channel's limits) and the payer fields the channel asks for (name; CPF digits only, 1 to
 * 11, spec §5; phone 6 to 12 digits; e-mail; wallet address).
 */
import type { DepositRequest, MoneyAmount, PayChannel, PayerField } from '@lobbykit/contract';
import { validateCpf, validateEmail, validatePhone } from '@lobbykit/validation';
import { checkDepositAmount, type AmountRuleCode } from './amount-rules';

/** What the player filled in. */
export interface DepositForm {
  readonly channel: PayChannel;
  /** The amount as typed (a preset's amount, or the field's text). */
  readonly amount: string;
  readonly payer?: Partial<Record<PayerField, string>> | undefined;
  /** The player turned the channel's bonus down. */
  readonly bonusOptOut?: boolean | undefined;
}

/** Why a payer field is refused: missing, or not in its format. */
export type PayerFieldCode = 'required' | 'format';

export type DepositFormCheck =
  | { readonly ok: true; readonly request: Omit<DepositRequest, 'requestId'> }
  | {
      readonly ok: false;
      readonly field: 'amount';
      readonly code: AmountRuleCode;
      readonly min: MoneyAmount;
      readonly max: MoneyAmount;
    }
  | { readonly ok: false; readonly field: PayerField; readonly code: PayerFieldCode };

const payerRules: Record<PayerField, (value: string) => boolean> = {
  name: (value) => value.length >= 2 && value.length <= 64,
  cpf: (value) => validateCpf(value).ok,
  phone: (value) => validatePhone(value).ok,
  email: (value) => validateEmail(value).ok,
  walletAddress: (value) => /^[A-Za-z0-9]{20,100}$/.test(value),
};

export function checkDepositForm(form: DepositForm): DepositFormCheck {
  const amount = checkDepositAmount(form.amount, form.channel);
  if (!amount.ok) return { ok: false, field: 'amount', code: amount.code, min: amount.min, max: amount.max };
  const payer: Partial<Record<PayerField, string>> = {};
  for (const field of form.channel.payerFields) {
    const value = (form.payer?.[field] ?? '').trim();
    if (value === '') return { ok: false, field, code: 'required' };
    if (!payerRules[field](value)) return { ok: false, field, code: 'format' };
    payer[field] = value;
  }
  return {
    ok: true,
    request: {
      channelId: form.channel.channelId,
      amount: amount.amount,
      ...(form.channel.payerFields.length > 0 ? { payer } : {}),
      ...(form.bonusOptOut ? { bonusOptOut: true } : {}),
    },
  };
}

// The pay modal's form (spec §5): the channel with its limits, the amount buttons with their
// bonus badges, the amount (number check, the channel's min and max), the payer fields the
// channel asks for, the bonus opt-out and "Deposit now", which waits while a deposit is sent.
// Each refusal shows next to its field, which takes focus; the owner's answer too.
import type { PayChannel, PayerField } from '@lobbykit/contract';
import {
  checkDepositAmount,
  checkDepositForm,
  type DepositForm as DepositFormValues,
} from '@lobbykit/lobby-core/money';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useLobbyText } from '../shared/texts';
import { baseWorth, formatAmount } from '../wallet/amounts';
import { ChannelPicker } from './ChannelPicker';
import type { DepositFieldName, DepositSubmitResult } from './deposit-types';
import { fieldMessage, PAYER_LABELS } from './field-messages';
import { PayField, payFieldAria } from './PayField';
import { PresetAmounts } from './PresetAmounts';

/** Props of {@link DepositForm}. */
export interface DepositFormProps {
  /** The pay channels of the player's currency (at least one). */
  readonly channels: readonly PayChannel[];
  /** @default the first channel */
  readonly initialChannelId?: string | undefined;
  /** An amount to start with (a first-charge tier, a game's minimum entry balance). */
  readonly initialAmount?: string | undefined;
  /**
   * Sends the checked form. Answer `{ ok: true }`, or `{ ok: false, message }` with the `field` it
   * belongs to (or none: shown above the button). One submit runs at a time.
   */
  readonly onSubmit: (form: DepositFormValues) => Promise<DepositSubmitResult>;
  /**
   * A deposit is being sent (by this form or elsewhere in the tab): "Deposit now" waits.
   * @default false
   */
  readonly busy?: boolean | undefined;
}

const INPUTS: Readonly<Record<PayerField, InputHTMLAttributes<HTMLInputElement>>> = {
  name: { type: 'text', autoComplete: 'name' },
  cpf: { type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 11 },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  email: { type: 'email', autoComplete: 'email' },
  walletAddress: { type: 'text', autoComplete: 'off', spellCheck: false, autoCapitalize: 'off' },
};

export function DepositForm({
  channels,
  initialChannelId,
  initialAmount,
  onSubmit,
  busy = false,
}: DepositFormProps) {
  const text = useLobbyText();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [channelId, setChannelId] = useState(
    () =>
      channels.find((channel) => channel.channelId === initialChannelId)?.channelId ??
      channels[0]?.channelId ??
      '',
  );
  const channel = channels.find((candidate) => candidate.channelId === channelId) ?? channels[0];
  const [amount, setAmount] = useState(initialAmount ?? '');
  const [payer, setPayer] = useState<Partial<Record<PayerField, string>>>({});
  const [optOut, setOptOut] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<DepositFieldName, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const waiting = busy || sending;
  if (!channel) return null;

  const fieldId = (field: DepositFieldName) => `${id}-${field}`;
  const focusField = (field: DepositFieldName) =>
    formRef.current?.ownerDocument.getElementById(fieldId(field))?.focus();
  const clearError = (field: DepositFieldName) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (waiting) return;
    const form: DepositFormValues = { channel, amount, payer, bonusOptOut: optOut };
    const check = checkDepositForm(form);
    setFormError(undefined);
    if (!check.ok) {
      setErrors({ [check.field]: fieldMessage(check, channel.currency, text) });
      focusField(check.field);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const result = await onSubmit(form);
      if (!result.ok) {
        if (result.field) {
          setErrors({ [result.field]: result.message });
          focusField(result.field);
        } else setFormError(result.message);
      }
    } finally {
      setSending(false);
    }
  };

  const amountCheck = checkDepositAmount(amount, channel);
  const payWorth = amountCheck.ok ? baseWorth(amountCheck.amount, channel.currency) : undefined;
  const bonus = channel.bonus;
  const offersBonus =
    bonus !== undefined || channel.presets.some((preset) => (preset.bonusPercent ?? '0') !== '0');
  const amountId = fieldId('amount');

  return (
    <form ref={formRef} className="lk-pay__form" noValidate onSubmit={(event) => void submit(event)}>
      <ChannelPicker
        channels={channels}
        selected={channel.channelId}
        onSelect={(next) => {
          setChannelId(next);
          setErrors({});
          setFormError(undefined);
        }}
      />
      <PresetAmounts
        presets={channel.presets}
        currency={channel.currency}
        amount={amount}
        onPick={(picked) => {
          setAmount(picked);
          clearError('amount');
        }}
      />
      <PayField
        id={amountId}
        label={text('lobby.deposit.amount')}
        hint={
          <>
            {text('lobby.deposit.range', {
              min: formatAmount(channel.min, channel.currency),
              max: formatAmount(channel.max, channel.currency),
            })}
            {payWorth !== undefined && (
              <>
                {' · '}
                {text('lobby.order.amount')} {payWorth}
              </>
            )}
          </>
        }
        error={errors.amount}
      >
        <input
          id={amountId}
          className="lk-pay__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            clearError('amount');
          }}
          {...payFieldAria(amountId, { hint: true, error: errors.amount !== undefined })}
        />
      </PayField>
      {channel.payerFields.map((field) => (
        <PayField key={field} id={fieldId(field)} label={text(PAYER_LABELS[field])} error={errors[field]}>
          <input
            id={fieldId(field)}
            className="lk-pay__input"
            {...INPUTS[field]}
            value={payer[field] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setPayer((current) => ({ ...current, [field]: value }));
              clearError(field);
            }}
            {...payFieldAria(fieldId(field), { hint: false, error: errors[field] !== undefined })}
          />
        </PayField>
      ))}
      {offersBonus && (
        <div className="lk-pay__bonus">
          {bonus && (
            <p className="lk-pay__note">
              {bonus.max === undefined
                ? text('lobby.deposit.bonusInfoNoMax', { percent: bonus.percent, times: bonus.betMultiple })
                : text('lobby.deposit.bonusInfo', {
                    percent: bonus.percent,
                    max: formatAmount(bonus.max, channel.currency),
                    times: bonus.betMultiple,
                  })}
            </p>
          )}
          <label className="lk-pay__check">
            <input
              type="checkbox"
              checked={optOut}
              onChange={(event) => setOptOut(event.currentTarget.checked)}
            />
            <span>{text('lobby.deposit.bonusOptOut')}</span>
          </label>
        </div>
      )}
      {formError && (
        <p className="lk-pay__alert" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="lk-button lk-pay__submit" aria-disabled={waiting || undefined}>
        {text('lobby.deposit.submit')}
      </button>
      <span className="lk-visually-hidden" role="status">
        {waiting ? text('lobby.deposit.sending') : ''}
      </span>
    </form>
  );
}

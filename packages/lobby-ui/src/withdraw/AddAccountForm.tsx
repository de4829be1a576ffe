// A new receiving account: its kind (bank, e-wallet, crypto address), then that kind's fields
// with their checks (account-rules.ts). The hall's `account-invalid` refusal is said under the
// field it names.
import type { MoneyResult } from '@lobbykit/lobby-core';
import {
  moneyCodes,
  type AddWithdrawAccountRequest,
  type MessageKey,
  type WithdrawAccount,
  type WithdrawAccountKind,
} from '@lobbykit/contract';
import { useId, useState } from 'react';
import { FieldFrame, fieldAria } from '../auth/FieldFrame';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';
import { SubmitButton } from '../security/form-parts';
import { useCheckedForm, type Refusal } from '../security/use-checked-form';
import { accountFieldsOf, accountRequestOf, checkAccountDraft, type AccountField } from './account-rules';

export const KIND_LABELS: Readonly<Record<WithdrawAccountKind, MessageKey>> = {
  bank: 'lobby.account.bank',
  ewallet: 'lobby.account.ewallet',
  crypto: 'lobby.account.crypto',
};

const FIELD_LABELS: Readonly<Record<WithdrawAccountKind, Readonly<Record<AccountField, MessageKey>>>> = {
  bank: { name: 'lobby.account.bankName', holder: 'lobby.account.holder', number: 'lobby.account.number' },
  ewallet: {
    name: 'lobby.account.walletName',
    holder: 'lobby.account.holder',
    number: 'lobby.account.walletId',
  },
  crypto: { name: 'lobby.account.network', holder: 'lobby.account.holder', number: 'lobby.account.address' },
};

const AUTOCOMPLETE: Readonly<Record<AccountField, string>> = { name: 'off', holder: 'name', number: 'off' };

/** The new account's body, as lobby-core's `lobby.money.addAccount` takes it. */
export type NewWithdrawAccount = Omit<AddWithdrawAccountRequest, 'requestId'>;

/** Props of {@link AddAccountForm}. */
export interface AddAccountFormProps {
  /** The kinds the site takes, in its order; one kind shows no choice. */
  readonly kinds: readonly WithdrawAccountKind[];
  /** Names to pick from per kind (banks, e-wallets, networks); without a list, typed. */
  readonly names?: Partial<Record<WithdrawAccountKind, readonly string[]>> | undefined;
  /** Adds it: `lobby.money.addAccount` answers this. */
  readonly onSubmit: (account: NewWithdrawAccount) => Promise<MoneyResult<WithdrawAccount>>;
  /** The account was added. */
  readonly onAdded: (account: WithdrawAccount) => void;
  readonly onCancel: () => void;
  readonly className?: string | undefined;
}

const fieldOfRefusal = (data: unknown): AccountField | undefined => {
  const field = typeof data === 'object' && data !== null ? (data as { field?: unknown }).field : undefined;
  return field === 'name' || field === 'holder' || field === 'number' ? field : undefined;
};

export function AddAccountForm({
  kinds,
  names,
  onSubmit,
  onAdded,
  onCancel,
  className,
}: AddAccountFormProps) {
  const text = useLobbyText();
  const baseId = useId();
  const [kind, setKind] = useState<WithdrawAccountKind>(kinds[0] ?? 'bank');
  const fields = accountFieldsOf(kind);
  const labelOf = (field: AccountField) => text(FIELD_LABELS[kind][field]);
  const choices = names?.[kind] ?? [];

  const form = useCheckedForm<AccountField>({
    text,
    fields: ['name', 'holder', 'number'],
    initial: { name: '', holder: '', number: '' },
    check: (values) => checkAccountDraft({ kind, ...values }, labelOf),
  });

  const submit = form.submit(async (values): Promise<Refusal<AccountField> | undefined> => {
    const result = await onSubmit(accountRequestOf({ kind, ...values }));
    if (result.ok) {
      onAdded(result.data);
      return undefined;
    }
    if (result.reason === 'refused' && result.code === moneyCodes.accountInvalid) {
      const field = fieldOfRefusal(result.data);
      if (field && fields.includes(field)) return { field, message: text('lobby.account.invalid') };
    }
    const message =
      result.reason === 'refused' && result.message ? result.message : text('lobby.security.failed');
    return { field: 'form', message };
  });

  return (
    <form
      className={cx('lk-auth', 'lk-auth__form', 'lk-withdraw-account-form', className)}
      noValidate
      aria-busy={form.busy || undefined}
      onSubmit={submit}
    >
      {form.formError && (
        <p className="lk-auth__alert" role="alert">
          {form.formError}
        </p>
      )}
      {kinds.length > 1 && (
        <fieldset className="lk-security__choices lk-withdraw__kinds">
          <legend className="lk-auth__label">{text('lobby.account.kind')}</legend>
          {kinds.map((id) => (
            <label key={id} className="lk-security__choice">
              <input
                type="radio"
                name={`${baseId}kind`}
                value={id}
                checked={kind === id}
                onChange={() => {
                  setKind(id);
                  // Another kind names other things: a picked bank is no e-wallet.
                  form.set('name', '');
                }}
              />
              <span>{text(KIND_LABELS[id])}</span>
            </label>
          ))}
        </fieldset>
      )}
      {fields.map((field) => {
        const id = `${baseId}${field}`;
        const error = form.errorOf(field);
        const common = {
          id,
          name: field,
          onBlur: () => form.leave(field),
          ...fieldAria(id, { error: Boolean(error) }),
        };
        return (
          <FieldFrame key={field} id={id} label={labelOf(field)} error={error}>
            {field === 'name' && choices.length > 0 ? (
              <select
                {...common}
                ref={form.refOf('name')}
                className="lk-auth__select"
                value={form.values.name}
                onChange={(event) => form.set('name', event.currentTarget.value)}
              >
                <option value="" disabled>
                  {text('lobby.account.choose')}
                </option>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                ref={form.refOf(field)}
                className="lk-auth__input"
                autoComplete={AUTOCOMPLETE[field]}
                inputMode={field === 'number' && kind === 'bank' ? 'numeric' : undefined}
                maxLength={field === 'number' ? 100 : 60}
                spellCheck={false}
                value={form.values[field]}
                onChange={(event) => form.set(field, event.currentTarget.value)}
              />
            )}
          </FieldFrame>
        );
      })}
      <div className="lk-withdraw__actions">
        <button type="button" className="lk-button" data-variant="quiet" onClick={onCancel}>
          {text('lobby.action.cancel')}
        </button>
        <SubmitButton busy={form.busy}>{text('lobby.account.save')}</SubmitButton>
      </div>
    </form>
  );
}

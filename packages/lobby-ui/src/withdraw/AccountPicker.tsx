// The receiving accounts to choose from (one radio each: kind, name, holder, the masked number),
// and the way to add one; with none yet, a placeholder that says an account is needed.
import type { WithdrawAccount } from '@lobbykit/contract';
import { Empty } from '@lobbykit/ui-blocks';
import { useId } from 'react';
import { useLobbyText } from '../shared/texts';
import { KIND_LABELS } from './AddAccountForm';

export interface AccountPickerProps {
  readonly accounts: readonly WithdrawAccount[];
  readonly selected: string | undefined;
  readonly onSelect: (accountId: string) => void;
  readonly onAdd: () => void;
  /** Said under the list when a submit found no account chosen. */
  readonly error?: string | undefined;
  /** The first radio (or the add button when there is none), for a form to focus. */
  readonly firstRef?: ((element: HTMLElement | null) => void) | undefined;
}

export function AccountPicker({ accounts, selected, onSelect, onAdd, error, firstRef }: AccountPickerProps) {
  const text = useLobbyText();
  const baseId = useId();
  const errorId = `${baseId}error`;
  const add = (
    <button
      ref={accounts.length === 0 ? firstRef : undefined}
      type="button"
      className="lk-button"
      data-variant="quiet"
      onClick={onAdd}
    >
      {text('lobby.withdraw.addAccount')}
    </button>
  );
  return (
    <fieldset className="lk-withdraw__accounts" aria-describedby={error ? errorId : undefined}>
      <legend className="lk-auth__label">{text('lobby.withdraw.account')}</legend>
      {accounts.length === 0 ? (
        <Empty compact image={null} title={text('lobby.withdraw.noAccounts')} action={add} />
      ) : (
        <>
          <div className="lk-withdraw__account-list">
            {accounts.map((account, index) => (
              <label key={account.accountId} className="lk-withdraw__account">
                <input
                  ref={index === 0 ? firstRef : undefined}
                  type="radio"
                  name={`${baseId}account`}
                  value={account.accountId}
                  checked={selected === account.accountId}
                  onChange={() => onSelect(account.accountId)}
                />
                <span className="lk-withdraw__account-text">
                  <span className="lk-withdraw__account-name">
                    {account.name}
                    <span className="lk-withdraw__account-kind"> · {text(KIND_LABELS[account.kind])}</span>
                  </span>
                  <span className="lk-withdraw__account-number">
                    {account.holder ? `${account.holder} · ${account.number}` : account.number}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {add}
        </>
      )}
      {error && (
        <p className="lk-auth__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

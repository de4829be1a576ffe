// Forced binding (spec §4, issue "Money" item 7): the balance reached the site's limit and none
// of the bindings it asks for exists (lobby-core's forcedBindingOf), so the player binds one
// before going on, in a dialog that cannot be put off (ForcedModal).
import type { LargeAmountBinding } from '@lobbykit/lobby-core/money';
import type { MessageKey, MoneyAmount } from '@lobbykit/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLobbyText } from '../shared/texts';
import { formatMoney } from '../withdraw/money-text';
import { ForcedModal } from './ForcedModal';

const BIND_LABELS: Readonly<Record<LargeAmountBinding, MessageKey>> = {
  phone: 'lobby.security.bindPhone',
  email: 'lobby.security.bindEmail',
  googleAuth: 'lobby.security.bindGoogle',
};

/** Props of {@link ForcedBindingDialog}. */
export interface ForcedBindingDialogProps {
  readonly open: boolean;
  /** The bindings the site asks for, any one will do (forcedBindingOf's `required`). */
  readonly required: readonly LargeAmountBinding[];
  /** The limit the balance reached (forcedBindingOf's `limit`), in `currency`. */
  readonly limit: MoneyAmount;
  readonly currency: string;
  /**
   * The form of each binding, shown in the dialog once chosen (BindPhoneForm, BindEmailForm,
   * BindGoogleAuthForm); the owner closes the dialog when one succeeds.
   */
  readonly forms: Partial<Record<LargeAmountBinding, ReactNode>>;
  /** "Log out": the only way out besides binding; without it, none. */
  readonly onLogOut?: (() => void) | undefined;
  /**
   * `web` is 550 px wide, otherwise 600 px.
   * @default 'web'
   */
  readonly platform?: 'web' | 'other' | undefined;
}

/**
 * The forced-binding dialog: why (the balance and the limit), the bindings offered as buttons,
 * the chosen one's form in place (with a way back to the others), and log-out.
 */
export function ForcedBindingDialog({
  open,
  required,
  limit,
  currency,
  forms,
  onLogOut,
  platform = 'web',
}: ForcedBindingDialogProps) {
  const text = useLobbyText();
  const offered = required.filter((binding) => forms[binding] !== undefined);
  const [picked, setPicked] = useState<LargeAmountBinding | undefined>(undefined);
  // One binding asked for: its form straight away.
  const chosen =
    offered.length === 1 ? offered[0] : picked !== undefined && offered.includes(picked) ? picked : undefined;
  const firstRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);

  // The chosen button is gone: its form's first field takes the focus, a way back the choices'.
  const shown = useRef(chosen);
  useEffect(() => {
    if (shown.current === chosen) return;
    shown.current = chosen;
    if (chosen === undefined) firstRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [chosen]);

  return (
    <ForcedModal
      open={open}
      title={text('lobby.binding.title')}
      description={text('lobby.binding.body', { amount: formatMoney(limit, currency) })}
      platform={platform}
      initialFocus={chosen === undefined ? firstRef : undefined}
      className="lk-auth lk-binding"
      onLogOut={onLogOut}
    >
      {chosen === undefined ? (
        <ul className="lk-binding__choices">
          {offered.map((binding, index) => (
            <li key={binding}>
              <button
                ref={index === 0 ? firstRef : undefined}
                type="button"
                className="lk-button lk-binding__choice"
                data-variant="quiet"
                onClick={() => setPicked(binding)}
              >
                {text(BIND_LABELS[binding])}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="lk-binding__form" ref={formRef}>
          {offered.length > 1 && (
            <button
              type="button"
              className="lk-auth__link lk-binding__back"
              onClick={() => setPicked(undefined)}
            >
              {text('lobby.binding.others')}
            </button>
          )}
          {forms[chosen]}
        </div>
      )}
    </ForcedModal>
  );
}

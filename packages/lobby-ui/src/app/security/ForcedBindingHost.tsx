// The forced-binding dialog, wired (spec §4, in the security chunk): the bindings the site asks
// for, each form in the dialog, and "Log out". It closes only when one of them is bound, or when
// the player logs out (MoneyHost drops it with the session).
import type { LargeAmountBinding } from '@lobbykit/lobby-core/money';
import type { MoneyAmount } from '@lobbykit/contract';
import { useLobby } from '@lobbykit/lobby-core/react';
import { useMemo } from 'react';
import { BindEmailForm } from '../../security/BindEmailForm';
import { BindPhoneForm } from '../../security/BindPhoneForm';
import { ForcedBindingDialog } from '../../security/ForcedBindingDialog';
import { useLobbyNavigate } from '../router/navigation';
import { GoogleAuthBinding } from './GoogleAuthBinding';
import { securityCallsOf } from './security-calls';
import { useSmsCountries } from './use-sms-countries';

export interface ForcedBindingHostProps {
  readonly required: readonly LargeAmountBinding[];
  readonly limit: MoneyAmount;
  readonly currency: string;
  /** One of the bindings passed. */
  readonly onBound: () => void;
}

export function ForcedBindingHost({ required, limit, currency, onBound }: ForcedBindingHostProps) {
  const lobby = useLobby();
  const navigate = useLobbyNavigate();
  const calls = useMemo(() => securityCallsOf(lobby.money, Date.now), [lobby]);
  const countries = useSmsCountries(required.includes('phone'));
  const forms = {
    phone: (
      <BindPhoneForm
        countries={countries}
        onSendCode={calls.sendCode}
        onSubmit={calls.bind}
        onDone={onBound}
      />
    ),
    email: <BindEmailForm onSendCode={calls.sendCode} onSubmit={calls.bind} onDone={onBound} />,
    googleAuth: <GoogleAuthBinding onSubmit={calls.bindGoogleAuth} onDone={onBound} />,
  };
  return (
    <ForcedBindingDialog
      open
      required={required}
      limit={limit}
      currency={currency}
      forms={forms}
      onLogOut={() => {
        void lobby.session.logout().finally(() => navigate({ page: 'home' }));
      }}
    />
  );
}

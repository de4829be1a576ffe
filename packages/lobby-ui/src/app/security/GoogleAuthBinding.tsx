// Google authenticator's binding, wired: a new secret from the hall when the form opens (each
// opening makes a new one; the last is the one the hall checks), drawn as a QR code, then the
// app's code.
import type { LobbyMoneyControls } from '@lobbykit/lobby-core';
import { useLobby } from '@lobbykit/lobby-core/react';
import { useEffect, useState } from 'react';
import { QrCode } from '../../deposit/QrCode';
import { BindGoogleAuthForm, type GoogleAuthSetup } from '../../security/BindGoogleAuthForm';
import type { SecurityResult } from '../../security/security-types';

export interface GoogleAuthBindingProps {
  readonly onSubmit: (code: string) => Promise<SecurityResult>;
  readonly onDone: () => void;
}

const drawQr = (value: string, label: string) => <QrCode value={value} label={label} />;

function useGoogleAuthSetup(money: LobbyMoneyControls): GoogleAuthSetup | undefined {
  const [setup, setSetup] = useState<GoogleAuthSetup | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void money.googleAuthSetup().then((answer) => {
      if (current && answer.ok) setSetup(answer.data);
    });
    return () => {
      current = false;
    };
  }, [money]);
  return setup;
}

export function GoogleAuthBinding({ onSubmit, onDone }: GoogleAuthBindingProps) {
  const lobby = useLobby();
  const setup = useGoogleAuthSetup(lobby.money);
  return <BindGoogleAuthForm setup={setup} onSubmit={onSubmit} renderQr={drawQr} onDone={onDone} />;
}

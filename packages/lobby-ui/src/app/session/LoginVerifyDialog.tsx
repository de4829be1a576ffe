// The extra login verification (spec §4 "Login": loginVerify): the log-in modal has closed and
// this asks for the code before the session is usable. Leaving it gives the session up.
import { useLobby } from '@lobbykit/lobby-core/react';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { AuthCloseReason } from '../../auth/auth-types';
import { useLobbyText } from '../../shared/texts';
import { sessionErrorMessage } from './session-failure';

/** Props of {@link LoginVerifyDialog}. */
export interface LoginVerifyDialogProps {
  readonly open: boolean;
  /** `success` once the verification passed; otherwise the player left and the session was given up. */
  readonly onClose: (reason: AuthCloseReason) => void;
}

export function LoginVerifyDialog({ open, onClose }: LoginVerifyDialogProps) {
  const { session } = useLobby();
  const text = useLobbyText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setError(text('validation.required', { item: text('lobby.auth.code') }));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const outcome = await session.verify({ code: code.trim() });
    setBusy(false);
    if (outcome.ok) {
      onClose('success');
      return;
    }
    setError(sessionErrorMessage(outcome.error, text));
    inputRef.current?.focus();
  };

  const leave = (reason: AuthCloseReason) => {
    // Half signed in is no state to leave a visitor in: the token the hall gave is dropped.
    void session.logout();
    onClose(reason);
  };

  const errorId = `${id}-error`;
  return (
    <Modal
      open={open}
      onClose={leave}
      title={text('lobby.verify.title')}
      description={text('lobby.verify.body')}
      closeLabel={text('lobby.action.close')}
      initialFocus={inputRef}
      className="lk-auth"
    >
      <form className="lk-auth__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="lk-auth__field" data-invalid={error ? '' : undefined}>
          <label className="lk-auth__label" htmlFor={id}>
            {text('lobby.auth.code')}
          </label>
          <div className="lk-auth__control">
            <input
              ref={inputRef}
              id={id}
              className="lk-auth__input"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          {error && (
            <p className="lk-auth__error" id={errorId}>
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="lk-button lk-auth__submit" aria-disabled={busy || undefined}>
          {busy ? text('lobby.auth.busy') : text('lobby.verify.submit')}
        </button>
      </form>
    </Modal>
  );
}

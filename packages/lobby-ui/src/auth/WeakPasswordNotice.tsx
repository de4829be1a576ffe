// What the modal shows after a log-in whose password scores below 2 (spec §5): the player is in,
// and is asked to change the password.
import { useEffect, type RefObject } from 'react';
import { useLobbyText } from '../shared/texts';

export interface WeakPasswordNoticeProps {
  readonly onDone: () => void;
  readonly onChangePassword?: (() => void) | undefined;
  /** Receives the "Got it" button, for the modal to focus on open. */
  readonly focusRef: RefObject<HTMLButtonElement | null>;
}

export function WeakPasswordNotice({ onDone, onChangePassword, focusRef }: WeakPasswordNoticeProps) {
  const text = useLobbyText();
  // Shown in place of the form, whose focused button is gone: focus moves here.
  useEffect(() => {
    focusRef.current?.focus();
  }, [focusRef]);
  return (
    <div className="lk-auth__weak">
      <p className="lk-auth__weak-body">{text('validation.password.weak')}</p>
      <div className="lk-auth__actions">
        {onChangePassword && (
          <button type="button" className="lk-button" data-variant="quiet" onClick={onChangePassword}>
            {text('lobby.auth.changePassword')}
          </button>
        )}
        <button ref={focusRef} type="button" className="lk-button" onClick={onDone}>
          {text('lobby.action.gotIt')}
        </button>
      </div>
    </div>
  );
}

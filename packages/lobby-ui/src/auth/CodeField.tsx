// The SMS or e-mail code, with the button that sends it and, once sent, the seconds until another
// may be asked for. The button keeps focus while it waits (aria-disabled, not disabled).
import type { Ref } from 'react';
import { useLobbyText } from '../shared/texts';
import { FieldFrame, fieldAria } from './FieldFrame';

export interface CodeFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly error: string | undefined;
  /** Without it the field has no send button (the owner sends the code itself). */
  readonly onSend?: (() => void) | undefined;
  readonly sending: boolean;
  /** Seconds until another code may be asked for; 0: now. */
  readonly resendIn: number;
  /** A code went out: said under the field. */
  readonly sent: boolean;
  readonly inputRef: Ref<HTMLInputElement>;
}

export function CodeField({
  id,
  value,
  onChange,
  onBlur,
  error,
  onSend,
  sending,
  resendIn,
  sent,
  inputRef,
}: CodeFieldProps) {
  const text = useLobbyText();
  const sentId = `${id}-sent`;
  const waiting = sending || resendIn > 0;
  return (
    <FieldFrame
      id={id}
      label={text('lobby.auth.code')}
      error={error}
      after={
        <p className="lk-auth__status" id={sentId} role="status" data-tone="available">
          {sent ? text('lobby.auth.codeSent') : ''}
        </p>
      }
    >
      <input
        ref={inputRef}
        id={id}
        className="lk-auth__input"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        {...fieldAria(id, { error: Boolean(error), also: sent ? sentId : undefined })}
      />
      {onSend && (
        <button
          type="button"
          className="lk-auth__send"
          aria-disabled={waiting || undefined}
          onClick={() => {
            if (!waiting) onSend();
          }}
        >
          {resendIn > 0 ? text('lobby.auth.resendIn', { seconds: resendIn }) : text('lobby.auth.sendCode')}
        </button>
      )}
    </FieldFrame>
  );
}

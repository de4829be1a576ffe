// The username, with the sign-up's availability check said under it (a polite status) and free
// names to take instead of a taken one.
import { useId, type ChangeEvent, type Ref } from 'react';
import { useLobbyText } from '../shared/texts';
import { FieldFrame, fieldAria } from './FieldFrame';
import type { UsernameCheck } from './use-username-check';

export interface UsernameFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly error: string | undefined;
  /** The availability check; absent in a log-in. */
  readonly check?: UsernameCheck | undefined;
  readonly onPick: (name: string) => void;
  readonly autoComplete: 'username';
  readonly inputRef: Ref<HTMLInputElement>;
}

export function UsernameField({
  id,
  value,
  onChange,
  onBlur,
  error,
  check,
  onPick,
  autoComplete,
  inputRef,
}: UsernameFieldProps) {
  const text = useLobbyText();
  const statusId = `${id}-status`;
  const suggestionsId = useId();
  // Another error (too short, taken by the hall) outranks what the check said.
  const status = check && !error ? check.status : 'idle';
  const taken = status === 'taken';
  const statusText =
    status === 'checking'
      ? text('lobby.auth.usernameChecking')
      : status === 'available'
        ? text('lobby.auth.usernameAvailable')
        : taken
          ? text('lobby.auth.usernameTaken')
          : '';
  return (
    <FieldFrame
      id={id}
      label={text('lobby.auth.username')}
      error={error}
      after={
        check && (
          <>
            <p className="lk-auth__status" id={statusId} role="status" data-tone={status}>
              {statusText}
            </p>
            {taken && check.suggestions.length > 0 && (
              <div className="lk-auth__suggestions" role="group" aria-labelledby={suggestionsId}>
                <span className="lk-auth__suggestions-label" id={suggestionsId}>
                  {text('lobby.auth.suggestions')}
                </span>
                <ul className="lk-auth__chips">
                  {check.suggestions.map((name) => (
                    <li key={name}>
                      <button type="button" className="lk-chip" onClick={() => onPick(name)}>
                        {name}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )
      }
    >
      <input
        ref={inputRef}
        id={id}
        className="lk-auth__input"
        name="username"
        autoComplete={autoComplete}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        {...fieldAria(id, {
          error: Boolean(error),
          invalid: taken,
          also: check && statusText !== '' ? statusId : undefined,
        })}
      />
    </FieldFrame>
  );
}

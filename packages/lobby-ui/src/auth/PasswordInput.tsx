// A password box with its show/hide toggle (a pressed "Show password" button: one name, two states).
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { EyeIcon } from './auth-icons';

export interface PasswordInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'ref'
> {
  readonly id: string;
  readonly showLabel: string;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
}

export function PasswordInput({ id, showLabel, inputRef, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <input
        {...input}
        ref={inputRef}
        id={id}
        type={shown ? 'text' : 'password'}
        className="lk-auth__input"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="lk-auth__icon-button"
        aria-label={showLabel}
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((now) => !now)}
      >
        <EyeIcon open={!shown} />
      </button>
    </>
  );
}

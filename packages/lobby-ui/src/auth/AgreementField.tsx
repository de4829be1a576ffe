// The sign-up's agreement checkbox; the site may word it (with a link to its terms).
import type { ReactNode, Ref } from 'react';
import { useLobbyText } from '../shared/texts';
import { errorId, fieldAria } from './FieldFrame';

export interface AgreementFieldProps {
  readonly id: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly label?: ReactNode;
  readonly error: string | undefined;
  readonly inputRef: Ref<HTMLInputElement>;
}

export function AgreementField({ id, checked, onChange, label, error, inputRef }: AgreementFieldProps) {
  const text = useLobbyText();
  return (
    <div className="lk-auth__field lk-auth__agreement" data-invalid={error ? '' : undefined}>
      <div className="lk-auth__check">
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          className="lk-auth__checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          {...fieldAria(id, { error: Boolean(error) })}
        />
        <label htmlFor={id}>{label ?? text('lobby.auth.agreement')}</label>
      </div>
      {error && (
        <p className="lk-auth__error" id={errorId(id)}>
          {error}
        </p>
      )}
    </div>
  );
}

// One labelled field of the pay modal with its hint and its error, tied to the control by id.
import type { ReactNode } from 'react';

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The control's attributes that tie it to the hint and the error shown under it. */
export function payFieldAria(id: string, { hint, error }: { hint: boolean; error: boolean }) {
  const ids = [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids === '' ? undefined : ids,
  } as const;
}

export interface PayFieldProps {
  /** The id of the labelled control. */
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
  readonly children: ReactNode;
}

export function PayField({ id, label, hint, error, children }: PayFieldProps) {
  return (
    <div className="lk-pay__field" data-invalid={error ? '' : undefined}>
      <label className="lk-pay__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint !== undefined && hint !== null && (
        <p className="lk-pay__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      {error && (
        <p className="lk-pay__error" id={errorId(id)}>
          {error}
        </p>
      )}
    </div>
  );
}

// One field of the auth form: its label, its control(s), a hint and its error under it. The ids
// follow the field's, so a control ties itself to the hint and the error with `fieldAria`.
import type { ReactNode } from 'react';

const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/**
 * The attributes that tie a control to its hint and error lines (and any other description);
 * `invalid` marks it wrong when the reason is said elsewhere (the username check).
 */
export function fieldAria(
  id: string,
  {
    hint,
    error,
    invalid,
    also,
  }: { hint?: boolean; error?: boolean; invalid?: boolean; also?: string | undefined },
) {
  const ids = [hint && hintId(id), error && errorId(id), also].filter(Boolean).join(' ');
  return {
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': ids === '' ? undefined : ids,
  } as const;
}

export interface FieldFrameProps {
  /** The id of the labelled control. */
  readonly id: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
  /** Lines under the control other than the hint and error (the username check). */
  readonly after?: ReactNode;
  readonly children: ReactNode;
}

export function FieldFrame({ id, label, hint, error, after, children }: FieldFrameProps) {
  return (
    <div className="lk-auth__field" data-invalid={error ? '' : undefined}>
      <label className="lk-auth__label" htmlFor={id}>
        {label}
      </label>
      <div className="lk-auth__control">{children}</div>
      {hint !== undefined && hint !== null && (
        <p className="lk-auth__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      {error && (
        <p className="lk-auth__error" id={errorId(id)}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}

// Small pieces every withdraw and security form shows alike: the form with its alert and its
// success line, the submit button that waits while the owner answers, and the line that says a
// change went through.
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';

/** The form's submit button: a spinner and "Please wait…" announced while `busy`. */
export function SubmitButton({
  busy,
  children,
  variant,
  buttonRef,
}: {
  readonly busy: boolean;
  readonly children: ReactNode;
  readonly variant?: 'danger' | undefined;
  readonly buttonRef?: Ref<HTMLButtonElement> | undefined;
}) {
  const text = useLobbyText();
  return (
    <>
      <button
        ref={buttonRef}
        type="submit"
        className="lk-button lk-auth__submit"
        data-variant={variant}
        aria-disabled={busy || undefined}
      >
        {busy && <span className="lk-auth__spinner" aria-hidden="true" />}
        {children}
      </button>
      <p className="lk-visually-hidden" role="status">
        {busy ? text('lobby.auth.busy') : ''}
      </p>
    </>
  );
}

/**
 * A success said politely: the live region is there from the first render, so a screen reader
 * hears the text when it appears; empty, it takes no room.
 */
export function FormStatus({
  children,
  className,
}: {
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <p className={cx('lk-security__done', className)} role="status">
      {children}
    </p>
  );
}

/**
 * A security form: the hall's refusal that belongs to no field (an alert), the success line
 * (`status`), then the fields. `intro` comes first, above the alert.
 */
export function SecurityForm({
  busy,
  formError,
  status,
  intro,
  className,
  onSubmit,
  children,
}: {
  readonly busy: boolean;
  readonly formError: string | undefined;
  readonly status: ReactNode;
  readonly intro?: ReactNode;
  readonly className?: string | undefined;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly children: ReactNode;
}) {
  return (
    <form
      className={cx('lk-auth', 'lk-auth__form', 'lk-security-form', className)}
      noValidate
      aria-busy={busy || undefined}
      onSubmit={onSubmit}
    >
      {intro}
      {formError && (
        <p className="lk-auth__alert" role="alert">
          {formError}
        </p>
      )}
      <FormStatus>{status}</FormStatus>
      {children}
    </form>
  );
}

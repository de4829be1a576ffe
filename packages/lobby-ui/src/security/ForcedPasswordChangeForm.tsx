// The login password change a site asks for after log-in (spec §4 pop-up sequence "forced
// password change"): the current password, a new one by the site's strong-password rule (spec
// §5), typed twice. A wrong current password (1011) is said under it; the hall's password codes
// (4042, 4024, 4040) under the new one.
import type { MessageKey } from '@lobbykit/contract';
import {
  required,
  validateLoginPassword,
  validateStrongPassword,
  type StrongPasswordConfig,
  type ValidationResult,
} from '@lobbykit/validation';
import { useId, useState } from 'react';
import { FieldFrame, fieldAria } from '../auth/FieldFrame';
import { PasswordInput } from '../auth/PasswordInput';
import { useLobbyText } from '../shared/texts';
import { SecurityForm, SubmitButton } from './form-parts';
import type { SecurityResult } from './security-types';
import { useCheckedForm, type FieldProblem, type Refusal } from './use-checked-form';

type Field = 'current' | 'password' | 'confirm';

const LABELS: Readonly<Record<Field, MessageKey>> = {
  current: 'lobby.security.currentPassword',
  password: 'lobby.security.newPassword',
  confirm: 'lobby.auth.confirmPassword',
};

// Literals rather than the contract's ServiceCode table (kept out of the bundle).
const NEW_PASSWORD_CODES: ReadonlySet<string> = new Set(['4042', '4024', '4040']);
const WRONG_PASSWORD = '1011';

const problemOf = (result: ValidationResult): FieldProblem | undefined =>
  result.ok ? undefined : { key: result.code, params: result.params };

/** Props of {@link ForcedPasswordChangeForm}. */
export interface ForcedPasswordChangeFormProps {
  /** Sends the change; a refusal carries the hall's code (1011, 4042, 4024, 4040) and message. */
  readonly onSubmit: (values: {
    readonly oldPassword: string;
    readonly password: string;
  }) => Promise<SecurityResult>;
  /** The site's strong-password settings (system info); without them, spec §5's strict rule. */
  readonly passwordRules?: StrongPasswordConfig | null | undefined;
  /** Changed (after its message is shown): the pop-up closes. */
  readonly onDone?: (() => void) | undefined;
  readonly className?: string | undefined;
}

export function ForcedPasswordChangeForm({
  onSubmit,
  passwordRules,
  onDone,
  className,
}: ForcedPasswordChangeFormProps) {
  const text = useLobbyText();
  const baseId = useId();
  const fields: readonly Field[] = ['current', 'password', 'confirm'];
  const [changed, setChanged] = useState(false);
  const label = (field: Field) => text(LABELS[field]);

  const form = useCheckedForm<Field>({
    text,
    fields,
    initial: { current: '', password: '', confirm: '' },
    check: (values) => ({
      current:
        problemOf(required(label('current'))(values.current)) ??
        problemOf(validateLoginPassword(values.current)),
      password:
        problemOf(required(label('password'))(values.password)) ??
        problemOf(validateStrongPassword(values.password, passwordRules)),
      confirm:
        problemOf(required(label('confirm'))(values.confirm)) ??
        (values.confirm === values.password ? undefined : { key: 'lobby.auth.passwordMismatch' }),
    }),
  });

  const submit = form.submit(async (values): Promise<Refusal<Field> | undefined> => {
    const result = await onSubmit({ oldPassword: values.current, password: values.password });
    if (result.ok) {
      form.reset();
      setChanged(true);
      onDone?.();
      return undefined;
    }
    if (result.code === WRONG_PASSWORD)
      return { field: 'current', message: text('lobby.security.currentWrong') };
    const message = result.message || text('lobby.security.failed');
    return {
      field: result.code !== undefined && NEW_PASSWORD_CODES.has(result.code) ? 'password' : 'form',
      message,
    };
  });

  return (
    <SecurityForm
      busy={form.busy}
      formError={form.formError}
      status={changed ? text('lobby.security.passwordChanged') : ''}
      intro={<p className="lk-security__intro">{text('lobby.security.forcedPassword')}</p>}
      className={className}
      onSubmit={submit}
    >
      {fields.map((field) => {
        const id = `${baseId}${field}`;
        const error = form.errorOf(field);
        return (
          <FieldFrame key={field} id={id} label={label(field)} error={error}>
            <PasswordInput
              id={id}
              inputRef={form.refOf(field)}
              name={field}
              autoComplete={field === 'current' ? 'current-password' : 'new-password'}
              showLabel={text('lobby.auth.showPassword')}
              value={form.values[field]}
              onChange={(event) => form.set(field, event.currentTarget.value)}
              onBlur={() => form.leave(field)}
              {...fieldAria(id, { error: Boolean(error) })}
            />
          </FieldFrame>
        );
      })}
      <SubmitButton busy={form.busy}>{text('lobby.auth.changePassword')}</SubmitButton>
    </SecurityForm>
  );
}

// Setting or changing the withdrawal password (issue "Money" item 6): six digits, not six equal
// ones, not counting up or down (lobby-core's checkWithdrawPassword), typed twice; a change asks
// for the current one first, and a wrong one says how many tries are left.
import type { PasswordOutcome } from '@lobbykit/lobby-core';
import { checkWithdrawPassword } from '@lobbykit/lobby-core/money';
import { PAY_PASSWORD_LENGTH, type MessageKey } from '@lobbykit/contract';
import { required, validatePayPassword } from '@lobbykit/validation';
import { useId, useState } from 'react';
import { FieldFrame, fieldAria } from '../auth/FieldFrame';
import { PasswordInput } from '../auth/PasswordInput';
import { useLobbyText, type LobbyText } from '../shared/texts';
import { SecurityForm, SubmitButton } from './form-parts';
import { pinRuleProblem, wrongPinText } from './pin-texts';
import { useCheckedForm, type FieldProblem, type Refusal } from './use-checked-form';

type Field = 'current' | 'password' | 'confirm';

const LABELS: Readonly<Record<Field, MessageKey>> = {
  current: 'lobby.security.currentPin',
  password: 'lobby.security.newPin',
  confirm: 'lobby.security.confirmPin',
};

/** What the form sends: the new password, and the current one for a change. */
export interface WithdrawPasswordValues {
  readonly oldPassword?: string | undefined;
  readonly password: string;
}

/** Props of {@link WithdrawPasswordForm}. */
export interface WithdrawPasswordFormProps {
  /** `set`: the first password; `change`: the current one is asked for too. */
  readonly mode: 'set' | 'change';
  /**
   * Sends it: `lobby.money.setWithdrawPassword(password)` or
   * `changeWithdrawPassword(oldPassword, password)` of lobby-core answer this.
   */
  readonly onSubmit: (values: WithdrawPasswordValues) => Promise<PasswordOutcome>;
  /** Saved (after its message is shown): a page opened from the withdraw page goes back. */
  readonly onDone?: (() => void) | undefined;
  readonly className?: string | undefined;
}

/** The refusal of an answer that is not a success, where the player can act on it. */
function refusalOf(outcome: Exclude<PasswordOutcome, { ok: true }>, text: LobbyText): Refusal<Field> {
  switch (outcome.reason) {
    case 'invalid': {
      const problem = pinRuleProblem(outcome.code);
      return { field: 'password', message: text(problem.key, problem.params) };
    }
    case 'passwordWrong':
      return { field: 'current', message: wrongPinText(text, outcome) };
    case 'refused':
      return { field: 'form', message: outcome.message || text('lobby.security.failed') };
    default:
      return { field: 'form', message: text('lobby.security.failed') };
  }
}

export function WithdrawPasswordForm({ mode, onSubmit, onDone, className }: WithdrawPasswordFormProps) {
  const text = useLobbyText();
  const baseId = useId();
  const change = mode === 'change';
  const fields: Field[] = change ? ['current', 'password', 'confirm'] : ['password', 'confirm'];
  const [saved, setSaved] = useState(false);
  const label = (field: Field) => text(LABELS[field]);

  const form = useCheckedForm<Field>({
    text,
    fields,
    initial: { current: '', password: '', confirm: '' },
    check: (values) => {
      const problems: Partial<Record<Field, FieldProblem>> = {};
      const requiredProblem = (field: Field): FieldProblem | undefined => {
        const result = required(label(field))(values[field]);
        return result.ok ? undefined : { key: result.code, params: result.params };
      };
      if (change) {
        const current = validatePayPassword(values.current);
        problems.current =
          requiredProblem('current') ??
          (current.ok ? undefined : { key: current.code, params: current.params });
      }
      const rule = checkWithdrawPassword(values.password);
      problems.password = requiredProblem('password') ?? (rule.ok ? undefined : pinRuleProblem(rule.code));
      problems.confirm =
        requiredProblem('confirm') ??
        (values.confirm === values.password ? undefined : { key: 'lobby.auth.passwordMismatch' });
      return problems;
    },
  });

  const submit = form.submit(async (values) => {
    setSaved(false);
    const outcome = await onSubmit({
      ...(change ? { oldPassword: values.current } : {}),
      password: values.password,
    });
    if (!outcome.ok) return refusalOf(outcome, text);
    form.reset();
    setSaved(true);
    onDone?.();
    return undefined;
  });

  return (
    <SecurityForm
      busy={form.busy}
      formError={form.formError}
      status={saved ? text('lobby.security.pinSaved') : ''}
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
              inputMode="numeric"
              maxLength={PAY_PASSWORD_LENGTH}
              autoComplete={field === 'current' ? 'current-password' : 'new-password'}
              showLabel={text('lobby.auth.showPassword')}
              value={form.values[field]}
              // Digits only: anything else never reaches the box.
              onChange={(event) => form.set(field, event.currentTarget.value.replace(/\D/g, ''))}
              onBlur={() => form.leave(field)}
              {...fieldAria(id, { error: Boolean(error) })}
            />
          </FieldFrame>
        );
      })}
      <SubmitButton busy={form.busy}>{text('lobby.security.save')}</SubmitButton>
    </SecurityForm>
  );
}

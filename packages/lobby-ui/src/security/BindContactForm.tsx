// Binding a phone number or an e-mail address: the number (with the SMS country list's prefix)
// or the address, "Send code" with its resend countdown, the code, and the bind button. The
// fields are the log-in modal's (PhoneField, CodeField), so both read and behave alike.
import type { Clock, Timers } from '@lobbykit/contract';
import { required, validateEmail, validatePhone, type ValidationResult } from '@lobbykit/validation';
import { useId, useState } from 'react';
import { CodeField } from '../auth/CodeField';
import { FieldFrame, fieldAria } from '../auth/FieldFrame';
import { PhoneField } from '../auth/PhoneField';
import { browserClock, browserTimers, useCountdown } from '../auth/use-countdown';
import { useLobbyText } from '../shared/texts';
import { SecurityForm, SubmitButton } from './form-parts';
import { refusalOf } from './security-codes';
import type {
  BindTarget,
  BindValues,
  SecurityCountry,
  SecurityFailure,
  SecurityResult,
} from './security-types';
import { useCheckedForm, type FieldProblem } from './use-checked-form';

type Field = 'areaCode' | 'phone' | 'email' | 'code';

const problemOf = (result: ValidationResult): FieldProblem | undefined =>
  result.ok ? undefined : { key: result.code, params: result.params };

export interface BindContactFormProps {
  readonly channel: 'phone' | 'email';
  /** The SMS country list (phone only): its prefixes before the number. */
  readonly countries?: readonly SecurityCountry[] | undefined;
  /** Sends a code: answers the seconds until another may be asked for, or the refusal. */
  readonly onSendCode: (target: BindTarget) => Promise<number | SecurityFailure>;
  readonly onSubmit: (values: BindValues) => Promise<SecurityResult>;
  /** The binding passed (after its message is shown). */
  readonly onDone?: (() => void) | undefined;
  readonly now?: Clock | undefined;
  readonly timers?: Timers | undefined;
  readonly className?: string | undefined;
}

const NONE: readonly never[] = [];

export function BindContactForm({
  channel,
  countries = NONE,
  onSendCode,
  onSubmit,
  onDone,
  now = browserClock,
  timers = browserTimers,
  className,
}: BindContactFormProps) {
  const text = useLobbyText();
  const baseId = useId();
  const phone = channel === 'phone';
  const fields: Field[] = phone ? ['areaCode', 'phone', 'code'] : ['email', 'code'];
  const resend = useCountdown(now, timers);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [bound, setBound] = useState(false);

  const form = useCheckedForm<Field>({
    text,
    fields,
    initial: { areaCode: countries[0]?.phoneNumberSegment ?? '', phone: '', email: '', code: '' },
    check: (values) => {
      const item = (key: 'lobby.auth.phone' | 'lobby.auth.email' | 'lobby.auth.code') => text(key);
      return phone
        ? {
            phone:
              problemOf(required(item('lobby.auth.phone'))(values.phone.trim())) ??
              problemOf(validatePhone(values.phone.trim())),
            code: problemOf(required(item('lobby.auth.code'))(values.code.trim())),
          }
        : {
            email:
              problemOf(required(item('lobby.auth.email'))(values.email.trim())) ??
              problemOf(validateEmail(values.email.trim())),
            code: problemOf(required(item('lobby.auth.code'))(values.code.trim())),
          };
    },
  });
  const { values } = form;

  const targetOf = (): BindTarget =>
    phone
      ? {
          channel: 'phone',
          phone: values.phone.trim(),
          areaCode: countries.length > 0 ? values.areaCode : undefined,
        }
      : { channel: 'email', email: values.email.trim() };

  // A code goes only to a number or address the rules take (its problem shows if not).
  const targetIsValid = () =>
    phone ? validatePhone(values.phone.trim()).ok : validateEmail(values.email.trim()).ok;

  const sendCode = async () => {
    const field = phone ? 'phone' : 'email';
    if (!targetIsValid()) {
      form.leave(field);
      form.focus(field);
      return;
    }
    setSending(true);
    try {
      const answer = await onSendCode(targetOf());
      if (typeof answer === 'number') {
        setSent(true);
        resend.start(answer);
        form.focus('code');
      } else {
        // A refused target is said next to it; anything else under the code.
        const refusal = refusalOf(answer, fields, text);
        form.refuse(refusal.field === 'form' && !answer.code ? { ...refusal, field: 'code' } : refusal);
      }
    } finally {
      setSending(false);
    }
  };

  const submit = form.submit(async () => {
    const result = await onSubmit({ ...targetOf(), code: values.code.trim() });
    if (!result.ok) return refusalOf(result, fields, text);
    setBound(true);
    onDone?.();
    return undefined;
  });

  const idOf = (field: Field) => `${baseId}${field}`;
  return (
    <SecurityForm
      busy={form.busy}
      formError={form.formError}
      status={bound ? text(phone ? 'lobby.security.phoneBound' : 'lobby.security.emailBound') : ''}
      className={className}
      onSubmit={submit}
    >
      {phone ? (
        <PhoneField
          id={idOf('phone')}
          areaCodeId={idOf('areaCode')}
          value={values.phone}
          areaCode={values.areaCode}
          countries={countries}
          onChange={(value) => form.set('phone', value)}
          onAreaCodeChange={(value) => form.set('areaCode', value)}
          onBlur={() => form.leave('phone')}
          error={form.errorOf('phone')}
          inputRef={form.refOf('phone')}
          areaCodeRef={form.refOf('areaCode')}
        />
      ) : (
        <FieldFrame id={idOf('email')} label={text('lobby.auth.email')} error={form.errorOf('email')}>
          <input
            ref={form.refOf('email')}
            id={idOf('email')}
            className="lk-auth__input"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => form.set('email', event.currentTarget.value)}
            onBlur={() => form.leave('email')}
            {...fieldAria(idOf('email'), { error: Boolean(form.errorOf('email')) })}
          />
        </FieldFrame>
      )}
      <CodeField
        id={idOf('code')}
        value={values.code}
        onChange={(value) => form.set('code', value)}
        onBlur={() => form.leave('code')}
        error={form.errorOf('code')}
        onSend={() => void sendCode()}
        sending={sending}
        resendIn={resend.seconds}
        sent={sent}
        inputRef={form.refOf('code')}
      />
      <SubmitButton busy={form.busy}>
        {text(phone ? 'lobby.security.bindPhone' : 'lobby.security.bindEmail')}
      </SubmitButton>
    </SecurityForm>
  );
}

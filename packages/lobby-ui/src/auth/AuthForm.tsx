// The log-in / sign-up form inside the modal: method tabs, the fields of the mode and method,
// the captcha's place, the restriction, the submit button and the way to the other mode.
import type { Clock, Timers } from '@lobbykit/contract';
import type { StrongPasswordConfig } from '@lobbykit/validation';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { TabStrip } from '../shared/TabStrip';
import { useLobbyText } from '../shared/texts';
import { AgreementField } from './AgreementField';
import type {
  AuthCodeTarget,
  AuthCountry,
  AuthFailure,
  AuthFieldName,
  AuthMethod,
  AuthMode,
  AuthSubmitResult,
  AuthValues,
  UsernameAvailability,
} from './auth-types';
import { CodeField } from './CodeField';
import { FieldFrame, fieldAria } from './FieldFrame';
import { PasswordInput } from './PasswordInput';
import { PhoneField } from './PhoneField';
import { useAuthForm } from './use-auth-form';
import { useCountdown } from './use-countdown';
import { useUsernameCheck } from './use-username-check';
import { UsernameField } from './UsernameField';

const METHOD_LABELS = {
  account: 'lobby.auth.methodAccount',
  phone: 'lobby.auth.methodPhone',
  email: 'lobby.auth.methodEmail',
} as const;

/** Fields the owner may fill before the player types (a third-party sign-in's answer). */
export interface AuthDefaults {
  readonly username?: string | undefined;
  readonly phone?: string | undefined;
  readonly areaCode?: string | undefined;
  readonly email?: string | undefined;
}

export interface AuthFormProps {
  readonly mode: AuthMode;
  readonly onModeChange?: ((mode: AuthMode) => void) | undefined;
  readonly methods: readonly AuthMethod[];
  readonly initialMethod?: AuthMethod | undefined;
  readonly onSubmit: (values: AuthValues) => Promise<AuthSubmitResult>;
  readonly onPassed: (values: AuthValues) => void;
  readonly onCheckUsername?: ((name: string) => Promise<UsernameAvailability>) | undefined;
  readonly onSendCode?: ((target: AuthCodeTarget) => Promise<number | AuthFailure>) | undefined;
  readonly countries: readonly AuthCountry[];
  readonly currencies: readonly string[];
  readonly defaultCurrency?: string | undefined;
  readonly showInviteCode: boolean;
  readonly inviteCode?: string | undefined;
  readonly inviteCodeLocked: boolean;
  readonly agreementLabel?: ReactNode;
  readonly passwordRules?: StrongPasswordConfig | null | undefined;
  readonly defaults?: AuthDefaults | undefined;
  readonly captcha?: ReactNode;
  /** Above the form's fields (the note of a third-party sign-up). */
  readonly intro?: ReactNode;
  /** Under the form, before the way to the other mode (the third-party buttons). */
  readonly providers?: ReactNode;
  readonly restrictedSeconds: number;
  readonly checkDelay: number;
  readonly now: Clock;
  readonly timers: Timers;
  /** Receives the first field, for the modal to focus on open. */
  readonly firstFieldRef: RefObject<HTMLElement | null>;
}

export function AuthForm(props: AuthFormProps) {
  const { mode, methods, countries, currencies, now, timers } = props;
  const text = useLobbyText();
  const baseId = useId();
  const idOf = (field: AuthFieldName) => `${baseId}${field}`;
  const panelId = `${baseId}panel`;
  const restrictionId = `${baseId}restriction`;
  const [picked, setPicked] = useState<AuthMethod>(props.initialMethod ?? methods[0] ?? 'account');
  const method = methods.includes(picked) ? picked : (methods[0] ?? 'account');
  const tabbed = methods.length > 1;
  const restriction = useCountdown(now, timers, props.restrictedSeconds);
  const resend = useCountdown(now, timers);
  const [codeSent, setCodeSent] = useState(false);
  const locked = restriction.seconds > 0;
  const register = mode === 'register';

  const form = useAuthForm({
    text,
    mode,
    method,
    initial: {
      username: props.defaults?.username ?? '',
      password: '',
      confirmPassword: '',
      areaCode: props.defaults?.areaCode ?? countries[0]?.phoneNumberSegment ?? '',
      phone: props.defaults?.phone ?? '',
      email: props.defaults?.email ?? '',
      code: '',
      inviteCode: props.inviteCode ?? '',
      currency:
        props.defaultCurrency !== undefined && currencies.includes(props.defaultCurrency)
          ? props.defaultCurrency
          : (currencies[0] ?? ''),
      agreed: false,
    },
    withAreaCodes: countries.length > 0,
    withCurrency: register && currencies.length > 0,
    withInviteCode: register && props.showInviteCode,
    withCaptcha: props.captcha !== undefined && props.captcha !== null,
    passwordRules: props.passwordRules,
    locked,
    onSubmit: props.onSubmit,
    onPassed: props.onPassed,
    onSendCode: props.onSendCode,
    onCodeSent: (seconds) => {
      setCodeSent(true);
      resend.start(seconds);
    },
  });
  const { fields, state, refs, update, leave } = form;

  // The prefixes may come after the form opened (the owner asks the hall for them): the first is
  // the one to start with, as if it had been there from the start.
  const firstAreaCode = countries[0]?.phoneNumberSegment;
  useEffect(() => {
    if (state.areaCode === '' && firstAreaCode !== undefined) update('areaCode', firstAreaCode);
  }, [state.areaCode, firstAreaCode, update]);

  const check = useUsernameCheck({
    name: state.username.trim(),
    enabled: register && fields.includes('username') && !form.hasProblem('username'),
    onCheck: props.onCheckUsername,
    delay: props.checkDelay,
    timers,
  });
  const usernameCheck = register && props.onCheckUsername ? check : undefined;
  const taken = usernameCheck?.status === 'taken';

  // The modal focuses the first field on open; after a switch of mode, this does.
  const first = fields[0] ?? 'username';
  const { firstFieldRef } = props;
  useEffect(() => {
    firstFieldRef.current = refs[first].current;
  });
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    refs[first].current?.focus();
  }, [mode, first, refs]);

  const other: AuthMode = register ? 'login' : 'register';
  const inputProps = (field: 'email' | 'password' | 'confirmPassword' | 'inviteCode') => ({
    value: state[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => update(field, event.currentTarget.value),
    onBlur: () => leave(field),
  });
  const errorOf = form.errorOf;

  const renderField = (field: AuthFieldName): ReactNode => {
    const id = idOf(field);
    const error = errorOf(field);
    switch (field) {
      case 'username':
        return (
          <UsernameField
            key={field}
            id={id}
            value={state.username}
            onChange={(value) => update('username', value)}
            onBlur={() => leave('username')}
            error={error}
            check={usernameCheck}
            onPick={(name) => {
              update('username', name);
              check.accept(name);
              refs.username.current?.focus();
            }}
            autoComplete="username"
            inputRef={refs.username as RefObject<HTMLInputElement | null>}
          />
        );
      case 'phone':
        return (
          <PhoneField
            key={field}
            id={id}
            areaCodeId={idOf('areaCode')}
            value={state.phone}
            areaCode={state.areaCode}
            countries={countries}
            onChange={(value) => update('phone', value)}
            onAreaCodeChange={(value) => update('areaCode', value)}
            onBlur={() => leave('phone')}
            error={error}
            inputRef={refs.phone as RefObject<HTMLInputElement | null>}
            areaCodeRef={refs.areaCode as RefObject<HTMLSelectElement | null>}
          />
        );
      case 'email':
        return (
          <FieldFrame key={field} id={id} label={text('lobby.auth.email')} error={error}>
            <input
              ref={refs.email as RefObject<HTMLInputElement | null>}
              id={id}
              className="lk-auth__input"
              name="email"
              type="email"
              autoComplete="email"
              {...inputProps('email')}
              {...fieldAria(id, { error: Boolean(error) })}
            />
          </FieldFrame>
        );
      case 'code':
        return (
          <CodeField
            key={field}
            id={id}
            value={state.code}
            onChange={(value) => update('code', value)}
            onBlur={() => leave('code')}
            error={error}
            onSend={props.onSendCode && (() => void form.sendCode())}
            sending={form.sending}
            resendIn={resend.seconds}
            sent={codeSent}
            inputRef={refs.code as RefObject<HTMLInputElement | null>}
          />
        );
      case 'password':
      case 'confirmPassword':
        return (
          <FieldFrame
            key={field}
            id={id}
            label={text(field === 'password' ? 'lobby.auth.password' : 'lobby.auth.confirmPassword')}
            error={error}
          >
            <PasswordInput
              id={id}
              inputRef={refs[field] as RefObject<HTMLInputElement | null>}
              name={field}
              autoComplete={register ? 'new-password' : 'current-password'}
              showLabel={text('lobby.auth.showPassword')}
              {...inputProps(field)}
              {...fieldAria(id, { error: Boolean(error) })}
            />
          </FieldFrame>
        );
      case 'currency':
        return (
          <FieldFrame key={field} id={id} label={text('lobby.auth.currency')}>
            <select
              ref={refs.currency as RefObject<HTMLSelectElement | null>}
              id={id}
              className="lk-auth__select"
              name="currency"
              value={state.currency}
              onChange={(event) => update('currency', event.currentTarget.value)}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </FieldFrame>
        );
      case 'inviteCode':
        return (
          <FieldFrame
            key={field}
            id={id}
            label={text('lobby.auth.inviteCode')}
            hint={text(props.inviteCodeLocked ? 'lobby.auth.inviteFromLink' : 'lobby.auth.optional')}
            error={error}
          >
            <input
              ref={refs.inviteCode as RefObject<HTMLInputElement | null>}
              id={id}
              className="lk-auth__input"
              name="inviteCode"
              autoComplete="off"
              readOnly={props.inviteCodeLocked}
              {...inputProps('inviteCode')}
              {...fieldAria(id, { hint: true, error: Boolean(error) })}
            />
          </FieldFrame>
        );
      case 'agreement':
        return (
          <AgreementField
            key={field}
            id={id}
            checked={state.agreed}
            onChange={(checked) => update('agreed', checked)}
            label={props.agreementLabel}
            error={error}
            inputRef={refs.agreement as RefObject<HTMLInputElement | null>}
          />
        );
      default:
        // The prefix is drawn with the phone number.
        return null;
    }
  };

  const panel = (
    <>
      {fields.map(renderField)}
      {form.captchaError !== undefined || props.captcha ? (
        <div className="lk-auth__captcha" role="group" aria-label={text('lobby.auth.captcha')}>
          {props.captcha}
          {form.captchaError && <p className="lk-auth__error">{form.captchaError}</p>}
        </div>
      ) : null}
    </>
  );

  return (
    <>
      <form
        className="lk-auth__form"
        noValidate
        aria-busy={form.busy || undefined}
        onSubmit={form.onFormSubmit(taken)}
      >
        {locked && (
          <p className="lk-auth__alert" id={restrictionId} role="timer" data-tone="wait">
            {text('error.captchaRestricted', { seconds: restriction.seconds })}
          </p>
        )}
        {props.intro}
        {form.formError && (
          <p className="lk-auth__alert" role="alert">
            {form.formError}
          </p>
        )}
        {tabbed && (
          <TabStrip
            items={methods.map((id) => ({ id, label: text(METHOD_LABELS[id]) }))}
            selected={method}
            onSelect={setPicked}
            label={text('lobby.auth.methods')}
            orientation="horizontal"
            panelId={panelId}
            className="lk-auth__methods"
          />
        )}
        {/* One panel in one place whether or not the tabs are there: the site's ways to log in can
            arrive while the player types, and a panel that moved would take the field (and the
            keys after the first) from under the finger. */}
        <div
          className="lk-auth__panel"
          id={tabbed ? panelId : undefined}
          role={tabbed ? 'tabpanel' : undefined}
          aria-label={tabbed ? text(METHOD_LABELS[method]) : undefined}
        >
          {panel}
        </div>
        <button
          type="submit"
          className="lk-button lk-auth__submit"
          aria-disabled={form.busy || locked || undefined}
          aria-describedby={locked ? restrictionId : undefined}
        >
          {form.busy && <span className="lk-auth__spinner" aria-hidden="true" />}
          {text(register ? 'lobby.nav.signUp' : 'lobby.login.action')}
        </button>
        <p className="lk-visually-hidden" role="status">
          {form.busy ? text('lobby.auth.busy') : ''}
        </p>
      </form>
      {props.providers}
      {props.onModeChange && (
        <p className="lk-auth__switch">
          {text(register ? 'lobby.auth.haveAccount' : 'lobby.auth.noAccount')}{' '}
          <button type="button" className="lk-auth__link" onClick={() => props.onModeChange?.(other)}>
            {text(other === 'register' ? 'lobby.nav.signUp' : 'lobby.login.action')}
          </button>
        </p>
      )}
    </>
  );
}

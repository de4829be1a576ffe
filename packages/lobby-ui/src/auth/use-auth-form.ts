// The auth form's state and its two round trips (submit, send code): what was typed, which
// errors are shown (a field's once it was left or a submit was tried; the owner's until the field
// changes), one submit at a time, and where focus goes after a refusal.
import type { MessageKey } from '@lobbykit/contract';
import type { StrongPasswordConfig } from '@lobbykit/validation';
import { createRef, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { LobbyText } from '../shared/texts';
import {
  checkForm,
  visibleFields,
  type AuthFormState,
  type AuthLayout,
  type FieldProblems,
} from './auth-rules';
import type {
  AuthCodeTarget,
  AuthFailure,
  AuthFieldName,
  AuthMethod,
  AuthMode,
  AuthSubmitResult,
  AuthValues,
} from './auth-types';
import { fieldOfCode } from './error-fields';

const FIELD_LABELS: Readonly<Record<AuthFieldName, MessageKey>> = {
  username: 'lobby.auth.username',
  password: 'lobby.auth.password',
  confirmPassword: 'lobby.auth.confirmPassword',
  areaCode: 'lobby.auth.countryCode',
  phone: 'lobby.auth.phone',
  email: 'lobby.auth.email',
  code: 'lobby.auth.code',
  inviteCode: 'lobby.auth.inviteCode',
  currency: 'lobby.auth.currency',
  agreement: 'lobby.auth.agreement',
  captcha: 'lobby.auth.captcha',
  form: 'lobby.auth.captcha',
};

const ALL_FIELDS = Object.keys(FIELD_LABELS) as AuthFieldName[];

type FieldRefs = Readonly<Record<AuthFieldName, RefObject<HTMLElement | null>>>;

export interface AuthFormOptions {
  readonly text: LobbyText;
  readonly mode: AuthMode;
  readonly method: AuthMethod;
  readonly initial: AuthFormState;
  readonly withAreaCodes: boolean;
  readonly withCurrency: boolean;
  readonly withInviteCode: boolean;
  readonly withCaptcha: boolean;
  readonly passwordRules?: StrongPasswordConfig | null | undefined;
  /** Blocks submitting (the restriction runs). */
  readonly locked: boolean;
  readonly onSubmit: (values: AuthValues) => Promise<AuthSubmitResult>;
  readonly onPassed: (values: AuthValues) => void;
  readonly onSendCode?: ((target: AuthCodeTarget) => Promise<number | AuthFailure>) | undefined;
  /** A code went out: how many seconds until another may be asked for. */
  readonly onCodeSent: (resendSeconds: number) => void;
}

/** What the player sends: only the fields shown, trimmed (passwords as typed). */
function valuesOf(state: AuthFormState, layout: AuthLayout, fields: readonly AuthFieldName[]): AuthValues {
  const has = (field: AuthFieldName) => fields.includes(field);
  const pick = (field: AuthFieldName, value: string) => (has(field) ? value.trim() : undefined);
  return {
    mode: layout.mode,
    method: layout.method,
    username: pick('username', state.username),
    password: state.password,
    areaCode: pick('areaCode', state.areaCode),
    phone: pick('phone', state.phone),
    email: pick('email', state.email),
    code: pick('code', state.code),
    inviteCode: has('inviteCode') && state.inviteCode.trim() !== '' ? state.inviteCode.trim() : undefined,
    currency: pick('currency', state.currency),
  };
}

export function useAuthForm(options: AuthFormOptions) {
  const { text, mode, method, locked } = options;
  const layout: AuthLayout = {
    mode,
    method,
    withAreaCodes: options.withAreaCodes,
    withCurrency: options.withCurrency,
    withInviteCode: options.withInviteCode,
  };
  const fields = visibleFields(layout);
  const [state, setState] = useState(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<AuthFieldName>>(() => new Set());
  const [edited, setEdited] = useState<ReadonlySet<AuthFieldName>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  // The owner's words about a field (or the form), shown until the player changes that field.
  const [refusals, setRefusals] = useState<Partial<Record<AuthFieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [refs] = useState(
    () => Object.fromEntries(ALL_FIELDS.map((field) => [field, createRef<HTMLElement>()])) as FieldRefs,
  );
  const submitting = useRef(false);
  const asking = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Another mode or method is another form: its errors start hidden again.
  const [shape, setShape] = useState(`${mode}/${method}`);
  if (shape !== `${mode}/${method}`) {
    setShape(`${mode}/${method}`);
    setEdited(new Set());
    setTouched(new Set());
    setAttempted(false);
    setRefusals({});
  }

  const label = (field: AuthFieldName) => text(FIELD_LABELS[field]);
  const problems: FieldProblems = checkForm(fields, state, {
    mode,
    passwordRules: options.passwordRules,
    label,
  });

  /** The error shown under a field, in the player's language, or undefined. */
  const errorOf = (field: AuthFieldName): string | undefined => {
    const refusal = refusals[field];
    if (refusal !== undefined) return refusal;
    const problem = problems[field];
    if (!problem || !(attempted || touched.has(field))) return undefined;
    return text(problem.key, problem.params);
  };

  const focus = (field: AuthFieldName) => refs[field].current?.focus();

  const update = <K extends keyof AuthFormState>(field: K, value: AuthFormState[K]) => {
    const name: AuthFieldName = field === 'agreed' ? 'agreement' : field;
    setEdited((now) => (now.has(name) ? now : new Set(now).add(name)));
    setState((now) => ({ ...now, [field]: value }));
    setRefusals((now) => {
      if (!(field in now)) return now;
      const { [field as AuthFieldName]: _dropped, ...rest } = now;
      return rest;
    });
  };
  // A field the player only passed through (focus, then a tap elsewhere) is not scolded: its
  // "required" would show on the way to "Log in" under the form, move the page under the finger
  // and swallow that tap. What was typed in is checked on leaving; everything on sending.
  const leave = (field: AuthFieldName) => {
    if (!edited.has(field)) return;
    setTouched((now) => (now.has(field) ? now : new Set(now).add(field)));
  };

  /** Shows a refusal where it belongs and moves focus there (the top of the form keeps focus). */
  const place = (failure: AuthFailure, fallback: AuthFieldName = 'form') => {
    let field = failure.field ?? fieldOfCode(failure.code);
    if (field === 'form') field = fallback;
    const shown = field === 'captcha' ? options.withCaptcha : fields.includes(field);
    const at = shown ? field : 'form';
    setRefusals({ [at]: failure.message });
    if (at !== 'form' && at !== 'captcha') focus(at);
  };

  const submit = async (isTaken: boolean) => {
    if (submitting.current || locked) return;
    setAttempted(true);
    const invalid = fields.find((field) => problems[field] || (field === 'username' && isTaken));
    if (invalid) {
      focus(invalid);
      return;
    }
    submitting.current = true;
    setBusy(true);
    setRefusals({});
    const values = valuesOf(state, layout, fields);
    try {
      const result = await options.onSubmit(values);
      if (!mounted.current) return;
      if (result.ok) options.onPassed(values);
      else place(result);
    } finally {
      submitting.current = false;
      if (mounted.current) setBusy(false);
    }
  };

  const onFormSubmit = (isTaken: boolean) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(isTaken);
  };

  const sendCode = async () => {
    const send = options.onSendCode;
    if (!send || asking.current) return;
    const targetField: AuthFieldName = method === 'phone' ? 'phone' : 'email';
    if (problems[targetField]) {
      leave(targetField);
      focus(targetField);
      return;
    }
    const target: AuthCodeTarget =
      method === 'phone'
        ? {
            method: 'phone',
            phone: state.phone.trim(),
            areaCode: fields.includes('areaCode') ? state.areaCode : undefined,
          }
        : { method: 'email', email: state.email.trim() };
    asking.current = true;
    setSending(true);
    try {
      const answer = await send(target);
      if (!mounted.current) return;
      if (typeof answer === 'number') {
        options.onCodeSent(answer);
        focus('code');
      } else {
        place(answer, 'code');
      }
    } finally {
      asking.current = false;
      if (mounted.current) setSending(false);
    }
  };

  return {
    fields,
    state,
    refs,
    busy,
    sending,
    formError: refusals.form,
    captchaError: refusals.captcha,
    errorOf,
    hasProblem: (field: AuthFieldName) => Boolean(problems[field]),
    update,
    leave,
    onFormSubmit,
    sendCode,
  };
}

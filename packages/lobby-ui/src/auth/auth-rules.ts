// Which fields the modal shows for a mode and method, and what is wrong with each: spec §5's rules
// from @lobbykit/validation, as message keys the form translates.
import type { MessageKey } from '@lobbykit/contract';
import {
  required,
  validateEmail,
  validateLoginPassword,
  validatePhone,
  validateStrongPassword,
  validateUsername,
  type StrongPasswordConfig,
  type ValidationResult,
} from '@lobbykit/validation';
import type { AuthFieldName, AuthMethod, AuthMode } from './auth-types';

/** What the player has typed so far. */
export interface AuthFormState {
  readonly username: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly areaCode: string;
  readonly phone: string;
  readonly email: string;
  readonly code: string;
  readonly inviteCode: string;
  readonly currency: string;
  readonly agreed: boolean;
}

/** What decides the fields on screen. */
export interface AuthLayout {
  readonly mode: AuthMode;
  readonly method: AuthMethod;
  /** The site offers a list of dialling prefixes. */
  readonly withAreaCodes: boolean;
  /** The player picks a currency (sign-up). */
  readonly withCurrency: boolean;
  /** The sign-up shows the invite code. */
  readonly withInviteCode: boolean;
}

/** A message key and the values of its placeholders. */
export interface FieldProblem {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
}

export type FieldProblems = Partial<Record<AuthFieldName, FieldProblem>>;

/** The fields of the form in screen (and focus) order. */
export function visibleFields(layout: AuthLayout): AuthFieldName[] {
  const phone: AuthFieldName[] = layout.withAreaCodes ? ['areaCode', 'phone'] : ['phone'];
  if (layout.mode === 'login') {
    if (layout.method === 'phone') return [...phone, 'password'];
    if (layout.method === 'email') return ['email', 'password'];
    return ['username', 'password'];
  }
  // A sign-up proves the phone or address first, then names the account.
  const identity: AuthFieldName[] =
    layout.method === 'phone' ? [...phone, 'code'] : layout.method === 'email' ? ['email', 'code'] : [];
  return [
    ...identity,
    'username',
    'password',
    'confirmPassword',
    ...(layout.withCurrency ? (['currency'] as const) : []),
    ...(layout.withInviteCode ? (['inviteCode'] as const) : []),
    'agreement',
  ];
}

/** What a field's rules need beyond the form. */
export interface RuleContext {
  readonly mode: AuthMode;
  /** The site's strong-password settings (system info); without them, the strict rule. */
  readonly passwordRules?: StrongPasswordConfig | null | undefined;
  /** The translated name of a field, for "{{item}} is required". */
  readonly label: (field: AuthFieldName) => string;
}

const problemOf = (result: ValidationResult): FieldProblem | undefined =>
  result.ok ? undefined : { key: result.code, params: result.params };

function requiredThen(
  field: AuthFieldName,
  value: string,
  context: RuleContext,
  rule?: (text: string) => ValidationResult,
): FieldProblem | undefined {
  return problemOf(required(context.label(field))(value)) ?? (rule ? problemOf(rule(value)) : undefined);
}

/** What is wrong with one field, or undefined. Passwords are judged as typed, the rest trimmed. */
export function checkField(
  field: AuthFieldName,
  state: AuthFormState,
  context: RuleContext,
): FieldProblem | undefined {
  switch (field) {
    case 'username':
      return requiredThen(field, state.username.trim(), context, (text) => validateUsername(text));
    case 'password':
      return requiredThen(field, state.password, context, (text) =>
        context.mode === 'login'
          ? validateLoginPassword(text)
          : validateStrongPassword(text, context.passwordRules),
      );
    case 'confirmPassword':
      return (
        requiredThen(field, state.confirmPassword, context) ??
        (state.confirmPassword === state.password ? undefined : { key: 'lobby.auth.passwordMismatch' })
      );
    case 'phone':
      return requiredThen(field, state.phone.trim(), context, (text) => validatePhone(text));
    case 'email':
      return requiredThen(field, state.email.trim(), context, (text) => validateEmail(text));
    case 'code':
      return requiredThen(field, state.code.trim(), context);
    case 'agreement':
      return state.agreed ? undefined : { key: 'lobby.auth.agreementRequired' };
    default:
      // The prefix and currency always hold a choice; the invite code may stay empty.
      return undefined;
  }
}

/** The problems of every field shown. */
export function checkForm(
  fields: readonly AuthFieldName[],
  state: AuthFormState,
  context: RuleContext,
): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of fields) {
    const problem = checkField(field, state, context);
    if (problem) problems[field] = problem;
  }
  return problems;
}

// What a new receiving account must hold before it is sent, per kind: the bank, e-wallet or
// network's name, the holder's name (not for a crypto address) and the number, e-wallet id or
// address. The hall checks the same and answers `account-invalid` with the field it refused.
import type { AddWithdrawAccountRequest, MessageKey, WithdrawAccountKind } from '@lobbykit/contract';

/** The fields of a new account the player fills. */
export type AccountField = 'name' | 'holder' | 'number';

/** What the player typed; `holder` is ignored for a crypto address. */
export interface AccountDraft {
  readonly kind: WithdrawAccountKind;
  readonly name: string;
  readonly holder: string;
  readonly number: string;
}

/** A message key and its placeholders' values. */
export interface AccountProblem {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
}

const NAME_MAX = 60;
const HOLDER = { min: 2, max: 60 } as const;

const NUMBER_RULES: Readonly<
  Record<WithdrawAccountKind, { pattern: RegExp; key: MessageKey; min: number; max: number }>
> = {
  bank: { pattern: /^\d+$/, key: 'lobby.account.numberFormat', min: 6, max: 20 },
  ewallet: { pattern: /^[\w.@+-]+$/, key: 'lobby.account.walletFormat', min: 4, max: 40 },
  crypto: { pattern: /^[A-Za-z0-9]+$/, key: 'lobby.account.addressFormat', min: 20, max: 100 },
};

/** Whether the kind names its holder (a crypto address has none). */
const hasHolder = (kind: WithdrawAccountKind): boolean => kind !== 'crypto';

/** The number as it is sent: a bank number's spaces and dashes dropped, the rest trimmed. */
function accountNumberOf(kind: WithdrawAccountKind, number: string): string {
  const trimmed = number.trim();
  return kind === 'bank' ? trimmed.replace(/[\s-]/g, '') : trimmed;
}

/** The fields of the kind, in screen order. */
export function accountFieldsOf(kind: WithdrawAccountKind): AccountField[] {
  return hasHolder(kind) ? ['name', 'holder', 'number'] : ['name', 'number'];
}

/**
 * What is wrong with each field of the draft (none: it may be sent). `labelOf` names a field
 * for "{{item}} is required".
 */
export function checkAccountDraft(
  draft: AccountDraft,
  labelOf: (field: AccountField) => string,
): Partial<Record<AccountField, AccountProblem>> {
  const problems: Partial<Record<AccountField, AccountProblem>> = {};
  const required = (field: AccountField): AccountProblem => ({
    key: 'validation.required',
    params: { item: labelOf(field) },
  });
  const name = draft.name.trim();
  if (name === '' || name.length > NAME_MAX) problems.name = required('name');
  if (hasHolder(draft.kind)) {
    const holder = draft.holder.trim();
    if (holder === '') problems.holder = required('holder');
    else if (holder.length < HOLDER.min || holder.length > HOLDER.max)
      problems.holder = { key: 'lobby.account.holderFormat', params: HOLDER };
  }
  const number = accountNumberOf(draft.kind, draft.number);
  const rule = NUMBER_RULES[draft.kind];
  if (number === '') problems.number = required('number');
  else if (!rule.pattern.test(number) || number.length < rule.min || number.length > rule.max)
    problems.number = { key: rule.key, params: { min: rule.min, max: rule.max } };
  return problems;
}

/** The body of `addAccount` (lobby-core's `lobby.money.addAccount`) for a draft that passed. */
export function accountRequestOf(draft: AccountDraft): Omit<AddWithdrawAccountRequest, 'requestId'> {
  return {
    kind: draft.kind,
    name: draft.name.trim(),
    ...(hasHolder(draft.kind) ? { holder: draft.holder.trim() } : {}),
    number: accountNumberOf(draft.kind, draft.number),
  };
}

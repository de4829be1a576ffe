// What the security blocks' callbacks answer: a success, or the hall's refusal (its service code
// and message). lobby-core's `MoneyFailure` fits `SecurityFailure` as it is.
import type { AuthCountry } from '../auth/auth-types';

/** A refused or failed call: the hall's service code (spec §8) and message when it gave them. */
export interface SecurityFailure {
  readonly ok: false;
  readonly code?: string | undefined;
  /** The hall's words, shown when the block has no text of its own for the code. */
  readonly message?: string | undefined;
}

/** What a binding, a password change or a code request answers. */
export type SecurityResult = { readonly ok: true } | SecurityFailure;

/** A country of the SMS list (contract `SmsCountry`): the log-in modal's. */
export type SecurityCountry = AuthCountry;

/** Where a code goes: the phone number with its dialling prefix, or the e-mail address. */
export type BindTarget =
  | { readonly channel: 'phone'; readonly areaCode?: string | undefined; readonly phone: string }
  | { readonly channel: 'email'; readonly email: string };

/** What a binding sends: where the code went, and the code. */
export type BindValues = BindTarget & { readonly code: string };

/** The entries of the security overview. */
export type SecurityItem = 'loginPassword' | 'withdrawPassword' | 'phone' | 'email' | 'googleAuth';

/** The player's bindings as the user info shows them. */
export interface SecurityStatus {
  readonly hasWithdrawPassword: boolean;
  /** The bound phone, masked; none: not bound. */
  readonly phone?: string | undefined;
  /** The bound e-mail address, masked; none: not bound. */
  readonly email?: string | undefined;
  readonly googleAuthBound: boolean;
}

// The shapes the log-in / sign-up modal takes and gives: what the player typed, what the owner
// answers, and the names of the places an error can be shown.
import type { SmsCountry } from '@lobbykit/contract';
import type { ModalCloseReason } from '@lobbykit/ui-blocks/modal';

/** Log in to an account, or create one. */
export type AuthMode = 'login' | 'register';

/** What identifies the player: a username, a phone number or an e-mail address (one tab each). */
export type AuthMethod = 'account' | 'phone' | 'email';

/**
 * Where an error is shown: next to one of the fields, with the captcha, or (`form`) at the top of
 * the form. lobby-core's `SessionErrorField` is one of these.
 */
export type AuthFieldName =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'areaCode'
  | 'phone'
  | 'email'
  | 'code'
  | 'inviteCode'
  | 'currency'
  | 'agreement'
  | 'captcha'
  | 'form';

/**
 * What the player sent, trimmed. A field is there only when the form showed it: a log-in has the
 * username (account), the phone number with its prefix (phone) or the e-mail address (email) and
 * the password; a sign-up always has a username and password, the phone or e-mail address with
 * its code for those methods, and the currency and invite code when shown.
 */
export interface AuthValues {
  readonly mode: AuthMode;
  readonly method: AuthMethod;
  readonly username?: string | undefined;
  readonly password: string;
  /** The dialling prefix of `phone` (`phoneNumberSegment` of the country), when countries are given. */
  readonly areaCode?: string | undefined;
  readonly phone?: string | undefined;
  readonly email?: string | undefined;
  /** The SMS or e-mail code. */
  readonly code?: string | undefined;
  readonly inviteCode?: string | undefined;
  readonly currency?: string | undefined;
}

/** A refused submit or code request, in the player's language. */
export interface AuthFailure {
  readonly ok: false;
  /** The hall's service code (1011, 1013, 4040, ...): places the message when `field` is not given. */
  readonly code?: string | undefined;
  /** Where the message goes; without it (and a known code) it goes to the top of the form. */
  readonly field?: AuthFieldName | undefined;
  readonly message: string;
}

/** What `onSubmit` answers. */
export type AuthSubmitResult = { readonly ok: true } | AuthFailure;

/** What `onCheckUsername` answers (the hall's `/home/check/username`). */
export interface UsernameAvailability {
  readonly available: boolean;
  /** Free usernames to offer instead of a taken one. */
  readonly suggestions: readonly string[];
}

/** Where `onSendCode` sends a code. */
export type AuthCodeTarget =
  | { readonly method: 'phone'; readonly areaCode?: string | undefined; readonly phone: string }
  | { readonly method: 'email'; readonly email: string };

/** A country of the dialling prefix list (contract `SmsCountry`). */
export type AuthCountry = Pick<SmsCountry, 'countryName' | 'phoneNumberSegment'>;

/** Why the modal asked to close: the modal's own reasons, or `success` after a passed submit. */
export type AuthCloseReason = ModalCloseReason | 'success';

/** The identity providers a site may offer as buttons (QQ and WeChat do nothing, so have none). */
export type AuthProvider = 'google' | 'facebook' | 'line';

/**
 * What the modal shows in place of the form after a third-party sign-in: a failure (with the
 * contact-us button when the owner gives `onContactUs`) or Facebook's permission warning.
 */
export type AuthNotice =
  | { readonly kind: 'failed'; readonly provider: AuthProvider; readonly message: string }
  | { readonly kind: 'permission'; readonly provider: AuthProvider };

// The codes validation results carry are the message keys of @lobbykit/contract's
// `validationKeys`, the list @lobbykit/i18n holds a text for in every language: a rule
// cannot return a code that has no text, and validation never loads i18n.
import { validationKeys, type ValidationKey } from '@lobbykit/contract';

/** Every code a rule of this package can return, as the i18n message key (contract's `validationKeys`). */
export const validationCodes = validationKeys;

/** One of the message keys in {@link validationCodes}. */
export type ValidationCode = ValidationKey;

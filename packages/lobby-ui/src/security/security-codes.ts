// Where the hall's refusal of a binding is shown and in which words (spec §8): the code and
// captcha codes next to the code, a refused phone next to the phone, an expired security
// session at the top of the form. Codes without a text of their own show the hall's message.
import type { MessageKey } from '@lobbykit/contract';
import type { LobbyText } from '../shared/texts';
import type { Refusal } from './use-checked-form';
import type { SecurityFailure } from './security-types';

type Place = 'phone' | 'email' | 'code' | 'form';

// Literals, not reads of the contract's ServiceCode table, which would keep it all in a bundle.
const KNOWN: Readonly<Record<string, { readonly field: Place; readonly key: MessageKey }>> = {
  '1101': { field: 'code', key: 'lobby.security.codeWrong' }, // phone code error
  '1012': { field: 'code', key: 'lobby.security.codeWrong' }, // two-step (authenticator) code wrong
  '1325': { field: 'code', key: 'lobby.security.codeEmpty' }, // phone captcha empty
  '1326': { field: 'code', key: 'lobby.security.codeEmpty' }, // email captcha empty
  '1333': { field: 'code', key: 'lobby.security.codeExpired' }, // phone captcha expired
  '1332': { field: 'code', key: 'lobby.security.codeExpired' }, // email captcha expired
  '1216': { field: 'phone', key: 'lobby.security.phoneRefused' }, // phone error
  '1248': { field: 'form', key: 'lobby.security.expired' }, // phone security config expired
  '1044': { field: 'form', key: 'lobby.security.expired' }, // email security config expired
};

/**
 * The refusal to show for a failure, on one of `fields` (the form's own); a place the form does
 * not have, or an unknown code, goes to the top of the form.
 */
export function refusalOf<F extends string>(
  failure: SecurityFailure,
  fields: readonly F[],
  text: LobbyText,
): Refusal<F> {
  const known =
    failure.code !== undefined && Object.hasOwn(KNOWN, failure.code) ? KNOWN[failure.code] : undefined;
  if (!known) return { field: 'form', message: failure.message || text('lobby.security.failed') };
  const field = (fields as readonly string[]).includes(known.field) ? (known.field as F) : 'form';
  return { field, message: text(known.key) };
}

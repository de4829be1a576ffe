// Where a hall refusal is shown when the owner does not say: spec §8's sign-in and sign-up codes
// belong next to a field, never in a toast (contract's table, which lobby-core's session errors
// read too).
import { signInFieldOfCode } from '@lobbykit/contract';
import type { AuthFieldName } from './auth-types';

/** The field a service code's message belongs to; `form` (the top of the form) when unknown. */
export function fieldOfCode(code: string | undefined): AuthFieldName {
  return signInFieldOfCode(code);
}

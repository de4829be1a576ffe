// Why a claim (a receive-event call, a cut draw) failed, as the message key the dialogs show.
import type { LobbyKey } from '@lobbykit/contract';

/**
 * A claim's failure: `restricted` (1334, the account may not receive rewards), the hall's
 * `already-received`, `not-claimable` and `no-turns` (contract's `claimCodes`), `unsettled`
 * (no answer came, so it may have gone through) and `failed` (anything else).
 */
export type ClaimFailure =
  'restricted' | 'already-received' | 'not-claimable' | 'no-turns' | 'unsettled' | 'failed';

const CLAIM_ERROR_KEYS: Readonly<Record<ClaimFailure, LobbyKey>> = {
  restricted: 'lobby.claim.restricted',
  'already-received': 'lobby.claim.alreadyReceived',
  'not-claimable': 'lobby.claim.notClaimable',
  'no-turns': 'lobby.claim.noTurns',
  unsettled: 'lobby.claim.unsettled',
  failed: 'lobby.claim.failed',
};

/**
 * The message key of a claim's failure, for the dialog's `error` (translated by the caller).
 * @example text(claimErrorKey('restricted')) // "You can’t receive rewards right now"
 */
export function claimErrorKey(reason: ClaimFailure): LobbyKey {
  return CLAIM_ERROR_KEYS[reason];
}

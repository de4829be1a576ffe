// Why a claim (a receive-event call, a cut draw) gave nothing, as the message key the dialogs show.
import type { LobbyKey } from '@lobbykit/contract';
import type { ClaimFailureReason } from '@lobbykit/lobby-core/promotions';

/**
 * lobby-core's claim failures (`ClaimFailure['reason']` of `@lobbykit/lobby-core/promotions`):
 * `restricted` (1334), `alreadyReceived`, `notClaimable`, `noTurns`, `unsettled` (no answer came,
 * so it may have gone through); the rest (a refusal of another kind, a failure before the hall,
 * no player) is one "try again".
 */
export type ClaimFailure = ClaimFailureReason;

const CLAIM_ERROR_KEYS: Readonly<Partial<Record<ClaimFailure, LobbyKey>>> = {
  restricted: 'lobby.claim.restricted',
  alreadyReceived: 'lobby.claim.alreadyReceived',
  notClaimable: 'lobby.claim.notClaimable',
  noTurns: 'lobby.claim.noTurns',
  unsettled: 'lobby.claim.unsettled',
};

/**
 * The message key of a claim's failure, for the dialog's `error` (translated by the caller).
 * @example text(claimErrorKey(outcome.reason)) // "You can’t receive rewards right now"
 */
export function claimErrorKey(reason: ClaimFailure): LobbyKey {
  return CLAIM_ERROR_KEYS[reason] ?? 'lobby.claim.failed';
}

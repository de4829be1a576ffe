// Spec §2 "Navigation behaviour" and §6: where the withdraw and self-exclusion entries lead.
import type { SessionState } from '../session/machine';

/** Who is using the lobby: a visitor, a demo guest or a logged-in player. */
export type SessionKind = SessionState['kind'];

export interface WithdrawEntryInput {
  readonly kind: SessionKind;
  /** Whether the player has set a withdraw password; undefined while it is not known yet. */
  readonly hasWithdrawPassword?: boolean | undefined;
}

/** Where the withdraw entry leads. */
export type WithdrawEntry = 'login' | 'security' | 'withdraw';

/**
 * Guests (visitors and demo guests) get the log-in modal; a player without a withdraw
 * password goes to the security page to set one (which warns that it comes first); any other
 * player to the withdraw page, which waits there while the password is not known yet.
 */
export function withdrawEntry({ kind, hasWithdrawPassword }: WithdrawEntryInput): WithdrawEntry {
  if (kind !== 'player') return 'login';
  return hasWithdrawPassword === false ? 'security' : 'withdraw';
}

/** Where the self-exclusion entry leads. */
export type SelfExclusionEntry = 'login' | 'page';

/** Guests get the log-in modal; a player the self-exclusion page. */
export function selfExclusionEntry(kind: SessionKind): SelfExclusionEntry {
  return kind === 'player' ? 'page' : 'login';
}

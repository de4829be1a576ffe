// Per-account lockout of the secrets a player types and an attacker could guess: the withdraw
// password, the login password a change must name, and the SMS and e-mail codes. Without it a logged-in caller could try every
// six-digit value. Counted per account (site + username) and per purpose, so a lock on one
// secret leaves the others usable. Kept in memory like the rest of the risk state.
import { makeRoom } from './bounded';

/** Wrong values in a row (per account and purpose) that start a lock. */
export const LOCKOUT_MAX_FAILURES = 5;
/**
 * How long a lock lasts; also how long a run of failures is remembered after its last one,
 * so a player who mistypes now and then is never locked by failures days apart.
 */
export const LOCKOUT_MS = 15 * 60_000;

export type LockoutPurpose = 'withdrawPassword' | 'loginPassword' | 'smsCode' | 'emailCode';

interface Entry {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/** After a wrong value: the lock it started (0 when none) and the tries left before one. */
interface FailureOutcome {
  readonly lockedMs: number;
  readonly attemptsLeft: number;
}

export interface Lockouts {
  /** Remaining ms of the account's lock for this purpose; 0 when it may try. */
  lockedMs(siteCode: string, username: string, purpose: LockoutPurpose): number;
  recordFailure(siteCode: string, username: string, purpose: LockoutPurpose): FailureOutcome;
  /** The right value: the run of failures ends. */
  recordSuccess(siteCode: string, username: string, purpose: LockoutPurpose): void;
  size(): number;
  clear(): void;
}

export function createLockouts(now: () => number, maxEntries: number): Lockouts {
  const entries = new Map<string, Entry>();
  const keyOf = (siteCode: string, username: string, purpose: LockoutPurpose) =>
    `${siteCode}:${username.toLowerCase()}:${purpose}`;
  const forgotten = (entry: Entry) => entry.lockedUntil <= now() && now() - entry.lastFailureAt > LOCKOUT_MS;

  return {
    lockedMs(siteCode, username, purpose) {
      const entry = entries.get(keyOf(siteCode, username, purpose));
      return entry ? Math.max(0, entry.lockedUntil - now()) : 0;
    },
    recordFailure(siteCode, username, purpose) {
      const at = now();
      const key = keyOf(siteCode, username, purpose);
      const old = entries.get(key);
      if (old && old.lockedUntil > at) return { lockedMs: old.lockedUntil - at, attemptsLeft: 0 };
      // A run continues unless it was forgotten or already ended in a lock that has passed.
      const entry: Entry =
        old && !forgotten(old) && old.lockedUntil === 0
          ? old
          : { failures: 0, lastFailureAt: 0, lockedUntil: 0 };
      entry.failures++;
      entry.lastFailureAt = at;
      if (entry.failures >= LOCKOUT_MAX_FAILURES) entry.lockedUntil = at + LOCKOUT_MS;
      entries.delete(key);
      // A running lock is the last thing dropped: forgetting it would reopen the guessing.
      makeRoom(entries, maxEntries, { expired: forgotten, kept: (other) => other.lockedUntil > at });
      entries.set(key, entry);
      return {
        lockedMs: Math.max(0, entry.lockedUntil - at),
        attemptsLeft: Math.max(0, LOCKOUT_MAX_FAILURES - entry.failures),
      };
    },
    recordSuccess(siteCode, username, purpose) {
      entries.delete(keyOf(siteCode, username, purpose));
    },
    size: () => entries.size,
    clear: () => entries.clear(),
  };
}

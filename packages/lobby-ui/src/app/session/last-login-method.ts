// The way the player logged in last time on this browser, so the log-in modal opens on that tab
// as lobbies do (a player who logs in by phone keeps doing so). Only the way is kept: never the
// number, the address or the username.
import type { StorageLike } from '@lobbykit/contract';
import type { AuthMethod } from '../../auth/auth-types';

export const LAST_LOGIN_METHOD_KEY = 'lobbykit:login-method';

/** The remembered way when the site still offers it; undefined otherwise (the site's first then). */
export function lastLoginMethod(
  storage: StorageLike | undefined,
  offered: readonly AuthMethod[],
): AuthMethod | undefined {
  try {
    const kept = storage?.getItem(LAST_LOGIN_METHOD_KEY);
    return offered.find((method) => method === kept);
  } catch {
    // Storage turned off reads as nothing remembered.
    return undefined;
  }
}

/** Remembers the way of a log-in that passed. */
export function rememberLoginMethod(storage: StorageLike | undefined, method: AuthMethod): void {
  try {
    storage?.setItem(LAST_LOGIN_METHOD_KEY, method);
  } catch {
    // Full or blocked storage only forgets the tab, never the log-in.
  }
}

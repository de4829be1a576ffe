// How many sessions the hall keeps. Logins from one device do not end each other, so without
// a cap a script that logs in again and again grows the sessions file without end.
import type { SessionRecord } from '../store/records';

/** Sessions kept per user: the least recently seen of that user ends first. */
export const MAX_SESSIONS_PER_USER = 20;
/** Sessions kept in all: idle-expired ones end first, then the least recently seen. */
const MAX_SESSIONS = 20_000;

interface SessionLimits {
  readonly perUser: number;
  readonly total: number;
  /** A session idle longer than this has expired anyway. */
  readonly idleMs: number;
}

const leastRecentFirst = (a: SessionRecord, b: SessionRecord) => a.lastSeenAt - b.lastSeenAt;

/** The tokens of the sessions to end so that one more session of `user` fits in the limits. */
export function sessionsToEnd(
  sessions: Readonly<Record<string, SessionRecord>>,
  user: { readonly siteCode: string; readonly username: string },
  now: number,
  limits: Partial<SessionLimits> & Pick<SessionLimits, 'idleMs'>,
): string[] {
  const { perUser = MAX_SESSIONS_PER_USER, total = MAX_SESSIONS, idleMs } = limits;
  const ending = new Set<string>();
  const live: SessionRecord[] = [];
  for (const entry of Object.values(sessions)) {
    if (now - entry.lastSeenAt > idleMs) ending.add(entry.token);
    else live.push(entry);
  }
  live.sort(leastRecentFirst);
  const theirs = live.filter((entry) => entry.siteCode === user.siteCode && entry.username === user.username);
  for (const entry of theirs.slice(0, Math.max(0, theirs.length - (perUser - 1)))) ending.add(entry.token);
  let over = live.length - theirs.length + Math.min(theirs.length, perUser - 1) - (total - 1);
  for (const entry of live) {
    if (over <= 0) break;
    if (ending.has(entry.token)) continue;
    ending.add(entry.token);
    over--;
  }
  return [...ending];
}

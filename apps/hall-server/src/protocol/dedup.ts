// Request-id deduplication of non-idempotent calls: the first call with a request id runs,
// every later call with the same id from the same owner (a retry after a lost answer) gets
// the same answer and applies nothing. Answers are kept in the store, so a restart does not
// reopen the window.
//
// Records are kept per owner (a user, or an anonymous device) and counted against caps, but
// a record younger than the retry window is never dropped to make room: a client may still
// resend that call, and forgetting its answer would apply it twice. When a new record cannot
// be stored without dropping a young one, the call is refused as busy (nothing runs) and the
// client retries later.
import type { JsonStore } from '../store/json-store';
import type { DedupRecord, StoreData } from '../store/records';
import type { HallReply } from './reply';

export interface DedupLimits {
  /** How long an answer is kept and replayed. Older records are pruned. */
  readonly keepMs: number;
  /** No record younger than this is dropped to make room: the client's total retry time (120 s) with margin. */
  readonly retryWindowMs: number;
  /** All records. The whole store file is rewritten after each non-idempotent call, so it stays small. */
  readonly maxRecords: number;
  /** Records of anonymous callers together: unauthenticated traffic cannot take the room of users. */
  readonly maxAnonymousRecords: number;
  /** Records of one owner: one user or device cannot take the room of the others. */
  readonly maxPerOwner: number;
}

export const defaultDedupLimits: DedupLimits = {
  keepMs: 24 * 3_600_000,
  retryWindowMs: 150_000,
  maxRecords: 2000,
  maxAnonymousRecords: 1000,
  maxPerOwner: 200,
};

/** Who a deduplicated call belongs to: its records are kept, counted and replayed for it alone. */
export interface DedupOwner {
  readonly id: string;
  readonly anonymous: boolean;
}

type DedupOutcome =
  | { readonly kind: 'fresh' | 'replayed'; readonly reply: HallReply }
  | { readonly kind: 'conflict' }
  /** Nothing ran: no room for one more answer without forgetting one a client may still retry. */
  | { readonly kind: 'busy'; readonly retryAfterMs: number };

export interface Dedup {
  run(
    owner: DedupOwner,
    key: string,
    bodyHash: string,
    task: () => Promise<HallReply>,
  ): Promise<DedupOutcome>;
  readonly replays: number;
  resetCounters(): void;
}

/**
 * The owner of a call: the session's user when there is one, else the anonymous caller's
 * address as the hall sees it (X-Forwarded-For only from a trusted proxy). Not the device id:
 * a caller chooses that freely, so a flood with a fresh device id per call would get a fresh
 * per-owner allowance each time and fill the anonymous share alone; an address keeps one flood
 * to one owner's share. Callers behind one address share it, and replaying across them is
 * safe: a replay needs the same request id (random, never shown to others) and the same
 * parameters (for a login, the credentials themselves), so it can only return an answer the
 * caller could have had by making the call.
 */
export function dedupOwner(siteCode: string, username: string | undefined, address: string): DedupOwner {
  return username === undefined
    ? { id: `${siteCode}|anon|${address}`, anonymous: true }
    : { id: `${siteCode}|user|${username}`, anonymous: false };
}

export function dedupKey(owner: DedupOwner, endpointName: string, requestId: string): string {
  return JSON.stringify([owner.id, endpointName, requestId]);
}

interface Slot {
  readonly key: string;
  readonly owner: string;
  readonly anonymous: boolean;
  /** When it was stored; undefined while its call is still running. */
  readonly at: number | undefined;
}

/** The oldest stored slot (running calls have no age yet and cannot be dropped). */
function oldestStored(slots: readonly Slot[]): (Slot & { at: number }) | undefined {
  let oldest: (Slot & { at: number }) | undefined;
  for (const slot of slots)
    if (slot.at !== undefined && (!oldest || slot.at < oldest.at)) oldest = { ...slot, at: slot.at };
  return oldest;
}

export function createDedup(
  store: JsonStore<StoreData>,
  now: () => number,
  limits: Partial<DedupLimits> = {},
): Dedup {
  const { keepMs, retryWindowMs, maxRecords, maxAnonymousRecords, maxPerOwner } = {
    ...defaultDedupLimits,
    ...limits,
  };
  const inflight = new Map<string, { bodyHash: string; owner: DedupOwner; reply: Promise<HallReply> }>();
  let replays = 0;

  // Records from before owners were kept have keys no call can match any more.
  for (const [key, record] of Object.entries(store.data.dedup))
    if (typeof record.owner !== 'string') delete store.data.dedup[key];

  const toReply = (record: DedupRecord): HallReply => ({
    code: record.code,
    message: record.message,
    ...(record.data === undefined ? {} : { data: record.data }),
    headers: record.headers,
  });

  const pruneExpired = (): void => {
    const records = store.data.dedup;
    const cutoff = now() - keepMs;
    for (const key of Object.keys(records)) if (records[key]!.at < cutoff) delete records[key];
  };

  /**
   * Makes room for one more record of `owner`, dropping only records past the retry window
   * (oldest first). Returns undefined when there is room, else how long until there may be.
   */
  const makeRoom = (owner: DedupOwner): number | undefined => {
    const records = store.data.dedup;
    let slots: Slot[] = [
      ...Object.entries(records).map(([key, record]) => ({
        key,
        owner: record.owner,
        anonymous: record.anonymous,
        at: record.at,
      })),
      ...[...inflight].map(([key, running]) => ({
        key,
        owner: running.owner.id,
        anonymous: running.owner.anonymous,
        at: undefined,
      })),
    ];
    const scopes: [inScope: (slot: Slot) => boolean, cap: number][] = [
      [(slot) => slot.owner === owner.id, maxPerOwner],
      [(slot) => owner.anonymous && slot.anonymous, maxAnonymousRecords],
      [() => true, maxRecords],
    ];
    const youngAfter = now() - retryWindowMs;
    for (const [inScope, cap] of scopes) {
      let members = slots.filter(inScope);
      while (members.length >= cap) {
        const oldest = oldestStored(members);
        if (!oldest) return retryWindowMs;
        if (oldest.at > youngAfter) return oldest.at - youngAfter;
        delete records[oldest.key];
        slots = slots.filter((slot) => slot.key !== oldest.key);
        members = members.filter((slot) => slot.key !== oldest.key);
      }
    }
    return undefined;
  };

  return {
    get replays() {
      return replays;
    },
    resetCounters() {
      replays = 0;
    },
    async run(owner, key, bodyHash, task) {
      const stored = store.data.dedup[key];
      if (stored && stored.at >= now() - keepMs) {
        if (stored.bodyHash !== bodyHash) return { kind: 'conflict' };
        replays++;
        return { kind: 'replayed', reply: toReply(stored) };
      }
      const running = inflight.get(key);
      if (running) {
        if (running.bodyHash !== bodyHash) return { kind: 'conflict' };
        replays++;
        return { kind: 'replayed', reply: await running.reply };
      }
      pruneExpired();
      const waitMs = makeRoom(owner);
      if (waitMs !== undefined) {
        store.touch('dedup');
        return { kind: 'busy', retryAfterMs: waitMs };
      }
      const reply = task();
      inflight.set(key, { bodyHash, owner, reply });
      try {
        const result = await reply;
        store.data.dedup[key] = {
          key,
          owner: owner.id,
          anonymous: owner.anonymous,
          bodyHash,
          at: now(),
          code: result.code,
          message: result.message,
          ...(result.data === undefined ? {} : { data: result.data }),
          headers: { ...result.headers },
        };
        store.touch('dedup');
        return { kind: 'fresh', reply: result };
      } finally {
        inflight.delete(key);
      }
    },
  };
}

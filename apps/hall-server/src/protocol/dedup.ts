// Request-id deduplication of non-idempotent calls: the first call with a request id runs,
// every later call with the same id (a retry after a lost answer) gets the same answer and
// applies nothing. Answers are kept in the store, so a restart does not reopen the window.
import type { JsonStore } from '../store/json-store';
import type { DedupRecord, StoreData } from '../store/records';
import type { HallReply } from './reply';

const KEEP_MS = 24 * 3_600_000;
// The whole file is rewritten after each non-idempotent call, so it stays small.
const MAX_RECORDS = 2000;

type DedupOutcome =
  { readonly kind: 'fresh' | 'replayed'; readonly reply: HallReply } | { readonly kind: 'conflict' };

export interface Dedup {
  run(key: string, bodyHash: string, task: () => Promise<HallReply>): Promise<DedupOutcome>;
  readonly replays: number;
  resetCounters(): void;
}

export function dedupKey(siteCode: string, endpointName: string, requestId: string): string {
  return `${siteCode}|${endpointName}|${requestId}`;
}

export function createDedup(store: JsonStore<StoreData>, now: () => number): Dedup {
  const inflight = new Map<string, { bodyHash: string; reply: Promise<HallReply> }>();
  let replays = 0;

  const toReply = (record: DedupRecord): HallReply => ({
    code: record.code,
    message: record.message,
    ...(record.data === undefined ? {} : { data: record.data }),
    headers: record.headers,
  });

  const prune = (): void => {
    const records = store.data.dedup;
    const keys = Object.keys(records);
    const cutoff = now() - KEEP_MS;
    for (const key of keys) if (records[key]!.at < cutoff) delete records[key];
    const left = Object.keys(records);
    for (let i = 0; i < left.length - MAX_RECORDS; i++) delete records[left[i]!];
  };

  return {
    get replays() {
      return replays;
    },
    resetCounters() {
      replays = 0;
    },
    async run(key, bodyHash, task) {
      const stored = store.data.dedup[key];
      if (stored) {
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
      const reply = task();
      inflight.set(key, { bodyHash, reply });
      try {
        const result = await reply;
        prune();
        store.data.dedup[key] = {
          key,
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

// The hall: the world of a seed, the store, the clock, the notice hub and the helpers every
// route group shares. Route handlers receive it; nothing here knows about HTTP.
import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedOptions } from '../options';
import { createNoticeFaultRegistry, type NoticeFaultRegistry } from '../realtime/notice-faults';
import { createNoticeHub, type NoticeHub } from '../realtime/notice-hub';
import type { JsonStore } from '../store/json-store';
import type { SiteRuntime, StoreData, UserRecord } from '../store/records';
import type { World } from '../world/world';
import { createIdentityProvider, type IdentityProvider } from './identity';
import { createRisk, type Risk } from './risk';
import { createSportsDesk, type SportsDesk } from './sports';

/** Listening URLs, known once the domains listen. */
interface HallUrls {
  api: string[];
  oss: string[];
  control: string | undefined;
}

export interface Hall {
  readonly options: ResolvedOptions;
  readonly world: World;
  readonly store: JsonStore<StoreData>;
  readonly log: FastifyBaseLogger;
  readonly notices: NoticeHub;
  /** Faults of the notice channel (duplicates, a socket killed before the ack), set by the control API. */
  readonly noticeFaults: NoticeFaultRegistry;
  readonly risk: Risk;
  /** The fake identity provider (LINE, Google, Facebook). */
  readonly identity: IdentityProvider;
  /** The fake sports service's tokens (in memory). */
  readonly sports: SportsDesk;
  readonly urls: HallUrls;
  /** Server time in ms: the configured clock plus the control API's offset. */
  now(): number;
  /** Shifts the server clock (control API), for stale-timestamp and expiry tests. */
  setClockOffset(ms: number): void;
  readonly clockOffset: number;
  site(siteCode: string): SiteRuntime;
  user(siteCode: string, username: string): UserRecord | undefined;
  putUser(user: UserRecord): void;
  /** Counts one application of an effect (exactly-once checks read these). */
  effect(key: string): number;
  nextOrderId(): string;
  nextUserId(): number;
  /** Changes whenever data that static files show changes, so they are made again. */
  readonly dataVersion: number;
  bumpDataVersion(): void;
  /** A timer that `close` cancels (order completion, jackpots). */
  later(ms: number, task: () => void | Promise<void>): void;
  /** Writes changed collections; logs instead of throwing, so a full disk does not kill a request. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

// Order ids start above 2^53 so a client that reads them as numbers loses digits visibly.
const ORDER_ID_BASE = 9_007_199_254_740_993n;
const MSG_ID_BASE = 10_000_000_000_000_000_000n;

export function userKey(siteCode: string, username: string): string {
  return `${siteCode}:${username.toLowerCase()}`;
}

export interface CreateHallOptions {
  readonly options: ResolvedOptions;
  readonly world: World;
  readonly store: JsonStore<StoreData>;
  readonly log: FastifyBaseLogger;
}

export function createHall({ options, world, store, log }: CreateHallOptions): Hall {
  let offset = 0;
  let dataVersion = 1;
  const timers = new Set<NodeJS.Timeout>();
  const pending = new Set<Promise<void>>();
  const now = (): number => options.now() + offset;
  const meta = store.data.meta;
  const nextMsgId = (): string => {
    meta.nextMsgSeq++;
    store.touch('meta');
    return String(MSG_ID_BASE + BigInt(meta.nextMsgSeq));
  };
  const noticeFaults = createNoticeFaultRegistry();
  const notices = createNoticeHub({ store, now, nextMsgId, faults: noticeFaults });

  const hall: Hall = {
    options,
    world,
    store,
    log,
    notices,
    noticeFaults,
    risk: createRisk(now),
    identity: createIdentityProvider(world.sites, now),
    sports: createSportsDesk(now),
    urls: { api: [], oss: [], control: undefined },
    now,
    setClockOffset(ms) {
      offset = ms;
    },
    get clockOffset() {
      return offset;
    },
    site(siteCode) {
      let runtime = store.data.sites[siteCode];
      if (!runtime) {
        runtime = { status: 'normal' };
        store.data.sites[siteCode] = runtime;
      }
      return runtime;
    },
    user(siteCode, username) {
      return store.data.users[userKey(siteCode, username)];
    },
    putUser(user) {
      store.data.users[userKey(user.siteCode, user.username)] = user;
      store.touch('users');
    },
    effect(key) {
      const count = (store.data.effects[key] ?? 0) + 1;
      store.data.effects[key] = count;
      store.touch('effects');
      if (count > 1) log.error({ effect: key, count }, 'effect applied more than once');
      return count;
    },
    nextOrderId() {
      meta.nextOrderSeq++;
      store.touch('meta');
      return String(ORDER_ID_BASE + BigInt(meta.nextOrderSeq));
    },
    nextUserId() {
      meta.nextUserId++;
      store.touch('meta');
      return meta.nextUserId;
    },
    get dataVersion() {
      return dataVersion;
    },
    bumpDataVersion() {
      dataVersion++;
    },
    later(ms, task) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        const run = Promise.resolve()
          .then(task)
          .then(() => hall.flush())
          .catch((error: unknown) => log.error({ err: error }, 'scheduled task failed'))
          .finally(() => pending.delete(run));
        pending.add(run);
      }, ms);
      timers.add(timer);
    },
    async flush() {
      try {
        await store.flush();
      } catch (error) {
        log.error({ err: error }, 'could not write the data folder');
      }
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...pending]);
      await hall.flush();
    },
  };
  return hall;
}

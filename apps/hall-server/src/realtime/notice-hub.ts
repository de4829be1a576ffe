// Notices with msgId: stored per user until acknowledged, written to every socket of that
// user, and written again to a socket that authenticates later (redelivery after reconnect).
// Broadcasts (jackpot, pay marquee) go to every socket of the site and are not kept.
import type { NoticeType } from '@lobbykit/contract';
import type { JsonStore } from '../store/json-store';
import type { NoticeRecord, StoreData } from '../store/records';
import type { NoticeFaultRegistry } from './notice-faults';

/** One authenticated socket, as the hub sees it. */
export interface NoticeConnection {
  readonly id: number;
  readonly siteCode: string;
  /** Null for a visitor's socket (broadcasts only). */
  readonly username: string | null;
  readonly token: string | null;
  readonly domain: string;
  readonly connectedAt: number;
  send(frame: string): void;
  close(code: number, reason: string): void;
  terminate(): void;
}

interface NoticeInput {
  readonly siteCode: string;
  /** Null broadcasts to the whole site. */
  readonly username: string | null;
  readonly type: NoticeType;
  readonly data: Record<string, unknown>;
}

export interface NoticeCounters {
  pushed: number;
  writes: number;
  redeliveries: number;
  acks: number;
  duplicateAcks: number;
  unknownAcks: number;
  /** Notices written a second time by a `duplicate` notice fault. */
  faultDuplicates: number;
  /** Acks read and dropped, with their socket, by a `drop-before-ack` notice fault. */
  droppedAcks: number;
}

export interface NoticeHub {
  push(input: NoticeInput): NoticeRecord;
  /** Writes a notice to the sockets of one session only, without keeping it (multipleLogin). */
  pushToSession(token: string, input: Omit<NoticeInput, 'username'>): NoticeRecord;
  /** Records an ack; false when the msgId is unknown for this socket. */
  ack(connection: NoticeConnection, msgId: string): boolean;
  /** Unacknowledged notices of a user, oldest first. */
  pending(siteCode: string, username: string): NoticeRecord[];
  attach(connection: NoticeConnection): void;
  detach(connection: NoticeConnection): void;
  connections(): readonly NoticeConnection[];
  readonly counters: NoticeCounters;
  resetCounters(): void;
}

export interface NoticeHubOptions {
  readonly store: JsonStore<StoreData>;
  readonly now: () => number;
  readonly nextMsgId: () => string;
  /** Faults the control API injects into writes and acks. @default none */
  readonly faults?: NoticeFaultRegistry;
}

// Acknowledged notices are kept a while so a late duplicate ack is recognised, then pruned.
const ACKED_KEEP_MS = 10 * 60_000;
/** Acknowledged notices kept, all players together (the oldest go first). */
const MAX_ACKED_KEPT = 2000;
/**
 * Unacknowledged notices kept per player. Past it that player's oldest go, never another's:
 * with one shared cap, a player's own traffic (or a script's) would push every other
 * player's undelivered notices out before they reconnect.
 */
export const MAX_PENDING_PER_USER = 200;
/** Ids of broadcasts remembered per socket for its acks; a socket that never acks keeps the newest. */
const MAX_TRANSIENT_PER_SOCKET = 500;

function noticeFrame(record: Pick<NoticeRecord, 'msgId' | 'type' | 'data'>): string {
  return JSON.stringify({ event: 'notice', msgId: record.msgId, type: record.type, data: record.data });
}

export function createNoticeHub(options: NoticeHubOptions): NoticeHub {
  const { store, now } = options;
  const sockets = new Set<NoticeConnection>();
  // Broadcasts and session notices are not stored; remember their ids per socket for acks.
  const transient = new Map<number, Set<string>>();
  const counters: NoticeCounters = {
    pushed: 0,
    writes: 0,
    redeliveries: 0,
    acks: 0,
    duplicateAcks: 0,
    unknownAcks: 0,
    faultDuplicates: 0,
    droppedAcks: 0,
  };
  // Per socket, the notices whose ack a `drop-before-ack` fault turns into a dead connection.
  const dropOnAck = new Map<number, Set<string>>();

  const write = (connection: NoticeConnection, record: NoticeRecord): void => {
    const frame = noticeFrame(record);
    connection.send(frame);
    counters.writes++;
    const fault = options.faults?.take({
      type: record.type,
      siteCode: record.siteCode,
      username: record.username ?? connection.username,
    });
    if (fault?.kind === 'duplicate') {
      connection.send(frame);
      counters.writes++;
      counters.faultDuplicates++;
    } else if (fault?.kind === 'drop-before-ack' && record.username !== null) {
      // Only a stored notice: it comes again on the next connection, as after a real crash.
      let ids = dropOnAck.get(connection.id);
      if (!ids) dropOnAck.set(connection.id, (ids = new Set()));
      ids.add(record.msgId);
    }
  };

  /** Makes room for one more notice of this player (the list is oldest first). */
  const prune = (siteCode: string, username: string): void => {
    const list = store.data.notices;
    const cutoff = now() - ACKED_KEEP_MS;
    const isTheirs = (notice: NoticeRecord) =>
      notice.ackedAt === undefined && notice.siteCode === siteCode && notice.username === username;
    let ackedOver =
      list.filter((notice) => notice.ackedAt !== undefined && notice.ackedAt > cutoff).length -
      MAX_ACKED_KEPT;
    let theirsOver = list.filter(isTheirs).length - (MAX_PENDING_PER_USER - 1);
    store.data.notices = list.filter((notice) => {
      if (notice.ackedAt !== undefined) return notice.ackedAt > cutoff && ackedOver-- <= 0;
      return !isTheirs(notice) || theirsOver-- <= 0;
    });
  };

  const makeRecord = (input: NoticeInput): NoticeRecord => ({
    msgId: options.nextMsgId(),
    siteCode: input.siteCode,
    username: input.username,
    type: input.type,
    data: input.data,
    createdAt: now(),
    deliveries: 0,
  });

  const remember = (connection: NoticeConnection, msgId: string): void => {
    let ids = transient.get(connection.id);
    if (!ids) transient.set(connection.id, (ids = new Set()));
    ids.add(msgId);
    if (ids.size > MAX_TRANSIENT_PER_SOCKET) ids.delete(ids.values().next().value!);
  };

  return {
    counters,
    push(input) {
      const record = makeRecord(input);
      counters.pushed++;
      if (input.username === null) {
        for (const connection of sockets) {
          if (connection.siteCode !== input.siteCode) continue;
          remember(connection, record.msgId);
          write(connection, record);
          record.deliveries++;
        }
        return record;
      }
      prune(input.siteCode, input.username);
      store.data.notices.push(record);
      for (const connection of sockets) {
        if (connection.siteCode === input.siteCode && connection.username === input.username) {
          write(connection, record);
          record.deliveries++;
        }
      }
      store.touch('notices');
      return record;
    },
    pushToSession(token, input) {
      const record = makeRecord({ ...input, username: null });
      counters.pushed++;
      for (const connection of sockets) {
        if (connection.token !== token) continue;
        remember(connection, record.msgId);
        write(connection, record);
        record.deliveries++;
      }
      return record;
    },
    ack(connection, msgId) {
      if (dropOnAck.get(connection.id)?.delete(msgId)) {
        counters.droppedAcks++;
        connection.terminate();
        return true;
      }
      if (transient.get(connection.id)?.delete(msgId)) {
        counters.acks++;
        return true;
      }
      const record = store.data.notices.find(
        (notice) =>
          notice.msgId === msgId &&
          notice.siteCode === connection.siteCode &&
          notice.username === connection.username,
      );
      if (!record) {
        counters.unknownAcks++;
        return false;
      }
      if (record.ackedAt !== undefined) {
        counters.duplicateAcks++;
        return true;
      }
      record.ackedAt = now();
      counters.acks++;
      store.touch('notices');
      return true;
    },
    pending(siteCode, username) {
      return store.data.notices.filter(
        (notice) =>
          notice.siteCode === siteCode && notice.username === username && notice.ackedAt === undefined,
      );
    },
    attach(connection) {
      sockets.add(connection);
      if (connection.username === null) return;
      for (const record of this.pending(connection.siteCode, connection.username)) {
        if (record.deliveries > 0) counters.redeliveries++;
        write(connection, record);
        record.deliveries++;
        store.touch('notices');
      }
    },
    detach(connection) {
      sockets.delete(connection);
      transient.delete(connection.id);
      dropOnAck.delete(connection.id);
    },
    connections() {
      return [...sockets];
    },
    resetCounters() {
      for (const key of Object.keys(counters) as (keyof NoticeCounters)[]) counters[key] = 0;
    },
  };
}

/**
 * Which notices of the notice centre a player has opened, kept in the browser for the last 5
 * accounts of a site, like the notice-frame choices (spec §9). The hall does not keep read
 * state, so this is the only place it lives. Storage can never break the lobby: a value that
 * does not read back is dropped, and a storage that throws only loses the notice being marked.
 */
import type { StorageLike } from '@lobbykit/contract';
import { FRAME_ACCOUNTS_KEPT } from './frame-store';

/** Read notices kept per account, the oldest dropped first: far more than a centre lists. */
export const NOTICE_READS_PER_ACCOUNT = 500;

/** The storage key of a site's read notices. */
export function noticeReadStorageKey(siteCode: string): string {
  return `lobbykit:notices-read:${siteCode}`;
}

// Longer values are not ours (5 accounts of 500 ids stay far below) and are not parsed.
const MAX_STORED_LENGTH = 256 * 1024;
const MAX_ACCOUNT_LENGTH = 100;
const MAX_ID_LENGTH = 64;
const FORMAT = 1;

interface StoredAccount {
  readonly account: string;
  /** Notice ids, oldest read first. */
  readonly ids: string[];
}

const isName = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isId = (value: unknown): value is string => isName(value, MAX_ID_LENGTH) && value !== '';

/** The stored accounts, or undefined when the value is not one this store wrote. */
export function parseNoticeReads(raw: unknown): StoredAccount[] | undefined {
  if (typeof raw !== 'string' || raw.length > MAX_STORED_LENGTH) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { v, accounts } = value as Partial<Record<string, unknown>>;
  if (v !== FORMAT || !Array.isArray(accounts)) return undefined;
  const kept: StoredAccount[] = [];
  for (const entry of accounts) {
    if (kept.length === FRAME_ACCOUNTS_KEPT) break;
    if (!Array.isArray(entry)) continue;
    const [account, ids] = entry as unknown[];
    if (!isName(account, MAX_ACCOUNT_LENGTH) || kept.some((known) => known.account === account)) continue;
    const valid = Array.isArray(ids) ? [...new Set(ids.filter(isId))] : [];
    kept.push({ account, ids: valid.slice(-NOTICE_READS_PER_ACCOUNT) });
  }
  return kept;
}

/** How many of `ids` are not in `read`. */
export function countUnread(ids: readonly string[], read: ReadonlySet<string>): number {
  return ids.filter((id) => !read.has(id)).length;
}

export interface NoticeReadStoreOptions {
  /** Where the read ids are kept (`localStorage`); every call may throw. */
  readonly storage: StorageLike | undefined;
  /** The site they belong to: one storage key per site. */
  readonly siteCode: string;
}

export interface NoticeReadStore {
  /** The notices the account has opened (empty for an account not kept). */
  readIds(account: string): ReadonlySet<string>;
  /** The account opened the notice; listeners hear of it when it was not read before. */
  markRead(account: string, id: string): void;
  /** Called after each new read; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Counts the new reads of this store: a snapshot for `useSyncExternalStore`. */
  revision(): number;
}

/**
 * The notice centre's read state of one site.
 * @example
 * const reads = createNoticeReadStore({ storage: localStorage, siteCode: 'demo' });
 * reads.markRead('alice', notice.id);
 */
export function createNoticeReadStore({ storage, siteCode }: NoticeReadStoreOptions): NoticeReadStore {
  const key = noticeReadStorageKey(siteCode);
  const listeners = new Set<() => void>();
  let revision = 0;

  const load = (): StoredAccount[] => {
    let raw: unknown;
    try {
      raw = storage?.getItem(key);
    } catch {
      return [];
    }
    if (raw === null || raw === undefined) return [];
    const accounts = parseNoticeReads(raw);
    if (accounts) return accounts;
    try {
      storage?.removeItem(key);
    } catch {
      // Removed or not, the value is read as empty and the next write replaces it.
    }
    return [];
  };

  return {
    readIds: (account) => new Set(load().find((known) => known.account === account)?.ids),
    markRead(account, id) {
      if (!isName(account, MAX_ACCOUNT_LENGTH) || !isId(id)) return;
      const accounts = load();
      const at = accounts.findIndex((known) => known.account === account);
      const entry = at === -1 ? { account, ids: [] } : accounts.splice(at, 1)[0]!;
      const wasRead = entry.ids.includes(id);
      const ids = [...entry.ids.filter((known) => known !== id), id].slice(-NOTICE_READS_PER_ACCOUNT);
      accounts.unshift({ account, ids });
      try {
        storage?.setItem(
          key,
          JSON.stringify({
            v: FORMAT,
            accounts: accounts.slice(0, FRAME_ACCOUNTS_KEPT).map((kept) => [kept.account, kept.ids]),
          }),
        );
      } catch {
        // A full or blocked storage only loses this read; the page still shows it read.
      }
      if (wasRead) return;
      revision += 1;
      for (const listener of [...listeners]) listener();
    },
    revision: () => revision,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

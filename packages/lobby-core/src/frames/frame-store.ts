/**
 * The player's notice-frame choices (read, "don't remind me again", "don't remind me after
 * login"), kept in the browser for the last 5 accounts of a site (spec §3, §9). Storage can
 * never break the lobby: a value that does not read back is dropped, and a storage that throws
 * only loses the choice being written.
 */
import type { Clock, NoticeFrameBox, StorageLike } from '@lobbykit/contract';
import { FRAME_LISTS, framesToShow, mergeFrames, type FrameChoice, type FrameChoices } from './frame-rules';

/**
 * Whose choices a visitor's are. A visitor has no username, and the hall never gives an account
 * an empty one, so the empty string cannot collide with a player; it counts as one account
 * among the 5 like any other.
 */
export const VISITOR_ACCOUNT = '';

/** Accounts whose choices are kept (spec §9); the least recently used goes first. */
export const FRAME_ACCOUNTS_KEPT = 5;

/** Choices kept per account, the oldest dropped first: the hall sends a handful of frames. */
export const FRAME_CHOICES_PER_ACCOUNT = 200;

/** How long a choice is kept when its frame gives no `storageExpirationTime` (spec §9: 7 days). */
export const FRAME_CHOICE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The storage key of a site's choices. */
export function frameStorageKey(siteCode: string): string {
  return `lobbykit:frames:${siteCode}`;
}

// Longer values are not ours (5 accounts of 200 choices stay far below) and are not parsed.
const MAX_STORED_LENGTH = 256 * 1024;
const MAX_ACCOUNT_LENGTH = 100;
const MAX_ID_LENGTH = 64;
const FORMAT = 1;

const READ = 1;
const AGAIN = 2;
const LOGIN = 4;
const ALL_FLAGS = READ | AGAIN | LOGIN;

interface StoredChoice {
  /** READ | AGAIN | LOGIN. */
  readonly flags: number;
  /** When it was last written. */
  readonly at: number;
  /** When it is dropped. */
  readonly until: number;
}

interface StoredAccount {
  readonly account: string;
  /** By frame id, oldest write first. */
  readonly choices: Map<string, StoredChoice>;
}

/*
 * The stored form, compact because localStorage is small and shared:
 * {"v":1,"accounts":[[account, [[id, flags, at, until], ...]], ...]}, most recently used
 * account first.
 */
type StoredForm = { v: number; accounts: [string, [string, number, number, number][]][] };

const isName = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function parseChoices(value: unknown, now: number): Map<string, StoredChoice> {
  const choices: [string, StoredChoice][] = [];
  if (!Array.isArray(value)) return new Map();
  for (const entry of value.slice(0, FRAME_CHOICES_PER_ACCOUNT * 2)) {
    if (!Array.isArray(entry)) continue;
    const [id, flags, at, until] = entry as unknown[];
    if (!isName(id, MAX_ID_LENGTH) || id === '') continue;
    if (typeof flags !== 'number' || !Number.isInteger(flags) || (flags & ~ALL_FLAGS) !== 0 || flags === 0)
      continue;
    if (!isTime(at) || !isTime(until) || until <= now) continue;
    choices.push([id, { flags, at, until }]);
  }
  choices.sort(([, a], [, b]) => a.at - b.at);
  return new Map(choices.slice(-FRAME_CHOICES_PER_ACCOUNT));
}

/** The stored accounts, or undefined when the value is not one this store wrote. */
function parseStored(raw: unknown, now: number): StoredAccount[] | undefined {
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
    const [account, choices] = entry as unknown[];
    if (!isName(account, MAX_ACCOUNT_LENGTH) || kept.some((known) => known.account === account)) continue;
    kept.push({ account, choices: parseChoices(choices, now) });
  }
  return kept;
}

function serialise(accounts: readonly StoredAccount[]): string {
  const form: StoredForm = {
    v: FORMAT,
    accounts: accounts.map(({ account, choices }) => [
      account,
      [...choices].map(([id, { flags, at, until }]) => [id, flags, at, until]),
    ]),
  };
  return JSON.stringify(form);
}

function choiceOf({ flags }: StoredChoice): FrameChoice {
  return {
    read: (flags & READ) !== 0,
    not_remind_again: (flags & AGAIN) !== 0,
    not_remind_login: (flags & LOGIN) !== 0,
  };
}

export interface FrameStoreOptions {
  /** Where the choices are kept (`localStorage`); every call may throw. */
  readonly storage: StorageLike | undefined;
  /** The site the choices belong to: one storage key per site. */
  readonly siteCode: string;
  /** Wall clock, compared with the hall's expiry times. @default Date.now */
  readonly clock?: Clock | undefined;
}

/** Which "don't remind me" the player chose. */
export type FrameDismissal = 'again' | 'login';

export interface FrameStore {
  /** The account's choices by frame id (empty for an account not kept). */
  choicesOf(account: string): FrameChoices;
  /**
   * The player has read the frame. `expiresAt` is the frame's `storageExpirationTime`; without
   * one the choice is kept for 7 days.
   */
  markRead(account: string, id: string, expiresAt?: number): void;
  /** "Don't remind me again" or "don't remind me after login"; `expiresAt` as for `markRead`. */
  dismiss(account: string, id: string, kind: FrameDismissal, expiresAt?: number): void;
  /** The account has logged in: its "not after login" choices end, so those frames show again. */
  loggedIn(account: string): void;
  /** The box's lists with the account's choices applied, less the ended and dismissed frames. */
  visibleFrames(account: string, box: NoticeFrameBox, now: number): NoticeFrameBox;
  /** The accounts kept, most recently used first. */
  accounts(): string[];
}

/**
 * The notice-frame choices of one site.
 * @example
 * const frames = createFrameStore({ storage: localStorage, siteCode: 'demo' });
 * frames.dismiss('alice', frame.id, 'login', frame.storageExpirationTime);
 */
export function createFrameStore({ storage, siteCode, clock = Date.now }: FrameStoreOptions): FrameStore {
  const key = frameStorageKey(siteCode);

  const load = (now: number): StoredAccount[] => {
    let raw: unknown;
    try {
      raw = storage?.getItem(key);
    } catch {
      return [];
    }
    if (raw === null || raw === undefined) return [];
    const accounts = parseStored(raw, now);
    if (accounts) return accounts;
    try {
      storage?.removeItem(key);
    } catch {
      // Removed or not, the value is read as empty and the next write replaces it.
    }
    return [];
  };

  const save = (accounts: readonly StoredAccount[]) => {
    try {
      storage?.setItem(key, serialise(accounts.slice(0, FRAME_ACCOUNTS_KEPT)));
    } catch {
      // A full or blocked storage only loses this choice.
    }
  };

  /** The account's entry, moved to the front (most recently used). */
  const touch = (accounts: StoredAccount[], account: string): StoredAccount => {
    const at = accounts.findIndex((known) => known.account === account);
    const entry = at === -1 ? { account, choices: new Map<string, StoredChoice>() } : accounts[at]!;
    if (at !== -1) accounts.splice(at, 1);
    accounts.unshift(entry);
    return entry;
  };

  const choose = (account: string, id: string, flag: number, expiresAt: number | undefined) => {
    if (!isName(account, MAX_ACCOUNT_LENGTH) || !isName(id, MAX_ID_LENGTH) || id === '') return;
    const now = clock();
    const until = isTime(expiresAt) ? expiresAt : now + FRAME_CHOICE_TTL_MS;
    if (until <= now) return;
    const accounts = load(now);
    const { choices } = touch(accounts, account);
    const flags = (choices.get(id)?.flags ?? 0) | flag;
    // Deleted first so the map keeps the oldest write first.
    choices.delete(id);
    choices.set(id, { flags, at: now, until });
    for (const oldest of choices.keys()) {
      if (choices.size <= FRAME_CHOICES_PER_ACCOUNT) break;
      choices.delete(oldest);
    }
    save(accounts);
  };

  const choicesOf = (account: string, now: number): FrameChoices => {
    const entry = load(now).find((known) => known.account === account);
    return new Map([...(entry?.choices ?? [])].map(([id, choice]) => [id, choiceOf(choice)]));
  };

  return {
    choicesOf: (account) => choicesOf(account, clock()),
    markRead: (account, id, expiresAt) => choose(account, id, READ, expiresAt),
    dismiss: (account, id, kind, expiresAt) =>
      choose(account, id, kind === 'again' ? AGAIN : LOGIN, expiresAt),
    loggedIn(account) {
      if (!isName(account, MAX_ACCOUNT_LENGTH)) return;
      const accounts = load(clock());
      const { choices } = touch(accounts, account);
      for (const [id, choice] of choices) {
        const flags = choice.flags & ~LOGIN;
        if (flags === 0) choices.delete(id);
        else choices.set(id, { ...choice, flags });
      }
      save(accounts);
    },
    visibleFrames(account, box, now) {
      const choices = choicesOf(account, now);
      const visible = { ...box };
      for (const list of FRAME_LISTS) visible[list] = framesToShow(mergeFrames(box[list], choices), now);
      return visible;
    },
    accounts: () => load(clock()).map(({ account }) => account),
  };
}

// What each page reads from its query string, validated: a value that does not fit is
// dropped, never passed on (spec §2: `gameCategoryId` is the home page's one parameter).
import { parseGameCategoryId } from '@lobbykit/lobby-core';
import type { WithdrawAccountKind } from '@lobbykit/contract';

/** The home page's extra tabs that live in the URL (`hot` is category 0, spec §1). */
export type HomeTab = 'recent' | 'favourites';

export interface HomeSearch {
  /** The category tab: a whole number 0..9999 (0: hot). */
  readonly gameCategoryId?: number | undefined;
  readonly tab?: HomeTab | undefined;
}

/** The sub-game page's scene tabs. */
export type ProviderScene = 'all' | 'hot';

export interface ProviderSearch {
  readonly scene?: ProviderScene | undefined;
}

export interface SearchPageSearch {
  /** The search term, trimmed; absent when empty. */
  readonly q?: string | undefined;
}

/** Longest search term kept (a game or provider name fits well inside it). */
export const SEARCH_TERM_MAX_LENGTH = 64;

type Raw = Readonly<Record<string, unknown>>;

const HOME_TABS: readonly string[] = ['recent', 'favourites'];

export function validateHomeSearch(raw: Raw): HomeSearch {
  const gameCategoryId = parseGameCategoryId(raw['gameCategoryId']);
  const tab = raw['tab'];
  return {
    ...(gameCategoryId === undefined ? {} : { gameCategoryId }),
    ...(typeof tab === 'string' && HOME_TABS.includes(tab) ? { tab: tab as HomeTab } : {}),
  };
}

export function validateProviderSearch(raw: Raw): ProviderSearch {
  const scene = raw['scene'];
  return scene === 'hot' || scene === 'all' ? { scene } : {};
}

/** A search term as the page uses it: trimmed, inner runs of spaces made one, cut to the limit. */
export function cleanSearchTerm(value: unknown): string {
  if (typeof value !== 'string') return '';
  // Control characters never belong in a search box; a pasted tab or new line becomes a space.
  // eslint-disable-next-line no-control-regex -- the characters to replace
  const controls = /[\u0000-\u001f\u007f]+/g;
  const text = value.replace(controls, ' ').replace(/\s+/g, ' ').trim();
  return [...text].slice(0, SEARCH_TERM_MAX_LENGTH).join('').trim();
}

export function validateSearchPageSearch(raw: Raw): SearchPageSearch {
  const q = cleanSearchTerm(raw['q']);
  return q === '' ? {} : { q };
}

/** The withdraw page's `current`: the receiving-account kind a new account starts on. */
export type WithdrawCurrent = WithdrawAccountKind;

// The contract's withdrawAccountKinds, written out: this file is in the home's first JavaScript.
const ACCOUNT_KINDS: readonly WithdrawAccountKind[] = ['bank', 'ewallet', 'crypto'];

export interface WithdrawSearch {
  readonly current?: WithdrawCurrent | undefined;
}

/** The security page's `current`: the form it opens on (none: the list). */
export type SecurityCurrent =
  'loginPassword' | 'withdrawPassword' | 'phone' | 'email' | 'googleAuth' | 'selfExclusion';

const SECURITY_CURRENTS: readonly SecurityCurrent[] = [
  'loginPassword',
  'withdrawPassword',
  'phone',
  'email',
  'googleAuth',
  'selfExclusion',
];

export interface SecuritySearch {
  readonly current?: SecurityCurrent | undefined;
  /** `isCallbackWithdraw=1` (or `true`): the withdraw page sent the player here for its password. */
  readonly isCallbackWithdraw?: boolean | undefined;
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

export function validateWithdrawSearch(raw: Raw): WithdrawSearch {
  const current = oneOf(raw['current'], ACCOUNT_KINDS);
  return current === undefined ? {} : { current };
}

export function validateSecuritySearch(raw: Raw): SecuritySearch {
  const current = oneOf(raw['current'], SECURITY_CURRENTS);
  const callback = raw['isCallbackWithdraw'];
  return {
    ...(current === undefined ? {} : { current }),
    ...(callback === '1' || callback === 'true' ? { isCallbackWithdraw: true } : {}),
  };
}

/** The notice centre's `noticeType`: 1 system, 2 announcement, 3 promotion (contract's hallNoticeTypes). */
export type NoticeType = 1 | 2 | 3;

export interface NoticeSearch {
  readonly noticeType?: NoticeType | undefined;
}

// The contract's hallNoticeTypes, written out: this file is in the home's first JavaScript.
const NOTICE_TYPES: readonly string[] = ['1', '2', '3'];

/** `noticeType` as the page uses it; anything but 1, 2 or 3 is dropped (the first tab shows). */
export function validateNoticeSearch(raw: Raw): NoticeSearch {
  const type = raw['noticeType'];
  return typeof type === 'string' && NOTICE_TYPES.includes(type)
    ? { noticeType: Number(type) as NoticeType }
    : {};
}

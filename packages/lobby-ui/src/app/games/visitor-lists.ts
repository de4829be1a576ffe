// The two lists the lobby remembers for a visitor: games opened recently (the "recent" tab)
// and recent searches (the search page's history).
import type { GameSummary, StorageLike } from '@lobbykit/contract';
import { cleanSearchTerm } from '../router/validate-search';
import { createStoredList, type StoredList } from './stored-list';

export const RECENT_GAMES_KEY = 'lobbykit:recent-games';
export const RECENT_GAMES_MAX = 24;
export const SEARCH_HISTORY_KEY = 'lobbykit:search-history';
const SEARCH_HISTORY_MAX = 10;

/** What a recent game keeps: enough to draw its card and open it again. */
export type RecentGame = Pick<GameSummary, 'gameId' | 'gameCode' | 'name' | 'providerCode'> &
  Partial<Pick<GameSummary, 'img' | 'providerName' | 'demo' | 'hot' | 'new' | 'recommendStatus'>>;

const text = (value: unknown, max = 200) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

/** A stored entry as a recent game: known fields of the right types only. */
function readRecentGame(entry: unknown): RecentGame | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const e = entry as Record<string, unknown>;
  const gameId = text(e['gameId'], 64);
  const gameCode = text(e['gameCode'], 64);
  const name = text(e['name']);
  const providerCode = text(e['providerCode'], 64);
  if (!gameId || !gameCode || !name || !providerCode) return undefined;
  const game: Record<string, unknown> = { gameId, gameCode, name, providerCode };
  const img = text(e['img'], 2048);
  const providerName = text(e['providerName']);
  if (img !== undefined) game['img'] = img;
  if (providerName !== undefined) game['providerName'] = providerName;
  for (const key of ['demo', 'hot', 'new', 'recommendStatus'] as const) {
    const value = flag(e[key]);
    if (value !== undefined) game[key] = value;
  }
  return game as RecentGame;
}

export function recentGameOf(game: RecentGame): RecentGame {
  return (
    readRecentGame(game) ?? {
      gameId: game.gameId,
      gameCode: game.gameCode,
      name: game.name,
      providerCode: game.providerCode,
    }
  );
}

export function createRecentGames(storage: StorageLike | undefined): StoredList<RecentGame> {
  return createStoredList(storage, {
    key: RECENT_GAMES_KEY,
    max: RECENT_GAMES_MAX,
    read: readRecentGame,
    same: (a, b) => a.gameId === b.gameId,
  });
}

export function createSearchHistory(storage: StorageLike | undefined): StoredList<string> {
  return createStoredList(storage, {
    key: SEARCH_HISTORY_KEY,
    max: SEARCH_HISTORY_MAX,
    read: (entry) => {
      const term = cleanSearchTerm(entry);
      return term === '' ? undefined : term;
    },
    same: (a, b) => a.toLowerCase() === b.toLowerCase(),
  });
}

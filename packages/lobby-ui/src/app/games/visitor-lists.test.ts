import type { GameSummary } from '@lobbykit/contract';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { describe, expect, it, vi } from 'vitest';
import {
  createRecentGames,
  createSearchHistory,
  RECENT_GAMES_KEY,
  RECENT_GAMES_MAX,
  recentGameOf,
  SEARCH_HISTORY_KEY,
} from './visitor-lists';

const game = (n: number): GameSummary => ({
  gameId: String(n),
  gameCode: `G${n}`,
  name: `Game ${n}`,
  providerCode: 'HBR',
  img: `/g/${n}.png`,
  demo: true,
  minimumEntryBalance: 5,
});

describe('createRecentGames', () => {
  describe('when games are opened', () => {
    it('keeps the newest first, each once, and remembers them', () => {
      const storage = memoryStorage();
      const recent = createRecentGames(storage);
      recent.add(recentGameOf(game(1)));
      recent.add(recentGameOf(game(2)));
      recent.add(recentGameOf(game(1)));
      expect(recent.items().map((g) => g.gameId)).toEqual(['1', '2']);
      expect(
        createRecentGames(storage)
          .items()
          .map((g) => g.gameId),
      ).toEqual(['1', '2']);
    });

    it('keeps only the card fields', () => {
      expect(recentGameOf(game(1))).toEqual({
        gameId: '1',
        gameCode: 'G1',
        name: 'Game 1',
        providerCode: 'HBR',
        img: '/g/1.png',
        demo: true,
      });
    });

    it('keeps at most RECENT_GAMES_MAX', () => {
      const recent = createRecentGames(memoryStorage());
      for (let n = 0; n < RECENT_GAMES_MAX + 5; n += 1) recent.add(recentGameOf(game(n)));
      expect(recent.items()).toHaveLength(RECENT_GAMES_MAX);
    });

    it('tells subscribers', () => {
      const recent = createRecentGames(memoryStorage());
      const listener = vi.fn();
      recent.subscribe(listener);
      recent.add(recentGameOf(game(1)));
      expect(listener).toHaveBeenCalledTimes(1);
    });
  });

  describe('when storage holds something broken', () => {
    it.each(['{not json', '"text"', '{"a":1}', 'null'])('starts empty from %j', (raw) => {
      expect(createRecentGames(memoryStorage({ [RECENT_GAMES_KEY]: raw })).items()).toEqual([]);
    });

    it('skips entries that are not games and fields of the wrong type', () => {
      const raw = JSON.stringify([
        null,
        { gameId: 1, gameCode: 'x', name: 'n', providerCode: 'p' },
        { gameId: '2', gameCode: 'G2', name: 'Two', providerCode: 'P', demo: 'yes', img: 7 },
      ]);
      expect(createRecentGames(memoryStorage({ [RECENT_GAMES_KEY]: raw })).items()).toEqual([
        { gameId: '2', gameCode: 'G2', name: 'Two', providerCode: 'P' },
      ]);
    });
  });

  describe('when storage throws', () => {
    it('still keeps the list for the visit', () => {
      const recent = createRecentGames(memoryStorage({}, { failWith: new Error('quota') }));
      recent.add(recentGameOf(game(1)));
      expect(recent.items()).toHaveLength(1);
    });
  });
});

describe('createSearchHistory', () => {
  describe('when terms are searched', () => {
    it('keeps them cleaned, newest first, case-insensitively once', () => {
      const history = createSearchHistory(memoryStorage());
      history.add('lucky');
      history.add('Fortune');
      history.add('LUCKY');
      expect(history.items()).toEqual(['LUCKY', 'Fortune']);
    });
  });

  describe('when deleted all', () => {
    it('forgets them in storage too', () => {
      const storage = memoryStorage();
      const history = createSearchHistory(storage);
      history.add('lucky');
      history.clear();
      expect(history.items()).toEqual([]);
      expect(storage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    });
  });

  describe('when storage holds hostile entries', () => {
    it('skips what is not a term', () => {
      const raw = JSON.stringify(['  ok  ', 5, '', { q: 'x' }]);
      expect(createSearchHistory(memoryStorage({ [SEARCH_HISTORY_KEY]: raw })).items()).toEqual(['ok']);
    });
  });
});

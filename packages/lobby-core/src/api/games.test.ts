import type { GameList } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { gamesOfPages, nextGamePage } from './games';

const game = (id: string) => ({ gameId: id, gameCode: id, name: id, providerCode: 'P' });
const page = (ids: string[], total: number): GameList => ({ list: ids.map(game), total });

describe('nextGamePage', () => {
  describe.each([
    ['more games are left', [page(['1', '2'], 5)], 2],
    ['every game is loaded', [page(['1', '2'], 4), page(['3', '4'], 4)], undefined],
    ['the last page came back empty', [page(['1', '2'], 9), page([], 9)], undefined],
  ])('when %s', (_what, pages, next) => {
    it(`answers ${String(next)}`, () => {
      expect(nextGamePage(pages.at(-1)!, pages, pages.length)).toBe(next);
    });
  });
});

describe('gamesOfPages', () => {
  describe('when a game moved to the next page between two calls', () => {
    it('lists it once, in its first place, with the latest total', () => {
      const { games, total } = gamesOfPages({ pages: [page(['1', '2'], 5), page(['2', '3'], 6)] });
      expect(games.map((entry) => entry.gameId)).toEqual(['1', '2', '3']);
      expect(total).toBe(6);
    });
  });

  describe('when nothing is loaded', () => {
    it('answers an empty list', () => {
      expect(gamesOfPages(undefined)).toEqual({ games: [], total: 0 });
    });
  });
});

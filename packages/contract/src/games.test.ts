import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  gameCategorySchema,
  gameListSchema,
  gameProviderSchema,
  gameSummarySchema,
  jackpotPoolSchema,
} from './games';

const game = {
  gameId: 1001,
  gameCode: 'hbr-001',
  name: 'Lucky Harbor',
  providerCode: 'HBR',
  categoryId: '1',
  category: 'electronic',
  hot: 1,
  new: '0',
  demo: true,
  img: '/games/hbr-001.png',
  sort: 3,
};

describe('gameCategorySchema', () => {
  describe('when the category is valid', () => {
    it('reads the id and count as numbers', () => {
      expect(v.parse(gameCategorySchema, { id: '2', key: 'chess', name: 'Chess', count: '30' })).toEqual({
        id: 2,
        key: 'chess',
        name: 'Chess',
        count: 30,
      });
    });
  });

  describe('when the key is missing', () => {
    it('reports it at its path', () => {
      const result = v.safeParse(gameCategorySchema, { id: 1, name: 'Slots' });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('key');
    });
  });
});

describe('gameProviderSchema', () => {
  describe('when the categories are null', () => {
    it('gives an empty list', () => {
      expect(v.parse(gameProviderSchema, { code: 'HBR', name: 'Harbor Reels', categories: null })).toEqual({
        code: 'HBR',
        name: 'Harbor Reels',
        categories: [],
      });
    });
  });

  describe('when a category is not a string', () => {
    it('fails', () => {
      expect(v.safeParse(gameProviderSchema, { code: 'HBR', name: 'H', categories: [1] }).success).toBe(
        false,
      );
    });
  });
});

describe('gameSummarySchema', () => {
  describe('when the game is valid', () => {
    it('keeps the id as a string and reads wire flags', () => {
      expect(v.parse(gameSummarySchema, game)).toMatchObject({
        gameId: '1001',
        categoryId: 1,
        hot: true,
        new: false,
        demo: true,
      });
    });
  });

  describe('when the game code is missing', () => {
    it('reports it at its path', () => {
      const result = v.safeParse(gameSummarySchema, { ...game, gameCode: undefined });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('gameCode');
    });
  });
});

describe('gameListSchema', () => {
  describe('when the page is valid', () => {
    it('parses every game and the totals', () => {
      const out = v.parse(gameListSchema, { list: [game], total: '204', page: 1, pageSize: 60 });
      expect(out.total).toBe(204);
      expect(out.list[0]?.gameId).toBe('1001');
    });
  });

  describe('when one game is malformed', () => {
    it('reports its index', () => {
      const result = v.safeParse(gameListSchema, { list: [game, { ...game, name: 5 }], total: 2 });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('list.1.name');
    });
  });
});

describe('jackpotPoolSchema', () => {
  describe('when the pool is valid', () => {
    it('reads the amount as a number', () => {
      expect(v.parse(jackpotPoolSchema, { poolId: 7, amount: '250000.25', currency: 'THB' })).toEqual({
        poolId: '7',
        amount: 250_000.25,
        currency: 'THB',
        name: undefined,
      });
    });
  });

  describe('when the amount is not a number', () => {
    it('fails', () => {
      expect(v.safeParse(jackpotPoolSchema, { poolId: 'p', amount: 'lots' }).success).toBe(false);
    });
  });
});

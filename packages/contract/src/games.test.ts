import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  gameCategorySchema,
  gameLaunchSchema,
  gameListSchema,
  gameProviderSchema,
  gameSummarySchema,
  hotSearchSchema,
  jackpotAmountAt,
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

  describe('when the provider carries its logo and flags', () => {
    it('reads wire flags and numbers', () => {
      expect(
        v.parse(gameProviderSchema, {
          code: 'VLT',
          name: 'Velvet Live',
          categories: ['live'],
          logo: '/provider-logos/VLT.png',
          gameCount: '40',
          maintainStatus: 1,
          demoModeSupport: '0',
          minimumEntryBalance: '20',
          sort: 12,
        }),
      ).toMatchObject({
        gameCount: 40,
        maintainStatus: true,
        demoModeSupport: false,
        minimumEntryBalance: 20,
      });
    });
  });

  describe('when a flag is not a flag', () => {
    it('fails at its path', () => {
      const result = v.safeParse(gameProviderSchema, {
        code: 'HBR',
        name: 'H',
        categories: [],
        maintainStatus: 'maybe',
      });
      expect(v.getDotPath(result.issues![0])).toBe('maintainStatus');
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

  describe('when the game carries the lobby marks', () => {
    it('reads recommend, maintenance and the minimum entry balance', () => {
      expect(
        v.parse(gameSummarySchema, {
          ...game,
          recommendStatus: '1',
          maintainStatus: 0,
          minimumEntryBalance: '5',
        }),
      ).toMatchObject({ recommendStatus: true, maintainStatus: false, minimumEntryBalance: 5 });
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

describe('hotSearchSchema', () => {
  describe('when the list is valid', () => {
    it('reads the words and the games', () => {
      const out = v.parse(hotSearchSchema, { keywords: ['tiger', 'fortune'], games: [game] });
      expect(out.keywords).toEqual(['tiger', 'fortune']);
      expect(out.games[0]?.gameId).toBe('1001');
    });
  });

  describe('when a word is not a string', () => {
    it('fails at its path', () => {
      const result = v.safeParse(hotSearchSchema, { keywords: ['a', 2], games: [] });
      expect(v.getDotPath(result.issues![0])).toBe('keywords.1');
    });
  });
});

describe('gameLaunchSchema', () => {
  describe('when the launch is valid', () => {
    it('reads the url, the mode and the balance', () => {
      expect(
        v.parse(gameLaunchSchema, {
          gameUrl: 'http://127.0.0.1:7300/play/hbr-electronic-001?demo=1',
          gameId: 30001,
          mode: 'demo',
          balance: '2000',
        }),
      ).toEqual({
        gameUrl: 'http://127.0.0.1:7300/play/hbr-electronic-001?demo=1',
        gameId: '30001',
        mode: 'demo',
        balance: 2000,
      });
    });
  });

  describe('when the url is empty or the mode unknown', () => {
    it('fails', () => {
      expect(v.safeParse(gameLaunchSchema, { gameUrl: '' }).success).toBe(false);
      expect(v.safeParse(gameLaunchSchema, { gameUrl: '/play/x', mode: 'free' }).success).toBe(false);
    });
  });
});

describe('jackpotAmountAt', () => {
  describe('when the pool grows', () => {
    it('adds the growth of the elapsed time, to the cent', () => {
      const pool = { poolId: 'grand', amount: 100, growthPerSecond: 0.75 };
      expect(jackpotAmountAt(pool, 4_000)).toBe(103);
      expect(jackpotAmountAt(pool, 1_001)).toBe(100.75);
    });
  });

  describe('when the pool has no growth or no time passed', () => {
    it('answers the amount itself', () => {
      expect(jackpotAmountAt({ poolId: 'p', amount: 5 }, 10_000)).toBe(5);
      expect(jackpotAmountAt({ poolId: 'p', amount: 5, growthPerSecond: 1 }, -10)).toBe(5);
      expect(jackpotAmountAt({ poolId: 'p', amount: 5, growthPerSecond: 1 }, Number.NaN)).toBe(5);
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
        growthPerSecond: undefined,
        image: undefined,
      });
    });
  });

  describe('when the amount is not a number', () => {
    it('fails', () => {
      expect(v.safeParse(jackpotPoolSchema, { poolId: 'p', amount: 'lots' }).success).toBe(false);
    });
  });
});

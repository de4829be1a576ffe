import { describe, expect, it } from 'vitest';
import {
  cleanSearchTerm,
  SEARCH_TERM_MAX_LENGTH,
  validateHomeSearch,
  validateProviderSearch,
  validateSearchPageSearch,
} from './validate-search';

describe('validateHomeSearch', () => {
  describe('when gameCategoryId is a whole number 0..9999', () => {
    it('keeps it as a number', () => {
      expect(validateHomeSearch({ gameCategoryId: '3' })).toEqual({ gameCategoryId: 3 });
      expect(validateHomeSearch({ gameCategoryId: '0' })).toEqual({ gameCategoryId: 0 });
    });
  });

  describe('when gameCategoryId is anything else', () => {
    it.each(['', '-1', '3.5', '10000', '3abc', '<script>', ' 3', '0x10'])('drops %j', (value) => {
      expect(validateHomeSearch({ gameCategoryId: value })).toEqual({});
    });

    it('drops non-text values', () => {
      expect(validateHomeSearch({ gameCategoryId: ['3'] })).toEqual({});
    });
  });

  describe('when tab is given', () => {
    it('keeps recent and favourites only', () => {
      expect(validateHomeSearch({ tab: 'recent' })).toEqual({ tab: 'recent' });
      expect(validateHomeSearch({ tab: 'favourites', gameCategoryId: '2' })).toEqual({
        tab: 'favourites',
        gameCategoryId: 2,
      });
      expect(validateHomeSearch({ tab: 'admin' })).toEqual({});
    });
  });

  describe('when other parameters come along', () => {
    it('returns none of them', () => {
      expect(validateHomeSearch({ evil: '<script>', cid: 'abc' })).toEqual({});
    });
  });
});

describe('validateProviderSearch', () => {
  describe('when scene is all or hot', () => {
    it('keeps it', () => {
      expect(validateProviderSearch({ scene: 'hot' })).toEqual({ scene: 'hot' });
      expect(validateProviderSearch({ scene: 'all' })).toEqual({ scene: 'all' });
    });
  });

  describe('when scene is anything else', () => {
    it('drops it', () => {
      expect(validateProviderSearch({ scene: 'HOT' })).toEqual({});
      expect(validateProviderSearch({})).toEqual({});
    });
  });
});

describe('validateSearchPageSearch', () => {
  describe('when q has spaces around and inside', () => {
    it('trims it and makes inner runs one space', () => {
      expect(validateSearchPageSearch({ q: '  lucky \t\n 7  ' })).toEqual({ q: 'lucky 7' });
    });
  });

  describe('when q is empty or blank', () => {
    it('leaves q out', () => {
      expect(validateSearchPageSearch({ q: '   ' })).toEqual({});
      expect(validateSearchPageSearch({})).toEqual({});
    });
  });

  describe('when q is too long', () => {
    it('cuts it to the limit without splitting a character', () => {
      const long = '🎰'.repeat(100);
      const q = cleanSearchTerm(long);
      expect([...q]).toHaveLength(SEARCH_TERM_MAX_LENGTH);
      expect(q.endsWith('🎰')).toBe(true);
    });
  });

  describe('when q carries markup', () => {
    it('keeps it as text for React to escape', () => {
      expect(validateSearchPageSearch({ q: '<img src=x>' })).toEqual({ q: '<img src=x>' });
    });
  });
});

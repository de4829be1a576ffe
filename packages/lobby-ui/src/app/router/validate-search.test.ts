import { describe, expect, it } from 'vitest';
import {
  cleanSearchTerm,
  SEARCH_TERM_MAX_LENGTH,
  validateHomeSearch,
  validateProviderSearch,
  validateSearchPageSearch,
  validateSecuritySearch,
  validateNoticeSearch,
  validateWithdrawSearch,
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

describe('validateWithdrawSearch', () => {
  describe('when current is a receiving-account kind', () => {
    it.each(['bank', 'ewallet', 'crypto'])('keeps %j', (kind) => {
      expect(validateWithdrawSearch({ current: kind })).toEqual({ current: kind });
    });
  });

  describe('when current is anything else', () => {
    it.each(['', 'Bank', 'paypal', '<img src=x>', 'bank '])('drops %j', (value) => {
      expect(validateWithdrawSearch({ current: value })).toEqual({});
    });

    it('drops non-text values and other parameters', () => {
      expect(validateWithdrawSearch({ current: ['bank'], amount: '100' })).toEqual({});
    });
  });
});

describe('validateSecuritySearch', () => {
  describe('when current names a form of the page', () => {
    it.each(['withdrawPassword', 'phone', 'email', 'googleAuth', 'selfExclusion'])('keeps %j', (form) => {
      expect(validateSecuritySearch({ current: form })).toEqual({ current: form });
    });
  });

  describe('when isCallbackWithdraw is given', () => {
    it('keeps 1 and true as a flag', () => {
      expect(validateSecuritySearch({ current: 'withdrawPassword', isCallbackWithdraw: '1' })).toEqual({
        current: 'withdrawPassword',
        isCallbackWithdraw: true,
      });
      expect(validateSecuritySearch({ isCallbackWithdraw: 'true' })).toEqual({ isCallbackWithdraw: true });
    });

    it.each(['0', 'false', '', 'javascript:alert(1)', 'https://evil.example'])('drops %j', (value) => {
      expect(validateSecuritySearch({ isCallbackWithdraw: value })).toEqual({});
    });
  });

  describe('when current is anything else', () => {
    it.each(['LoginPassword', 'admin', '__proto__', 'phone\n'])('drops %j', (value) => {
      expect(validateSecuritySearch({ current: value })).toEqual({});
    });
  });
});

describe('validateNoticeSearch', () => {
  describe('when noticeType is 1, 2 or 3', () => {
    it.each([
      ['1', 1],
      ['2', 2],
      ['3', 3],
    ])('keeps %s', (value, type) => {
      expect(validateNoticeSearch({ noticeType: value })).toEqual({ noticeType: type });
    });
  });

  describe('when noticeType is anything else', () => {
    it.each([undefined, '', '0', '4', '01', '2 ', '1e0', ['1'], '<script>'])('drops %j', (value) => {
      expect(validateNoticeSearch({ noticeType: value })).toEqual({});
    });
  });
});

import { describe, expect, it } from 'vitest';
import { keepMarketingParams } from './keep-marketing-params';

describe('keepMarketingParams', () => {
  describe('when the current URL has marketing and other parameters', () => {
    it('carries the marketing ones to the destination and drops the rest', () => {
      const result = keepMarketingParams()(
        { id: '7', cid: 'abc', gclid: 'Cj0K', af_sub1: 'x', gameCategoryId: '3', evil: '<script>' },
        { q: 'lucky' },
      );
      expect(result).toEqual({ id: '7', cid: 'abc', gclid: 'Cj0K', af_sub1: 'x', q: 'lucky' });
    });

    it('drops marketing names with unsafe values', () => {
      expect(keepMarketingParams()({ cid: '<script>', id: 'a b' }, {})).toEqual({});
    });
  });

  describe('when the destination sets a marketing parameter itself', () => {
    it('keeps the destination value', () => {
      expect(keepMarketingParams()({ cid: 'old' }, { cid: 'new' })).toEqual({ cid: 'new' });
    });
  });

  describe('when the URL lost the parameters the visit landed with', () => {
    it('brings them back from the visit', () => {
      const keep = keepMarketingParams({ visit: () => ({ id: '7', pixelId: 'px1' }) });
      expect(keep({}, { gameCategoryId: 3 })).toEqual({
        id: '7',
        pixelId: 'px1',
        gameCategoryId: 3,
      });
    });
  });

  describe('when mock.* and fixed.* are in the URL', () => {
    it('drops them by default', () => {
      expect(keepMarketingParams()({ 'mock.balance': '5', 'fixed.lang': 'en' }, {})).toEqual({});
    });

    it('keeps them with debugParams', () => {
      expect(keepMarketingParams({ debugParams: true })({ 'mock.balance': '5' }, {})).toEqual({
        'mock.balance': '5',
      });
    });
  });

  describe('when the URL floods it', () => {
    it('keeps at most 32 parameters', () => {
      const current = Object.fromEntries(Array.from({ length: 50 }, (_, n) => [`af_p${n}`, 'v']));
      expect(Object.keys(keepMarketingParams()(current, {}))).toHaveLength(32);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { parseLobbySearch, SEARCH_MAX_PARAMS, stringifyLobbySearch } from './search-params';

describe('parseLobbySearch', () => {
  describe('when values look like JSON', () => {
    it('keeps them as the text they were', () => {
      expect(parseLobbySearch('?id=[1]&q=%22x%22&n=007&b=true&o={"a":1}')).toEqual({
        id: '[1]',
        q: '"x"',
        n: '007',
        b: 'true',
        o: '{"a":1}',
      });
    });
  });

  describe('when a name repeats', () => {
    it('keeps the first value', () => {
      expect(parseLobbySearch('cid=a&cid=b')).toEqual({ cid: 'a' });
    });
  });

  describe('when the query is hostile', () => {
    it('makes __proto__ a plain key and never touches the prototype', () => {
      const search = parseLobbySearch('?__proto__=x&constructor=y');
      expect(Object.getPrototypeOf(search)).toBe(Object.prototype);
      expect(Object.keys(search)).toEqual(['__proto__', 'constructor']);
      expect(({} as Record<string, unknown>)['x']).toBeUndefined();
    });

    it('reads at most SEARCH_MAX_PARAMS names and skips overlong or empty names', () => {
      const many = Array.from({ length: 100 }, (_, n) => `p${n}=${n}`).join('&');
      expect(Object.keys(parseLobbySearch(many))).toHaveLength(SEARCH_MAX_PARAMS);
      expect(parseLobbySearch(`${'n'.repeat(65)}=1&=2&ok=3`)).toEqual({ ok: '3' });
    });

    it('decodes script text as text', () => {
      expect(parseLobbySearch('?evil=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toEqual({
        evil: '<script>alert(1)</script>',
      });
    });
  });
});

describe('stringifyLobbySearch', () => {
  describe('when values are plain', () => {
    it('writes text without JSON quotes', () => {
      expect(stringifyLobbySearch({ gameCategoryId: 3, q: 'lucky 7', cid: 'abc' })).toBe(
        '?gameCategoryId=3&q=lucky+7&cid=abc',
      );
    });
  });

  describe('when values are empty or not plain', () => {
    it('leaves them out', () => {
      expect(stringifyLobbySearch({ a: '', b: undefined, c: null, d: { x: 1 }, e: [1], f: Number.NaN })).toBe(
        '',
      );
    });
  });

  describe('when read back', () => {
    it('gives the same strings', () => {
      const search = { q: '"quoted" & <b>', id: '7' };
      expect(parseLobbySearch(stringifyLobbySearch(search))).toEqual(search);
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildStaticPath, parseStaticPath } from './static-path';

describe('buildStaticPath', () => {
  describe('when given parameters', () => {
    it('sorts them into /key/value segments and adds .json', () => {
      expect(
        buildStaticPath('/hall/home/siteInfo', { siteCode: 'a1', language: 'en_US', platformType: 5 }),
      ).toBe('/hall/home/siteInfo/language/en_US/platformType/5/siteCode/a1.json');
    });

    it('percent-encodes, and leaves out null and undefined', () => {
      expect(
        buildStaticPath('/hall/x', { q: 'a/b c', skip: undefined, none: null, empty: '', flag: false }),
      ).toBe('/hall/x/flag/false/q/a%2Fb%20c.json');
    });
  });

  describe('when given no parameters', () => {
    it('is the path plus .json', () => {
      expect(buildStaticPath('/hall/home/siteInfo')).toBe('/hall/home/siteInfo.json');
    });
  });

  describe('when the input is wrong', () => {
    it('throws a TypeError', () => {
      expect(() => buildStaticPath('hall/x')).toThrow(TypeError);
      expect(() => buildStaticPath('/hall/x?a=1')).toThrow(TypeError);
      expect(() => buildStaticPath('/hall/x', { a: {} as never })).toThrow(TypeError);
    });
  });

  describe('when given any parameters (property)', () => {
    const params = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }),
      fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(undefined)),
      { maxKeys: 6 },
    );

    it('gives one URL-safe path, independent of key order, that parses back', () => {
      fc.assert(
        fc.property(params, (input) => {
          const built = buildStaticPath('/hall/a/b', input);
          const reversed = Object.fromEntries(Object.entries(input).reverse());
          expect(buildStaticPath('/hall/a/b', reversed)).toBe(built);
          expect(built).toMatch(/^\/hall\/a\/b(\/[A-Za-z0-9\-_.!~*'()%]+)*\.json$/);
          const expected = Object.fromEntries(
            Object.entries(input)
              .filter(([, value]) => value !== undefined && value !== '')
              .map(([key, value]) => [key, String(value)]),
          );
          expect(parseStaticPath(built, '/hall/a/b')).toEqual(expected);
          const keys = built
            .slice('/hall/a/b'.length, -5)
            .split('/')
            .filter((_, i) => i % 2 === 1);
          expect(keys.map(decodeURIComponent)).toEqual([...keys.map(decodeURIComponent)].sort());
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('parseStaticPath', () => {
  describe('when the path was not built for that base', () => {
    it('returns undefined', () => {
      expect(parseStaticPath('/hall/y.json', '/hall/x')).toBeUndefined();
      expect(parseStaticPath('/hall/x/a.json', '/hall/x')).toBeUndefined();
      expect(parseStaticPath('/hall/x/a/%E0.json', '/hall/x')).toBeUndefined();
      expect(parseStaticPath('/hall/x', '/hall/x')).toBeUndefined();
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  isMarketingParam,
  MARKETING_MAX_PARAMS,
  MARKETING_VALUE_MAX_LENGTH,
  parseGameCategoryId,
  pickMarketingParams,
} from './marketing';

const at = (query: string) => `https://lobby.example/${query}`;

describe('pickMarketingParams', () => {
  describe.each([
    [
      'agent and channel codes',
      '?id=7201&cid=8201&aid=9&afId=af-1&inviteCode=AB12',
      { id: '7201', cid: '8201', aid: '9', afId: 'af-1', inviteCode: 'AB12' },
    ],
    [
      'analytics ids',
      '?gtagId=G-LH0DEMO001&gtmId=GTM-LH01DEMO',
      { gtagId: 'G-LH0DEMO001', gtmId: 'GTM-LH01DEMO' },
    ],
    [
      'pixel ids',
      '?pixelId=880011&fbPixelId=123&kwai_pixel_id=150000111',
      { pixelId: '880011', fbPixelId: '123', kwai_pixel_id: '150000111' },
    ],
    [
      'click ids',
      '?fbclid=IwAR2x_y-z&gclid=Cj0KCQ&ttclid=E.C.P.x&click_id=42',
      { fbclid: 'IwAR2x_y-z', gclid: 'Cj0KCQ', ttclid: 'E.C.P.x', click_id: '42' },
    ],
    [
      'AppsFlyer ids',
      '?pid=kwai_int&c=summer&af_sub1=abc&af_adset=set-2',
      { pid: 'kwai_int', c: 'summer', af_sub1: 'abc', af_adset: 'set-2' },
    ],
    ['a hash route query', '#/home?cid=8201', { cid: '8201' }],
    ['the search part over the hash', '?cid=1#/home?cid=2&id=3', { cid: '1', id: '3' }],
  ])('when the URL carries %s', (_what, query, kept) => {
    it('keeps them', () => {
      expect(pickMarketingParams(at(query))).toEqual(kept);
    });
  });

  describe.each([
    ['names off the allow-list', '?utm_source=x&gameCategoryId=3&token=abc&redirect=https://evil.example'],
    ['an empty value', '?cid='],
    ['markup', '?cid=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a URL as a value', '?id=https://evil.example/x'],
    ['spaces and quotes', "?gclid=a%20b&fbclid=a'b&id=a%22b"],
    ['a value too long', `?gclid=${'a'.repeat(MARKETING_VALUE_MAX_LENGTH + 1)}`],
    ['non-ASCII letters', '?inviteCode=%E4%BD%A0%E5%A5%BD'],
    ['mock.* and fixed.* in a production build', '?mock.cardLite=1&fixed.currency=BRL'],
    ['a prototype name', '?__proto__=x&constructor=y'],
  ])('when the URL carries %s', (_what, query) => {
    it('drops them', () => {
      expect(pickMarketingParams(at(query))).toEqual({});
    });
  });

  describe('when a name repeats', () => {
    it('keeps the first value', () => {
      expect(pickMarketingParams(at('?cid=1&cid=2'))).toEqual({ cid: '1' });
    });
  });

  describe('when the build keeps debug parameters', () => {
    it('keeps mock.* and fixed.*, still with safe values only', () => {
      expect(
        pickMarketingParams(at('?mock.cardLite=1&fixed.currency=BRL&mock.x=%3Cb%3E&mock.=1'), {
          debugParams: true,
        }),
      ).toEqual({ 'mock.cardLite': '1', 'fixed.currency': 'BRL' });
    });
  });

  describe('when a URL floods the query', () => {
    it(`keeps at most ${MARKETING_MAX_PARAMS}`, () => {
      const flood = Array.from({ length: 100 }, (_, i) => `af_p${i}=${i}`).join('&');
      expect(Object.keys(pickMarketingParams(at(`?${flood}`)))).toHaveLength(MARKETING_MAX_PARAMS);
    });
  });

  describe('when the address is not a URL at all', () => {
    it('keeps nothing and does not throw', () => {
      expect(pickMarketingParams('http://[::1')).toEqual({});
      expect(pickMarketingParams(new URLSearchParams('cid=5'))).toEqual({ cid: '5' });
    });
  });
});

describe('isMarketingParam', () => {
  describe('when the name is near an allowed one', () => {
    it.each(['ID', 'cid2', 'gtag', 'pixel', 'clid', 'af_', 'mock.', 'xpixelidx'])('refuses %s', (name) => {
      expect(isMarketingParam(name, { debugParams: true })).toBe(false);
    });
  });
});

describe('parseGameCategoryId', () => {
  describe.each([
    ['3', 3],
    ['0', 0],
    [11, 11],
    ['9999', 9999],
    ['10000', undefined],
    ['-1', undefined],
    ['3.5', undefined],
    ['3abc', undefined],
    ['', undefined],
    [undefined, undefined],
    [['3'], undefined],
  ])('when the value is %j', (value, expected) => {
    it(`reads ${String(expected)}`, () => {
      expect(parseGameCategoryId(value)).toBe(expected);
    });
  });
});

import { languageCodes, type LanguageCode, type SiteInfo } from '@lobbykit/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LanguageMatchMode,
  detectLanguage,
  matchLanguage,
  parseLanguageMatchMode,
  readUrlLanguage,
  siteDefaultLanguage,
  siteLanguageCodes,
} from './detect';

const all: readonly LanguageCode[] = languageCodes;
const thaiSite = {
  languageInfos: [
    { languageCode: 'en_US' },
    { languageCode: 'th_TH', defaultLanguageTag: true },
    { languageCode: 'zh_CN' },
  ],
  languageMatchMode: LanguageMatchMode.Browser,
};

describe('matchLanguage', () => {
  describe('when the tag is a code in any spelling', () => {
    it('finds it', () => {
      expect(matchLanguage('th_TH', all)).toBe('th_TH');
      expect(matchLanguage('th-th', all)).toBe('th_TH');
      expect(matchLanguage(' EN-US ', all)).toBe('en_US');
    });
  });

  describe('when the tag is a hall service code', () => {
    it('finds the language', () => {
      expect(matchLanguage('zh_hk', all)).toBe('zh_TW');
      expect(matchLanguage('pt', all)).toBe('pt_PT');
      expect(matchLanguage('en', all, false)).toBe('en_US');
    });
  });

  describe('when the tag is Chinese', () => {
    it('picks by script or region, also when matching exactly', () => {
      expect(matchLanguage('zh-Hant-TW', all, false)).toBe('zh_TW');
      expect(matchLanguage('zh-HK', all, false)).toBe('zh_TW');
      expect(matchLanguage('zh-MO', all)).toBe('zh_TW');
      expect(matchLanguage('zh-Hans', all, false)).toBe('zh_CN');
      expect(matchLanguage('zh-SG', all)).toBe('zh_CN');
      expect(matchLanguage('zh', all)).toBe('zh_CN');
    });

    it('falls back to the other script only when loose', () => {
      expect(matchLanguage('zh-TW', ['zh_CN', 'en_US'])).toBe('zh_CN');
      expect(matchLanguage('zh-TW', ['zh_CN', 'en_US'], false)).toBeUndefined();
    });
  });

  describe('when only the language part matches', () => {
    it('finds it when loose, not when exact', () => {
      expect(matchLanguage('en-GB', all)).toBe('en_US');
      expect(matchLanguage('pt-BR', all)).toBe('pt_PT');
      expect(matchLanguage('fil-PH', all)).toBe('tl_PH');
      expect(matchLanguage('pa-IN', all)).toBe('pa_PA');
      expect(matchLanguage('en-GB', all, false)).toBeUndefined();
    });
  });

  describe('when the tag names no offered language', () => {
    it('returns undefined', () => {
      expect(matchLanguage('th_TH', ['en_US'])).toBeUndefined();
      expect(matchLanguage('sw-KE', all)).toBeUndefined();
      expect(matchLanguage('', all)).toBeUndefined();
      expect(matchLanguage(42 as unknown as string, all)).toBeUndefined();
    });
  });
});

describe('parseLanguageMatchMode', () => {
  describe('when given a known value', () => {
    it('reads numbers, numeric strings and names', () => {
      expect(parseLanguageMatchMode(0)).toBe(0);
      expect(parseLanguageMatchMode('0')).toBe(0);
      expect(parseLanguageMatchMode(2)).toBe(2);
      expect(parseLanguageMatchMode('BrowserExact')).toBe(2);
      expect(parseLanguageMatchMode('siteDefault')).toBe(0);
    });
  });

  describe('when the value is missing or unknown', () => {
    it('means Browser', () => {
      for (const value of [undefined, null, 1, '1', 7, 'auto', {}])
        expect(parseLanguageMatchMode(value)).toBe(1);
    });
  });
});

describe('siteLanguageCodes and siteDefaultLanguage', () => {
  describe('when the site lists languages', () => {
    it('keeps the known ones in order and picks the tagged default', () => {
      expect(
        siteLanguageCodes({
          languageInfos: [
            { languageCode: 'vi_VN' },
            { languageCode: 'xx' },
            { languageCode: 'en-us' },
            { languageCode: 'vi_VN' },
          ],
        }),
      ).toEqual(['vi_VN', 'en_US']);
      expect(siteDefaultLanguage(thaiSite)).toBe('th_TH');
      expect(
        siteDefaultLanguage({
          languageInfos: [{ languageCode: 'ko_KR' }, { languageCode: 'ja_JP', defaultLanguageTag: 1 }],
        }),
      ).toBe('ja_JP');
    });

    it('takes the first language when none is tagged', () => {
      expect(
        siteDefaultLanguage({ languageInfos: [{ languageCode: 'ko_KR' }, { languageCode: 'en_US' }] }),
      ).toBe('ko_KR');
    });
  });

  describe('when the site lists none the lobby knows', () => {
    it('offers all 25 with en_US as default', () => {
      expect(siteLanguageCodes(undefined)).toEqual([...languageCodes]);
      expect(siteLanguageCodes({ languageInfos: null })).toHaveLength(25);
      expect(
        siteDefaultLanguage({ languageInfos: [{ languageCode: 'xx_XX', defaultLanguageTag: true }] }),
      ).toBe('en_US');
    });
  });
});

describe('detectLanguage', () => {
  describe('when the URL names an offered language', () => {
    it('wins over storage, browser and site', () => {
      expect(
        detectLanguage({
          site: thaiSite,
          urlLanguage: 'zh-CN',
          storedLanguage: 'en_US',
          browserLanguages: ['en-US'],
        }),
      ).toEqual({ code: 'zh_CN', source: 'url' });
    });
  });

  describe('when the URL names a language the site does not offer', () => {
    it('skips it and uses the stored choice', () => {
      expect(detectLanguage({ site: thaiSite, urlLanguage: 'ja_JP', storedLanguage: 'en_US' })).toEqual({
        code: 'en_US',
        source: 'storage',
      });
    });
  });

  describe('when the stored value is corrupt', () => {
    it('ignores it', () => {
      expect(detectLanguage({ site: thaiSite, storedLanguage: '{"broken', browserLanguages: [] })).toEqual({
        code: 'th_TH',
        source: 'site',
      });
    });
  });

  describe('when the match mode is Browser', () => {
    it('takes the first browser language that matches loosely', () => {
      expect(detectLanguage({ site: thaiSite, browserLanguages: ['sw', 'en-GB', 'zh-CN'] })).toEqual({
        code: 'en_US',
        source: 'browser',
      });
    });
  });

  describe('when the match mode is BrowserExact', () => {
    it('skips browser languages that match only by language part', () => {
      const site = { ...thaiSite, languageMatchMode: '2' };
      expect(detectLanguage({ site, browserLanguages: ['en-GB', 'zh-Hans-CN'] })).toEqual({
        code: 'zh_CN',
        source: 'browser',
      });
      expect(detectLanguage({ site, browserLanguages: ['en-GB'] })).toEqual({
        code: 'th_TH',
        source: 'site',
      });
    });
  });

  describe('when the match mode is SiteDefault', () => {
    it('ignores the browser', () => {
      const site = { ...thaiSite, languageMatchMode: 0 };
      expect(detectLanguage({ site, browserLanguages: ['en-US'] })).toEqual({
        code: 'th_TH',
        source: 'site',
      });
    });
  });

  describe('when given the contract SiteInfo as parsed from the hall', () => {
    it('reads its languageInfos and languageMatchMode', () => {
      const site: SiteInfo = {
        currencyInfos: [],
        holidayThemes: [],
        languageInfos: [{ languageCode: 'vi_VN' }, { languageCode: 'en_US', defaultLanguageTag: true }],
        languageMatchMode: '0',
      };
      expect(detectLanguage({ site, browserLanguages: ['vi-VN'] })).toEqual({
        code: 'en_US',
        source: 'site',
      });
    });
  });

  describe('when there is no site config and no hint', () => {
    it('falls back to en_US', () => {
      expect(detectLanguage({})).toEqual({ code: 'en_US', source: 'fallback' });
    });
  });

  describe('when given any inputs', () => {
    it('always returns a language the site offers', () => {
      const tag = fc.oneof(
        fc.constantFrom(...languageCodes, 'zh-HK', 'en-GB', 'pt', 'xx'),
        fc.string({ maxLength: 8 }),
      );
      fc.assert(
        fc.property(
          fc.array(fc.record({ languageCode: tag, defaultLanguageTag: fc.boolean() }), { maxLength: 5 }),
          fc.option(tag),
          fc.option(tag),
          fc.array(tag, { maxLength: 4 }),
          fc.constantFrom(0, 1, 2, '0', 'x', undefined),
          (languageInfos, urlLanguage, storedLanguage, browserLanguages, languageMatchMode) => {
            const site = { languageInfos, languageMatchMode };
            const result = detectLanguage({ site, urlLanguage, storedLanguage, browserLanguages });
            expect(siteLanguageCodes(site)).toContain(result.code);
          },
        ),
        { numRuns: 1000 },
      );
    });
  });
});

describe('readUrlLanguage', () => {
  describe('when the query carries the parameter', () => {
    it('reads it from the search or from a hash route', () => {
      expect(readUrlLanguage('https://lobby.example/?lang=th_TH&id=1')).toBe('th_TH');
      expect(readUrlLanguage(new URL('https://lobby.example/#/home?lang=vi_VN'))).toBe('vi_VN');
      expect(readUrlLanguage('https://lobby.example/?locale=ja', 'locale')).toBe('ja');
    });
  });

  describe('when the parameter is absent or the URL unreadable', () => {
    it('returns undefined', () => {
      expect(readUrlLanguage('https://lobby.example/#/home')).toBeUndefined();
      expect(readUrlLanguage('http://[bad')).toBeUndefined();
      expect(readUrlLanguage(undefined)).toBeUndefined();
    });
  });
});

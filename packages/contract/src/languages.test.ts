import { describe, expect, it } from 'vitest';
import { getLanguage, isLanguageCode, languageCodes, languages } from './languages';

// Copied by hand from spec §3 "Languages (25)", in spec order.
const specLanguages = [
  'en_US',
  'zh_CN',
  'zh_TW',
  'th_TH',
  'vi_VN',
  'ko_KR',
  'ja_JP',
  'pt_PT',
  'es_ES',
  'de_DE',
  'fr_FR',
  'it_IT',
  'ru_RU',
  'my_MM',
  'id_ID',
  'hi_IN',
  'tl_PH',
  'km_KH',
  'te_IN',
  'ta_LK',
  'mr_IN',
  'kn_IN',
  'pa_PA',
  'bn_BN',
  'tr_TR',
];

// Service codes: two given by the spec, the rest our documented choice (README).
const expectedServiceCodes: Record<string, string> = {
  en_US: 'en',
  zh_CN: 'zh_cn',
  zh_TW: 'zh_hk',
  th_TH: 'th',
  vi_VN: 'vi',
  ko_KR: 'ko',
  ja_JP: 'ja',
  pt_PT: 'pt',
  es_ES: 'es',
  de_DE: 'de',
  fr_FR: 'fr',
  it_IT: 'it',
  ru_RU: 'ru',
  my_MM: 'my',
  id_ID: 'id',
  hi_IN: 'hi',
  tl_PH: 'tl',
  km_KH: 'km',
  te_IN: 'te',
  ta_LK: 'ta',
  mr_IN: 'mr',
  kn_IN: 'kn',
  pa_PA: 'pa',
  bn_BN: 'bn',
  tr_TR: 'tr',
};

describe('languages', () => {
  describe('when compared with the spec list', () => {
    it('has the 25 spec languages in spec order', () => {
      expect(languageCodes).toEqual(specLanguages);
      expect(languages.map((language) => language.code)).toEqual(specLanguages);
    });

    it('maps zh_TW to zh_hk and pt_PT to pt as the spec says', () => {
      expect(getLanguage('zh_TW')?.serviceCode).toBe('zh_hk');
      expect(getLanguage('pt_PT')?.serviceCode).toBe('pt');
    });

    it('uses the documented service code for every language', () => {
      for (const language of languages) {
        expect(language.serviceCode, language.code).toBe(expectedServiceCodes[language.code]);
      }
      expect(Object.keys(expectedServiceCodes).sort()).toEqual([...specLanguages].sort());
    });

    it('has unique service codes', () => {
      const codes = languages.map((language) => language.serviceCode);
      expect(new Set(codes).size).toBe(codes.length);
    });
  });

  describe('when reading sports codes', () => {
    it('gives a sports code to exactly 8 languages', () => {
      const withSports = languages.filter((language) => language.sportsCode !== undefined);
      expect(withSports.map((language) => language.code)).toEqual([
        'en_US',
        'zh_CN',
        'zh_TW',
        'th_TH',
        'vi_VN',
        'ko_KR',
        'ja_JP',
        'pt_PT',
      ]);
    });
  });
});

describe('isLanguageCode', () => {
  describe('when given a spec code', () => {
    it('accepts every one', () => {
      for (const code of specLanguages) expect(isLanguageCode(code)).toBe(true);
    });
  });

  describe('when given anything else', () => {
    it('rejects other case, service codes, blanks and non-strings', () => {
      for (const value of ['en_us', 'EN_US', 'en-US', 'zh_hk', 'pt', '', ' en_US', null, undefined, 1, {}]) {
        expect(isLanguageCode(value)).toBe(false);
      }
    });
  });
});

describe('getLanguage', () => {
  describe('when the code is unknown', () => {
    it('returns undefined', () => {
      expect(getLanguage('xx_XX')).toBeUndefined();
    });
  });
});

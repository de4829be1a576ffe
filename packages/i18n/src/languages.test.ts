import { languageCodes, languages as contractLanguages } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { flagEmoji, getLanguage, languages } from './languages';

describe('languages', () => {
  describe('when listed', () => {
    it('holds the 25 contract languages in spec order with their hall and sports codes', () => {
      expect(languages.map((language) => language.code)).toEqual([...languageCodes]);
      expect(languages).toHaveLength(25);
      for (const [i, language] of languages.entries()) {
        expect(language.serviceCode).toBe(contractLanguages[i]!.serviceCode);
        expect(language.sportsCode).toBe(contractLanguages[i]!.sportsCode);
      }
      expect(getLanguage('zh_TW').serviceCode).toBe('zh_hk');
      expect(getLanguage('pt_PT').serviceCode).toBe('pt');
      expect(languages.filter((language) => language.sportsCode !== undefined)).toHaveLength(8);
    });

    it('gives every language a region flag, a name and a date format of known tokens', () => {
      for (const language of languages) {
        expect(language.flag, language.code).toMatch(/^[A-Z]{2}$/);
        expect(language.name.length).toBeGreaterThan(1);
        expect(language.dateFormat.replace(/YYYY|MM|DD|HH|mm|ss/g, '')).toMatch(/^[-/. :]+$/);
        expect(language.dateFormat).toMatch(/HH:mm:ss$/);
      }
      expect(getLanguage('en_US').dateFormat).toBe('DD/MM/YYYY HH:mm:ss');
      expect(getLanguage('zh_CN').dateFormat).toBe('YYYY-MM-DD HH:mm:ss');
      expect(getLanguage('zh_TW').dateFormat).toBe('YYYY-MM-DD HH:mm:ss');
      expect(getLanguage('pa_PA').flag).toBe('IN');
      expect(getLanguage('bn_BN').flag).toBe('BD');
    });
  });

  describe('when a code is unknown or differently cased', () => {
    it('getLanguage returns undefined', () => {
      expect(getLanguage('xx_XX')).toBeUndefined();
      expect(getLanguage('EN_us')).toBeUndefined();
    });
  });
});

describe('flagEmoji', () => {
  describe('when given a region', () => {
    it('returns the regional-indicator pair', () => {
      expect(flagEmoji('US')).toBe('🇺🇸');
      expect(flagEmoji('jp')).toBe('🇯🇵');
    });
  });

  describe('when given something else', () => {
    it('returns an empty string', () => {
      expect(flagEmoji('USA')).toBe('');
      expect(flagEmoji('1A')).toBe('');
    });
  });
});

import fc from 'fast-check';
import { languageCodes } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { runs } from './arbitraries.test-util';
import { isEmailFormat } from './email';
import { getEmailSuffixes, suggestEmailSuffixes } from './email-suffixes';

describe('getEmailSuffixes', () => {
  describe('when the language has local providers', () => {
    it('lists them first, then the international ones, without duplicates', () => {
      const zh = getEmailSuffixes('zh_CN');
      expect(zh.slice(0, 5)).toEqual(['qq.com', '163.com', '126.com', 'sina.com', 'sohu.com']);
      expect(zh).toContain('gmail.com');
      expect(getEmailSuffixes('ko_KR')[0]).toBe('naver.com');
      for (const code of languageCodes) {
        const list = getEmailSuffixes(code);
        expect(new Set(list).size).toBe(list.length);
        expect(list.every((suffix) => isEmailFormat(`a@${suffix}`))).toBe(true);
      }
    });
  });

  describe('when the language is unknown', () => {
    it('gives the international list', () => {
      expect(getEmailSuffixes('xx_XX')).toEqual([
        'gmail.com',
        'outlook.com',
        'hotmail.com',
        'yahoo.com',
        'live.com',
        'icloud.com',
      ]);
    });
  });
});

describe('suggestEmailSuffixes', () => {
  describe('when no @ is typed yet', () => {
    it('completes with every domain up to the limit', () => {
      expect(suggestEmailSuffixes('bob', 'en_US')).toEqual([
        'bob@gmail.com',
        'bob@outlook.com',
        'bob@hotmail.com',
        'bob@yahoo.com',
        'bob@live.com',
        'bob@icloud.com',
      ]);
      expect(suggestEmailSuffixes('bob', 'zh_CN', { limit: 2 })).toEqual(['bob@qq.com', 'bob@163.com']);
    });
  });

  describe('when part of the domain is typed', () => {
    it('keeps the domains that start with it, ignoring case', () => {
      expect(suggestEmailSuffixes('bob@Q', 'zh_CN')).toEqual(['bob@qq.com']);
      expect(suggestEmailSuffixes('bob@ho', 'en_US')).toEqual(['bob@hotmail.com']);
      expect(suggestEmailSuffixes('bob@zz', 'en_US')).toEqual([]);
    });
  });

  describe('when nothing useful can be suggested', () => {
    it('returns an empty list', () => {
      for (const input of ['', '   ', '@gmail', 'bob@gmail.com', 'a@b@c', 'b ob']) {
        expect(suggestEmailSuffixes(input, 'en_US'), input).toEqual([]);
      }
      expect(suggestEmailSuffixes(undefined as unknown as string, 'en_US')).toEqual([]);
    });
  });

  describe('when given any input and language', () => {
    it('only suggests addresses that extend the input', () => {
      fc.assert(
        fc.property(
          fc.string({ unit: fc.constantFrom(...'abq1@.g'), maxLength: 10 }),
          fc.constantFrom(...languageCodes, 'xx'),
          (input, language) => {
            for (const suggestion of suggestEmailSuffixes(input, language)) {
              expect(
                suggestion
                  .toLowerCase()
                  .startsWith(
                    input.toLowerCase().includes('@') ? input.toLowerCase() : `${input.toLowerCase()}`,
                  ),
              ).toBe(true);
              expect(suggestion.split('@')).toHaveLength(2);
            }
          },
        ),
        runs,
      );
    });
  });
});

import type { SiteInfo } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { chooseCurrency, chooseLanguage, siteCurrencies } from './preferences';

const site = (
  languageMatchMode: number,
  codes = ['pt_PT', 'en_US', 'th_TH'],
): Pick<SiteInfo, 'languageInfos' | 'languageMatchMode'> => ({
  languageMatchMode,
  languageInfos: codes.map((languageCode, i) => ({ languageCode, defaultLanguageTag: i === 0 })),
});

describe('chooseLanguage', () => {
  describe.each([
    [
      'the URL wins over all',
      { site: site(1), url: 'https://l.example/?lang=th_TH', stored: 'en_US', browserLanguages: ['pt-BR'] },
      { code: 'th_TH', source: 'url' },
    ],
    [
      'a URL language the site lacks is skipped',
      { site: site(1), url: 'https://l.example/?lang=ja_JP', stored: 'en_US' },
      { code: 'en_US', source: 'storage' },
    ],
    [
      'the last choice beats the browser',
      { site: site(1), stored: 'th_TH', browserLanguages: ['en-GB'] },
      { code: 'th_TH', source: 'storage' },
    ],
    [
      'the browser, matched by language',
      { site: site(1), browserLanguages: ['ja-JP', 'en-GB'] },
      { code: 'en_US', source: 'browser' },
    ],
    [
      'mode 0 ignores the browser',
      { site: site(0), browserLanguages: ['en-GB'] },
      { code: 'pt_PT', source: 'site' },
    ],
    [
      'mode 2 wants an exact match',
      { site: site(2), browserLanguages: ['en-GB'] },
      { code: 'pt_PT', source: 'site' },
    ],
    [
      'hostile values are skipped',
      {
        site: site(1),
        url: 'https://l.example/?lang=%3Cscript%3E',
        stored: '../../etc',
        browserLanguages: ['*'],
      },
      { code: 'pt_PT', source: 'site' },
    ],
    ['no site info yet', { site: undefined, browserLanguages: [] }, { code: 'en_US', source: 'fallback' }],
  ])('when %s', (_what, input, expected) => {
    it(`chooses ${expected.code} (${expected.source})`, () => {
      expect(chooseLanguage(input)).toEqual(expected);
    });
  });
});

describe('chooseCurrency', () => {
  const currencies = (...codes: string[]) => ({
    currencyInfos: codes.map((currencyCode) => ({ currencyCode })),
  });

  describe.each([
    [
      'the last choice is offered',
      currencies('BRL', 'USDT1:1'),
      'USDT1:1',
      { code: 'USDT1:1', source: 'storage' },
    ],
    [
      'the last choice is no longer offered',
      currencies('BRL', 'USD'),
      'THB',
      { code: 'BRL', source: 'site' },
    ],
    ['nothing is stored', currencies('THB'), undefined, { code: 'THB', source: 'site' }],
    [
      'the site lists only codes the lobby cannot show',
      currencies('ZZZ'),
      'ZZZ',
      { code: undefined, source: 'none' },
    ],
    ['the site lists nothing', currencies(), undefined, { code: undefined, source: 'none' }],
  ])('when %s', (_what, site, stored, expected) => {
    it(`chooses ${String(expected.code)}`, () => {
      expect(chooseCurrency(site, stored)).toEqual(expected);
    });
  });
});

describe('siteCurrencies', () => {
  describe('when the site repeats, pads or lists unknown codes', () => {
    it('keeps each known code once, in the site order', () => {
      const infos = ['BRL', ' USD', 'BRL', 'NOPE', 'BTC1:100000'].map((currencyCode) => ({ currencyCode }));
      expect(siteCurrencies({ currencyInfos: infos })).toEqual(['BRL', 'USD', 'BTC1:100000']);
    });
  });
});

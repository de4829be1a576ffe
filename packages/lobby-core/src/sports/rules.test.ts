import { languageCodes, languages } from '@lobbykit/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isSportsGame,
  sportsAuthorization,
  sportsBaseUrl,
  sportsLanguageOf,
  sportsRequestUrl,
  sportsResultOf,
  sportsTokenOf,
} from './rules';

describe('sportsBaseUrl', () => {
  describe('when the sports URL is http(s)', () => {
    it.each([
      ['https://sports.example/play/SPR0001?ticket=t&lang=en_US', undefined, 'https://sports.example/sports'],
      ['http://127.0.0.1:7300/play/x', undefined, 'http://127.0.0.1:7300/sports'],
      ['https://sports.example:8443', undefined, 'https://sports.example:8443/sports'],
      ['https://user:pw@sports.example/a#b', undefined, 'https://sports.example/sports'],
      ['https://sports.example/x', '/api/v2/', 'https://sports.example/api/v2'],
      ['https://sports.example/x', 'api', 'https://sports.example/api'],
      ['https://sports.example/x', '/', 'https://sports.example'],
    ])('takes %s with base path %j as %s', (sportsUrl, basePath, base) => {
      expect(sportsBaseUrl(sportsUrl, basePath)).toBe(base);
    });
  });

  describe('when it is not', () => {
    it.each([
      ['javascript:alert(1)', /must be http\(s\), got javascript:/],
      ['ftp://sports.example/', /must be http\(s\), got ftp:/],
      ['data:text/html,x', /must be http\(s\)/],
      ['/play/x', /must be an absolute http\(s\) URL/],
      ['', /must be an absolute http\(s\) URL/],
    ])('refuses %j', (sportsUrl, message) => {
      expect(() => sportsBaseUrl(sportsUrl)).toThrow(message);
    });
  });
});

describe('sportsLanguageOf', () => {
  it.each([
    ['en_US', 'en'],
    ['zh_CN', 'zh-cn'],
    ['zh_TW', 'zh-tw'],
    ['th_TH', 'th'],
    ['vi_VN', 'vi'],
    ['ko_KR', 'ko'],
    ['ja_JP', 'ja'],
    ['pt_PT', 'pt'],
    ['es_ES', 'en'],
    ['hi_IN', 'en'],
    ['tr_TR', 'en'],
    ['xx_XX', 'en'],
  ])('sends %s as %s', (language, code) => {
    expect(sportsLanguageOf(language)).toBe(code);
  });

  it("sends the 17 languages without a sports code as English's", () => {
    const without = languages.filter((language) => language.sportsCode === undefined);
    expect(without).toHaveLength(17);
    expect(new Set(languageCodes.map(sportsLanguageOf))).toEqual(
      new Set(['en', 'zh-cn', 'zh-tw', 'th', 'vi', 'ko', 'ja', 'pt']),
    );
  });
});

describe('sportsRequestUrl', () => {
  const base = 'https://sports.example/sports';

  describe('when the path stays under the base', () => {
    it.each([
      ['/matches', {}, 'https://sports.example/sports/matches?lang=pt'],
      [
        '/matches',
        { day: 2, live: true, league: undefined },
        'https://sports.example/sports/matches?day=2&live=true&lang=pt',
      ],
      ['/matches', { lang: 'ja' }, 'https://sports.example/sports/matches?lang=pt'],
      ['/bets/m1', { q: 'a b&c' }, 'https://sports.example/sports/bets/m1?q=a+b%26c&lang=pt'],
    ])('builds %s %j as %s', (path, params, url) => {
      expect(sportsRequestUrl(base, path, 'pt', params)).toBe(url);
    });
  });

  describe('when it could leave the base', () => {
    it.each([
      'matches',
      '//evil.example/x',
      '/../hall/x',
      '/a/./b',
      '/%2e%2E/x',
      '/a?b=1',
      '/a#b',
      '/a\\b',
      '',
    ])('refuses %j', (path) => {
      expect(() => sportsRequestUrl(base, path, 'en')).toThrow(TypeError);
    });
  });
});

describe('isSportsGame', () => {
  it.each([
    [{ category: 'sports' }, true],
    [{ category: 'SPORTS' }, true],
    [{ category: 'esports' }, false],
    [{ category: undefined }, false],
    [{}, false],
    [undefined, false],
  ])('%j is a sports game: %s', (game, expected) => {
    expect(isSportsGame(game)).toBe(expected);
  });
});

describe('sportsTokenOf', () => {
  it.each([
    ['https://api.example/play/SPR0001?ticket=t-1&lang=en_US', 't-1'],
    ['https://api.example/play/SPR0001?lang=en_US&ticket=%20t2%20', 't2'],
    ['https://api.example/play/SPR0001?lang=en_US', undefined],
    ['https://api.example/play/SPR0001?ticket=', undefined],
    ['not a url', undefined],
  ])('reads the ticket of %s as %s', (url, token) => {
    expect(sportsTokenOf(url)).toBe(token);
  });
});

describe('sportsAuthorization', () => {
  it('sends the token as a bearer token', () => {
    expect(sportsAuthorization('abc')).toBe('Bearer abc');
  });
});

describe('sportsResultOf', () => {
  describe('when the answer is the service JSON', () => {
    it.each([
      [200, { code: 0, data: { matches: [] } }, { ok: true, data: { matches: [] } }],
      [200, { code: '0', message: 'ok', data: 1 }, { ok: true, data: 1 }],
      [
        200,
        { code: 'A001', message: 'expired' },
        { ok: false, reason: 'unauthorized', code: 'A001', message: 'expired' },
      ],
      [
        401,
        { code: 'A001', message: 'expired' },
        { ok: false, reason: 'unauthorized', code: 'A001', message: 'expired' },
      ],
      [
        200,
        { code: 'B002', message: 'odds closed' },
        { ok: false, reason: 'failed', code: 'B002', message: 'odds closed' },
      ],
      [
        400,
        { code: 'invalid-params', message: 'lang' },
        { ok: false, reason: 'failed', code: 'invalid-params', message: 'lang' },
      ],
      [500, { code: 0, message: 'odd' }, { ok: false, reason: 'failed', code: 0, message: 'odd' }],
      [200, { code: 7, message: null }, { ok: false, reason: 'failed', code: 7, message: undefined }],
    ])('reads %i %j', (status, body, result) => {
      expect(sportsResultOf(status, JSON.stringify(body))).toEqual(result);
    });
  });

  describe('when it is not', () => {
    it.each([
      [200, '<!doctype html><h1>502</h1>', { ok: false, reason: 'malformed' }],
      [200, '{"code":0,"data"', { ok: false, reason: 'malformed' }],
      [200, '[1,2]', { ok: false, reason: 'malformed' }],
      [200, '{"data":1}', { ok: false, reason: 'malformed' }],
      [204, '', { ok: false, reason: 'malformed' }],
      [502, 'Bad gateway', { ok: false, reason: 'failed', code: 502 }],
      [404, '', { ok: false, reason: 'failed', code: 404 }],
    ])('reads %i %j', (status, text, result) => {
      expect(sportsResultOf(status, text)).toEqual(result);
    });
  });

  describe('when a schema checks the data', () => {
    const schema = v.object({ matches: v.array(v.object({ id: v.string() })) });

    it.each([
      [{ matches: [{ id: 'm1' }] }, { ok: true, data: { matches: [{ id: 'm1' }] } }],
      [{ matches: [{ id: 1 }] }, { ok: false, reason: 'malformed', code: 0, message: undefined }],
      [undefined, { ok: false, reason: 'malformed', code: 0, message: undefined }],
    ])('reads data %j', (data, result) => {
      expect(sportsResultOf(200, JSON.stringify({ code: 0, data }), schema)).toEqual(result);
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  ENCRYPTED_FIELD,
  GET_DEFAULT_PARAMS,
  HEADERS,
  PUBLIC_TOKEN_PLACEHOLDER,
  SPORTS_BASE_PATH,
  SPORTS_LANGUAGE_PARAM,
  WEBSOCKET_PATH,
} from './headers';

describe('HEADERS', () => {
  describe('when compared with spec §7 "Transport"', () => {
    it('names every header the spec lists', () => {
      const required = [
        'requestId',
        'nonce',
        'timestamp',
        'signature',
        'siteCode',
        'language',
        'token',
        'newJwt',
        'currency',
        'deviceId',
        'deviceModel',
        'timezone',
        'referer',
        'version',
        'platformType',
        'fingerprint',
        'serverTime',
      ];
      for (const key of required) expect(HEADERS, key).toHaveProperty(key);
    });

    it('reads the token headers the spec names', () => {
      expect(HEADERS.token).toBe('token');
      expect(HEADERS.newJwt.toLowerCase()).toBe('newjwt');
    });

    it('has unique header names, ignoring case', () => {
      const values = Object.values(HEADERS).map((value) => value.toLowerCase());
      expect(new Set(values).size).toBe(values.length);
    });

    it('uses only legal, settable header names', () => {
      for (const value of Object.values(HEADERS)) {
        expect(value).toMatch(/^[A-Za-z][A-Za-z-]*$/);
        expect(['referer', 'cookie', 'host', 'origin']).not.toContain(value.toLowerCase());
      }
    });
  });
});

describe('wire strings', () => {
  describe('when read', () => {
    it('have the spec values', () => {
      expect(ENCRYPTED_FIELD).toBe('encryptString');
      expect(WEBSOCKET_PATH).toBe('/ws/websocket');
      expect(GET_DEFAULT_PARAMS).toEqual(['siteCode', 'token', 'currency', 'language', 'platformType']);
      expect(PUBLIC_TOKEN_PLACEHOLDER).not.toBe('');
      // lobbykit's choices (the spec names no sports path): a path of its own, clear of /hall.
      expect(SPORTS_BASE_PATH).toBe('/sports');
      expect(SPORTS_LANGUAGE_PARAM).toBe('lang');
    });
  });
});

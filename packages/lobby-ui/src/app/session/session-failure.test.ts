import type { MessageKey } from '@lobbykit/contract';
import type { SessionError } from '@lobbykit/lobby-core';
import { describe, expect, it } from 'vitest';
import { authFailureOf, sessionErrorMessage } from './session-failure';

// Shows the key and its parameters, so a test sees which text was chosen with what.
const text = (key: MessageKey, params?: Readonly<Record<string, string | number>>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;

describe('authFailureOf', () => {
  describe('when the hall refused the password with its own words', () => {
    it('puts them next to the password with the code', () => {
      const error: SessionError = {
        kind: 'service',
        code: '1011',
        field: 'password',
        message: 'Wrong password',
      };
      expect(authFailureOf(error, text)).toEqual({
        ok: false,
        code: '1011',
        field: 'password',
        message: 'Wrong password',
      });
    });
  });

  describe('when the hall sent a code without words', () => {
    it('says the request failed with that code, at the top of the form', () => {
      const error: SessionError = { kind: 'service', code: '2005', field: 'form' };
      expect(authFailureOf(error, text)).toMatchObject({
        field: 'form',
        message: 'error.requestFailed {"code":"2005"}',
      });
    });
  });
});

describe('sessionErrorMessage', () => {
  describe('when a player who excluded themself logs in (1334 with the end of the ban)', () => {
    it("says until when, in the language's date format, not the hall's words", () => {
      const error: SessionError = {
        kind: 'service',
        code: '1334',
        field: 'form',
        message: 'self-excluded until 2030-01-31T08:05:00.000Z',
        selfExcludedUntil: new Date(2030, 0, 31, 8, 5).getTime(),
      };
      expect(sessionErrorMessage(error, text, 'en_US')).toBe(
        'lobby.play.selfExcluded {"date":"31/01/2030 08:05:00"}',
      );
    });
  });

  describe('when the captcha restriction started', () => {
    it('says how many seconds are left, rounded up', () => {
      const error: SessionError = {
        kind: 'captcha',
        code: 'error_12',
        field: 'captcha',
        captcha: { kind: 'restricted', serviceCode: '1124', remainingMs: 59_001 },
      };
      expect(sessionErrorMessage(error, text)).toBe('error.captchaRestricted {"seconds":60}');
    });
  });

  describe('when the challenge failed', () => {
    it('names the code and the lot number', () => {
      const error: SessionError = {
        kind: 'captcha',
        code: 'error_11',
        field: 'captcha',
        captcha: { kind: 'failed', serviceCode: '1124', lotNumber: 'lot-1' },
      };
      expect(sessionErrorMessage(error, text)).toBe('error.captcha {"code":"error_11","lotNumber":"lot-1"}');
    });
  });

  describe('when the sign-in timed out', () => {
    it('says so without any request detail', () => {
      expect(sessionErrorMessage({ kind: 'timeout', field: 'form', messageKey: 'error.timeout' }, text)).toBe(
        'error.loginTimeout',
      );
    });
  });

  describe('when the session chunk did not load', () => {
    it('shows the system error with the request id it has and dashes for the rest', () => {
      const error: SessionError = {
        kind: 'network',
        field: 'form',
        messageKey: 'error.system',
        requestId: 'r1',
      };
      expect(sessionErrorMessage(error, text)).toBe(
        'error.system {"requestId":"r1","url":"-","status":"-","retryCount":"-"}',
      );
    });
  });

  describe('when the call got no answer on any line', () => {
    it('names the request id, the path and the retries, and a dash for the status', () => {
      const error: SessionError = {
        kind: 'network',
        field: 'form',
        messageKey: 'error.system',
        requestId: 'r2',
        path: '/hall/home/login',
        status: 0,
        retries: 9,
      };
      expect(sessionErrorMessage(error, text)).toBe(
        'error.system {"requestId":"r2","url":"/hall/home/login","status":"-","retryCount":"9"}',
      );
    });
  });

  describe('when the hall answered with an HTTP error', () => {
    it('names its status', () => {
      const error: SessionError = {
        kind: 'network',
        field: 'form',
        messageKey: 'error.system',
        requestId: 'r3',
        path: '/hall/home/login',
        status: 502,
        retries: 1,
      };
      expect(sessionErrorMessage(error, text)).toBe(
        'error.system {"requestId":"r3","url":"/hall/home/login","status":"502","retryCount":"1"}',
      );
    });
  });
});

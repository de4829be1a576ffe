import { describe, expect, it } from 'vitest';
import {
  checkAuthenticatorCode,
  checkLoginPasswordChange,
  checkSelfExclusionDays,
  checkSentCode,
  codeDestinationOf,
  securityStateOf,
  type CodeTarget,
} from './security-rules';

describe('codeDestinationOf', () => {
  describe('when the phone is a national number with a dialling prefix', () => {
    it.each<[CodeTarget, string]>([
      [{ channel: 'sms', areaCode: '55', phone: '11987654321' }, '+5511987654321'],
      [{ channel: 'sms', areaCode: '+66', phone: '089 123-4567' }, '+660891234567'],
      [{ channel: 'sms', areaCode: '1', phone: '(555) 010.99' }, '+155501099'],
      [{ channel: 'sms', areaCode: '55', phone: '123456' }, '+55123456'],
      [{ channel: 'sms', areaCode: '55', phone: '123456789012' }, '+55123456789012'],
    ])('sends %j as %s', (target, phone) => {
      expect(codeDestinationOf(target)).toEqual({ channel: 'sms', phone });
    });
  });

  describe('when the phone comes without a prefix', () => {
    it.each<[CodeTarget, string]>([
      [{ channel: 'sms', phone: '+5511987654321' }, '+5511987654321'],
      [{ channel: 'sms', phone: '11987654321' }, '11987654321'],
      [{ channel: 'sms', areaCode: '', phone: '+66 81 234 5678' }, '+66812345678'],
    ])('sends %j as %s', (target, phone) => {
      expect(codeDestinationOf(target)).toEqual({ channel: 'sms', phone });
    });
  });

  describe('when the phone is wrong (spec §5: 6 to 12 digits)', () => {
    it.each<[CodeTarget, string, string]>([
      [{ channel: 'sms', areaCode: '55', phone: '' }, 'phone', 'required'],
      [{ channel: 'sms', areaCode: '55', phone: ' - ' }, 'phone', 'required'],
      [{ channel: 'sms', areaCode: '55', phone: '12345' }, 'phone', 'length'],
      [{ channel: 'sms', areaCode: '55', phone: '1234567890123' }, 'phone', 'length'],
      [{ channel: 'sms', areaCode: '55', phone: '11 9876 abcd' }, 'phone', 'format'],
      [{ channel: 'sms', areaCode: '55', phone: '+5511987654321' }, 'phone', 'format'],
      [{ channel: 'sms', phone: '+12345' }, 'phone', 'length'],
      [{ channel: 'sms', phone: '+1234567890123456' }, 'phone', 'length'],
      [{ channel: 'sms', phone: '+55x1987654321' }, 'phone', 'format'],
      [{ channel: 'sms', areaCode: '55555', phone: '11987654321' }, 'areaCode', 'format'],
      [{ channel: 'sms', areaCode: 'BR', phone: '11987654321' }, 'areaCode', 'format'],
    ])('refuses %j: %s %s', (target, field, code) => {
      expect(codeDestinationOf(target)).toEqual({ ok: false, reason: 'invalid', field, code });
    });
  });

  describe('when the target is an e-mail address', () => {
    it('sends it trimmed', () => {
      expect(codeDestinationOf({ channel: 'email', email: ' ana@example.com ' })).toEqual({
        channel: 'email',
        email: 'ana@example.com',
      });
    });

    it.each<[string, string]>([
      ['', 'required'],
      ['   ', 'required'],
      ['ana@', 'format'],
      ['ana example.com', 'format'],
      [`${'a'.repeat(39)}@example.com`, 'length'],
    ])('refuses %j: %s', (email, code) => {
      expect(codeDestinationOf({ channel: 'email', email })).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'email',
        code,
      });
    });

    it('takes an address of exactly 50 characters (spec §5)', () => {
      const email = `${'a'.repeat(38)}@example.com`;
      expect(email).toHaveLength(50);
      expect(codeDestinationOf({ channel: 'email', email })).toEqual({ channel: 'email', email });
    });
  });
});

describe('checkSentCode', () => {
  describe('when the code is typed', () => {
    it.each<[string, string | undefined]>([
      ['123456', undefined],
      [' 0042 ', undefined],
      ['', 'required'],
      ['  ', 'required'],
      ['12a456', 'format'],
    ])('%j: %s', (code, problem) => {
      expect(checkSentCode(code)).toEqual(
        problem === undefined ? undefined : { ok: false, reason: 'invalid', field: 'code', code: problem },
      );
    });
  });
});

describe('checkAuthenticatorCode', () => {
  describe('when the code is typed', () => {
    it.each<[string, string | undefined]>([
      ['123456', undefined],
      ['000000', undefined],
      ['', 'required'],
      ['12345', 'length'],
      ['1234567', 'length'],
      ['12 34 56', 'format'],
    ])('%j: %s', (code, problem) => {
      expect(checkAuthenticatorCode(code)).toEqual(
        problem === undefined ? undefined : { ok: false, reason: 'invalid', field: 'code', code: problem },
      );
    });
  });
});

describe('checkSelfExclusionDays', () => {
  describe('when a period is chosen', () => {
    it.each<[number, string | undefined]>([
      [1, undefined],
      [7, undefined],
      [3650, undefined],
      [0, 'length'],
      [-1, 'length'],
      [3651, 'length'],
      [1.5, 'format'],
      [Number.NaN, 'format'],
    ])('%d days: %s', (days, problem) => {
      expect(checkSelfExclusionDays(days)).toEqual(
        problem === undefined ? undefined : { ok: false, reason: 'invalid', field: 'days', code: problem },
      );
    });
  });
});

describe('securityStateOf', () => {
  describe('when the user info tells the bindings', () => {
    it.each([
      [{ username: 'ana' }, { hasWithdrawPassword: false, googleAuthBound: false }],
      [
        { username: 'ana', phone: '+55***321', email: '', googleAuthBound: true, hasWithdrawPassword: true },
        { hasWithdrawPassword: true, phone: '+55***321', googleAuthBound: true },
      ],
      [
        { username: 'ana', email: 'ana***com', selfExcludedUntil: 1_900_000_000_000 },
        {
          hasWithdrawPassword: false,
          email: 'ana***com',
          googleAuthBound: false,
          selfExcludedUntil: 1_900_000_000_000,
        },
      ],
    ])('reads %j', (info, state) => {
      expect(securityStateOf(info)).toEqual(state);
    });
  });
});

describe('checkLoginPasswordChange', () => {
  it.each<[string, string, string, string | undefined, string | undefined]>([
    ['both typed, different', 'Lobby1234', 'Fresh5678', undefined, undefined],
    ['no current password', '', 'Fresh5678', 'oldPassword', 'required'],
    ['no new password', 'Lobby1234', '', 'password', 'required'],
    ['the new one is the current one', 'Lobby1234', 'Lobby1234', 'password', 'format'],
  ])('%s', (_case, oldPassword, password, field, code) => {
    expect(checkLoginPasswordChange(oldPassword, password)).toEqual(
      field === undefined ? undefined : { ok: false, reason: 'invalid', field, code },
    );
  });
});

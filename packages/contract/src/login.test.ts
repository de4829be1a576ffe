import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkUsernameResponseSchema, registerResponseSchema, thirdPartyKinds } from './login';
import { loginMethods } from './site';

describe('checkUsernameResponseSchema', () => {
  describe('when the name is taken', () => {
    it('gives available false and the suggestions', () => {
      expect(
        v.parse(checkUsernameResponseSchema, { available: 0, suggestions: ['player011', 'player012'] }),
      ).toEqual({
        available: false,
        suggestions: ['player011', 'player012'],
      });
    });
  });

  describe('when the name is free', () => {
    it('defaults suggestions to an empty list', () => {
      expect(v.parse(checkUsernameResponseSchema, { available: true, suggestions: null })).toEqual({
        available: true,
        suggestions: [],
      });
    });
  });

  describe('when available is missing', () => {
    it('fails at available', () => {
      const result = v.safeParse(checkUsernameResponseSchema, { suggestions: [] });
      expect(v.getDotPath(result.issues![0])).toBe('available');
    });
  });
});

describe('registerResponseSchema', () => {
  describe('when the user key is empty', () => {
    it('fails with a clear message', () => {
      expect(v.safeParse(registerResponseSchema, { userkey: '' }).issues![0].message).toBe(
        'userkey is empty',
      );
      expect(v.parse(registerResponseSchema, { userkey: 'k' }).userkey).toBe('k');
    });
  });
});

describe('thirdPartyKinds', () => {
  describe('when compared with spec §6', () => {
    it('has Facebook, Google, Line, QQ and WeChat', () => {
      expect(thirdPartyKinds).toEqual(['facebook', 'google', 'line', 'qq', 'wechat']);
    });
  });
});

describe('loginMethods', () => {
  describe('when compared with the log-in modal of spec §2', () => {
    it('has the account, phone and e-mail tabs', () => {
      expect(loginMethods).toEqual(['account', 'phone', 'email']);
    });
  });
});

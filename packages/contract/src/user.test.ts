import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AgentMode, demoGuestAccount, readTokenInfo, userInfoSchema } from './user';

describe('userInfoSchema', () => {
  describe('when the user info is valid', () => {
    it('parses wire values into numbers and booleans', () => {
      const out = v.parse(userInfoSchema, {
        username: 'player01',
        currency: 'THB',
        game_gold: '1024.50',
        bonus: 3,
        account_type: 1,
        platfromid: 77,
        must_bind_phone: 1,
        must_bind_email: '0',
        loginVerify: true,
        loginVerifyInfo: { username: 'player01' },
        userkey: 'k-1',
        phone: '+55*****678',
        googleAuthBound: 0,
        hasWithdrawPassword: '1',
        selfExcludedUntil: '1700000000000',
        must_change_password: '1',
        vipLevel: 3,
      });
      expect(out).toMatchObject({
        username: 'player01',
        game_gold: 1024.5,
        platfromid: '77',
        must_bind_phone: true,
        must_bind_email: false,
        loginVerify: true,
        loginVerifyInfo: { username: 'player01' },
        phone: '+55*****678',
        googleAuthBound: false,
        hasWithdrawPassword: true,
        selfExcludedUntil: 1_700_000_000_000,
        must_change_password: true,
      });
      // Fields this package does not know pass through.
      expect(out).toHaveProperty('vipLevel', 3);
    });

    it('accepts nulls for optional fields', () => {
      expect(
        v.parse(userInfoSchema, { username: 'a1b2', currency: null, bonus: null }).bonus,
      ).toBeUndefined();
    });
  });

  describe('when the user info is malformed', () => {
    it('reports a missing username', () => {
      const result = v.safeParse(userInfoSchema, { game_gold: 1 });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('username');
    });

    it('reports a non-numeric balance at its path', () => {
      const result = v.safeParse(userInfoSchema, { username: 'abcd', game_gold: 'lots' });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('game_gold');
    });
  });
});

describe('readTokenInfo', () => {
  describe('when the headers carry tokens', () => {
    it('reads token and newjwt case-insensitively', () => {
      const headers = new Headers({ Token: 'sess', NEWJWT: 'jwt' });
      expect(readTokenInfo(headers)).toEqual({ session_key: 'sess', jwt_token: 'jwt' });
    });
  });

  describe('when the session token is absent', () => {
    it('returns undefined', () => {
      expect(readTokenInfo(new Headers({ newjwt: 'jwt' }))).toBeUndefined();
    });
  });
});

describe('AgentMode', () => {
  describe('when compared with spec §3', () => {
    it('has the five modes', () => {
      expect(AgentMode).toEqual({
        Infinite: 0,
        FirstLevel: 1,
        NetProfit: 2,
        ThreeNetProfix: 10002,
        National: 10003,
      });
    });
  });
});

describe('demoGuestAccount', () => {
  describe('when compared with spec §3', () => {
    it('has 2000 gold, account type 1 and a guest platform id', () => {
      expect(demoGuestAccount.game_gold).toBe(2000);
      expect(demoGuestAccount.account_type).toBe(1);
      expect(demoGuestAccount.platfromid).not.toBe('');
      expect(v.safeParse(userInfoSchema, demoGuestAccount).success).toBe(true);
    });
  });
});

import {
  checkUsernameResponseSchema,
  homeGoldSchema,
  registerResponseSchema,
  userInfoSchema,
} from '@lobbykit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { serviceCode, serviceError, startTestHall, testClient } from '../test-support/hall';
import { solvePuzzle } from '../test-support/solve-puzzle';

describe('account routes', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when a player logs in', () => {
    it('answers the user info and holds the session tokens from the headers', async () => {
      const client = testClient(server);
      const result = await client.client.request('login', {
        params: { username: 'player01', password: 'Lobby1234' },
        schema: userInfoSchema,
      });
      expect(result.ok && result.data).toMatchObject({
        username: 'player01',
        currency: 'BRL',
        game_gold: 1000,
        account_type: 1,
      });
      expect(client.client.session.token).toMatch(/^st_/);
      const gold = await client.client.request('homeGold', { schema: homeGoldSchema });
      expect(gold.ok && gold.data).toEqual({ game_gold: 1000, bonus: 50, auditMode: 0 });
    });

    it('refuses a wrong password with 1011, a frozen account with 1025 and a restricted one with 1334', async () => {
      const client = testClient(server);
      expect(serviceCode(await client.call('login', { username: 'player01', password: 'Wrong1234' }))).toBe(
        '1011',
      );
      expect(serviceCode(await client.call('login', { username: 'nobody99', password: 'Lobby1234' }))).toBe(
        '1011',
      );
      expect(serviceCode(await client.call('login', { username: 'frozen01', password: 'Lobby1234' }))).toBe(
        '1025',
      );
      expect(
        serviceCode(await client.call('login', { username: 'restricted01', password: 'Lobby1234' })),
      ).toBe('1334');
      expect(serviceCode(await client.call('login', { username: 'excluded01', password: 'Lobby1234' }))).toBe(
        '1334',
      );
    });

    it('flags a login that needs extra verification', async () => {
      const user = await testClient(server).login('verify01');
      expect(user).toMatchObject({ loginVerify: true, loginVerifyInfo: { username: 'verify01' } });
    });

    it('asks for the captcha after repeated failed logins, and lets a solved one through', async () => {
      const client = testClient(server);
      for (let i = 0; i < 3; i++)
        expect(serviceCode(await client.call('login', { username: 'audit01', password: 'Nope12345' }))).toBe(
          '1011',
        );
      const challenged = await client.call('login', { username: 'audit01', password: 'Lobby1234' });
      expect(serviceCode(challenged)).toBe('1124');
      const challenge = await client.call<{
        lot_number: string;
        captcha_id: string;
        background: string;
        piece: string;
        pieceY: number;
      }>('captchaChallenge', { account: 'audit01' });
      if (!challenge.ok) throw new Error('no challenge');
      const answer = solvePuzzle(challenge.data);
      const validated = await client.call<{ result: string; pass_token: string; lot_number: string }>(
        'captchaValidate',
        {
          account: 'audit01',
          captcha_id: challenge.data.captcha_id,
          lot_number: challenge.data.lot_number,
          captcha_output: JSON.stringify({ x: answer }),
        },
      );
      if (!validated.ok) throw new Error('validation failed');
      expect(validated.data.result).toBe('success');
      const login = await client.call('login', {
        username: 'audit01',
        password: 'Lobby1234',
        ...validated.data,
      });
      expect(login.ok).toBe(true);
    });
  });

  describe('when a visitor registers', () => {
    it('checks the name, registers, fast-logs in with the user key and gets a registerSuccess notice', async () => {
      const client = testClient(server);
      const taken = await client.client.request('checkUsername', {
        params: { username: 'player01' },
        schema: checkUsernameResponseSchema,
      });
      expect(taken.ok && taken.data.available).toBe(false);
      expect(taken.ok && taken.data.suggestions.length).toBe(3);
      const registered = await client.client.request('register', {
        params: { username: 'newcomer77', password: 'Harbor99', currency: 'BRL', agentId: '7001' },
        schema: registerResponseSchema,
      });
      if (!registered.ok) throw new Error(JSON.stringify(registered.error));
      const user = await client.client.request('fastLogin', {
        params: { userkey: registered.data.userkey },
        schema: userInfoSchema,
      });
      expect(user.ok && user.data).toMatchObject({
        username: 'newcomer77',
        game_gold: 0,
        deposit_count: 0,
        agentId: '7001',
      });
      const notices = await control.notices.list({ siteCode: 'demo', username: 'newcomer77' });
      expect(notices.map((notice) => notice.type)).toEqual(['registerSuccess']);
    });

    it('answers the validation codes of the spec', async () => {
      const client = testClient(server);
      const register = (username: string, password: string) =>
        client.call('register', { username, password });
      expect(serviceCode(await register('ab', 'Harbor99'))).toBe('1323');
      expect(serviceCode(await register('bad name', 'Harbor99'))).toBe('1323');
      expect(serviceCode(await register('player01', 'Harbor99'))).toBe('1013');
      expect(serviceCode(await register('someone1', 'short'))).toBe('4042');
      expect(serviceCode(await register('someone1', '12345678'))).toBe('4024');
      expect(serviceCode(await register('someone1', 'pass word1'))).toBe('4024');
      expect(serviceCode(await register('someone1x', 'someone1x'))).toBe('4040');
      expect(
        serviceCode(await client.call('preRegisterVerify', { username: 'someone1', password: 'short' })),
      ).toBe('4042');
      expect(
        (await client.call('preRegisterVerify', { username: 'someone1', password: 'Harbor99' })).ok,
      ).toBe(true);
    });

    it('applies the strong-password rule of a site that switches it on', async () => {
      const siam = testClient(server, 'siam');
      const weak = await siam.call('register', { username: 'somsak01', password: 'harbor99' });
      expect(serviceCode(weak)).toBe('4024');
      expect(serviceError(weak)?.serverMessage).toContain('uppercase');
      expect((await siam.call('register', { username: 'somsak01', password: 'Harbor999' })).ok).toBe(true);
    });

    it('refuses a fast login with an unknown key', async () => {
      expect(serviceCode(await testClient(server).call('fastLogin', { userkey: 'uk_nope' }))).toBe('1011');
    });
  });

  describe('when a player logs out or is logged in elsewhere', () => {
    it('ends the session: the next call answers -1', async () => {
      const client = testClient(server);
      await client.login('player01');
      expect((await client.call('logout')).ok).toBe(true);
      expect(serviceCode(await client.call('homeGold'))).toBe('-1');
    });

    it('ends the older session when the same user logs in from another device', async () => {
      const first = testClient(server, 'demo', { deviceId: 'phone-1' });
      const second = testClient(server, 'demo', { deviceId: 'laptop-2' });
      await first.login('agent01');
      await second.login('agent01');
      expect(serviceCode(await first.call('homeGold'))).toBe('-1');
      expect((await second.call('homeGold')).ok).toBe(true);
    });

    it('answers -1 to a call that needs a user without one', async () => {
      expect(serviceCode(await testClient(server).call('homeGold'))).toBe('-1');
    });
  });

  describe('when a logged-in player uses account calls', () => {
    it('stores the web push id, lists exchange platforms and takes an upload', async () => {
      const client = testClient(server);
      await client.login('player01');
      expect((await client.call('webPushInfo', { jpushWebId: 'jp-123' })).ok).toBe(true);
      const platforms = await client.call<{ platformCode: string }[]>('platformExchangeList');
      expect(platforms.ok && platforms.data.length).toBeGreaterThan(3);
      const upload = await client.call<{
        files: { filename: string; size: number }[];
        fields: Record<string, unknown>;
      }>('uploadFile', {
        avatar: new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/png' }),
        purpose: 'avatar',
      });
      expect(upload.ok && upload.data.files[0]).toMatchObject({ size: 4 });
      expect(upload.ok && upload.data.fields).toEqual({ purpose: 'avatar' });
    });
  });
});

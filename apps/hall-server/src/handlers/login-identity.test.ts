// Log-in by phone number and by e-mail address (`loginType`), beside the username.
import { homeSysInfoSchema, userInfoSchema } from '@lobbykit/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { serviceCode, serviceError, startTestHall, testClient } from '../test-support/hall';
import { solvePuzzle } from '../test-support/solve-puzzle';

describe('log-in by phone and by e-mail', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(async () => {
    await server.close();
  });

  // Failed log-ins also count per IP: each test comes from an address of its own (Brazil's and
  // Thailand's documentation ranges), so one test's failures never ask another for a captcha.
  let nextHost = 100;
  beforeEach(async () => {
    const host = nextHost++;
    await control.sites.set('demo', { clientIp: `198.51.100.${host}` });
    await control.sites.set('nova', { clientIp: `198.51.100.${host}` });
    await control.sites.set('siam', { clientIp: `192.0.2.${host}` });
  });

  const lastCode = async (to: string) =>
    (await control.outbox()).filter((entry) => entry.to === to).at(-1)?.code;

  describe('when the site says which ways it offers', () => {
    it('lists them in its order in the system info', async () => {
      const methodsOf = async (siteCode: string) => {
        const status = await testClient(server, siteCode).call<{ homeGetSysInfo: unknown }>('systemStatus');
        if (!status.ok) throw new Error('no system status');
        return v.parse(homeSysInfoSchema, status.data.homeGetSysInfo).loginMethods;
      };
      expect(await methodsOf('demo')).toEqual(['account', 'phone', 'email']);
      expect(await methodsOf('siam')).toEqual(['account', 'phone', 'email']);
      expect(await methodsOf('nova')).toEqual(['email', 'account']);
    });

    it('refuses a way the site does not offer, and one no lobby knows', async () => {
      const novaByPhone = await testClient(server, 'nova').call('login', {
        loginType: 'phone',
        areaCode: '+91',
        phone: '9876543210',
        password: 'Lobby1234',
      });
      expect(serviceError(novaByPhone)).toMatchObject({
        code: 'invalid-params',
        serverMessage: 'nova does not offer log-in by phone',
      });
      const byPigeon = await testClient(server).call('login', { loginType: 'pigeon', password: 'Lobby1234' });
      expect(serviceCode(byPigeon)).toBe('invalid-params');
    });
  });

  describe('when a player logs in by phone', () => {
    it('finds the account the number with its dialling prefix is bound to', async () => {
      const client = testClient(server);
      const result = await client.client.request('login', {
        params: { loginType: 'phone', areaCode: '+55', phone: '11912345678', password: 'Lobby1234' },
        schema: userInfoSchema,
      });
      expect(result.ok && result.data).toMatchObject({ username: 'contact01', currency: 'BRL' });
      expect(client.client.session.token).toMatch(/^st_/);
    });

    it('takes the number as players write it: separators, the leading 0 dialled at home, or a + of its own', async () => {
      const login = (params: Record<string, unknown>) =>
        testClient(server, 'siam').call<{ username: string }>('login', { password: 'Lobby1234', ...params });
      const asTyped = [
        { loginType: 'phone', areaCode: '+66', phone: '089 123 4567' },
        { loginType: 'phone', areaCode: '66', phone: '891234567' },
        { loginType: 'phone', phone: '+66 89-123-4567' },
        // Without a prefix, the site's first SMS country's.
        { loginType: 'phone', phone: '0891234567' },
      ];
      for (const params of asTyped) {
        const result = await login(params);
        expect(result.ok && result.data.username, JSON.stringify(params)).toBe('niran01');
      }
    });

    it('answers 1216 for a number no account has bound, and for one that is not a number', async () => {
      const unknown = await testClient(server).call('login', {
        loginType: 'phone',
        areaCode: '+55',
        phone: '11900000000',
        password: 'Lobby1234',
      });
      expect(serviceError(unknown)).toMatchObject({
        code: '1216',
        serverMessage: 'no account has this phone number bound',
      });
      const wrongCountry = await testClient(server).call('login', {
        loginType: 'phone',
        areaCode: '+351',
        phone: '11912345678',
        password: 'Lobby1234',
      });
      expect(serviceCode(wrongCountry)).toBe('1216');
      for (const phone of ['12345', '1234567890123', '11 91234 567x', undefined]) {
        const refused = await testClient(server).call('login', {
          loginType: 'phone',
          areaCode: '+55',
          phone,
          password: 'Lobby1234',
        });
        expect(serviceCode(refused), String(phone)).toBe('1216');
      }
    });

    it('answers 1011 for a wrong password', async () => {
      const refused = await testClient(server).call('login', {
        loginType: 'phone',
        areaCode: '+55',
        phone: '11912345678',
        password: 'Wrong1234',
      });
      expect(serviceError(refused)).toMatchObject({ code: '1011', serverMessage: 'wrong password' });
    });

    it('does not log in with a phone typed at sign-up and never confirmed, until it is bound', async () => {
      const signUp = testClient(server);
      const registered = await signUp.call<{ userkey: string }>('register', {
        username: 'typedphone1',
        password: 'Harbor2024',
        phone: '+5511955550001',
      });
      if (!registered.ok) throw new Error('registration failed');
      const byPhone = { loginType: 'phone', areaCode: '+55', phone: '11955550001', password: 'Harbor2024' };
      expect(serviceCode(await testClient(server).call('login', byPhone))).toBe('1216');

      await signUp.call('fastLogin', { userkey: registered.data.userkey });
      expect((await signUp.call('sendCode', { channel: 'sms', phone: '+5511955550001' })).ok).toBe(true);
      const code = await lastCode('+5511955550001');
      expect((await signUp.call('bindPhone', { phone: '+5511955550001', code })).ok).toBe(true);
      const bound = await testClient(server).call<{ username: string }>('login', byPhone);
      expect(bound.ok && bound.data.username).toBe('typedphone1');
    });

    it('refuses a number bound to two accounts, naming the username as the way in', async () => {
      const phone = '+5511955550002';
      for (const username of ['twophones1', 'twophones2']) {
        const client = testClient(server);
        const registered = await client.call<{ userkey: string }>('register', {
          username,
          password: 'Harbor2024',
        });
        if (!registered.ok) throw new Error('registration failed');
        // As data only: binding it twice the player's way is refused (1216).
        await control.users.set('demo', username, { boundPhone: phone });
      }
      const refused = await testClient(server).call('login', {
        loginType: 'phone',
        areaCode: '+55',
        phone: '11955550002',
        password: 'Harbor2024',
      });
      expect(serviceError(refused)).toMatchObject({
        code: '1216',
        serverMessage: 'this phone number is bound to several accounts: log in with the username',
      });
    });

    it('asks for the captcha after repeated failures for the number, and lets a solved one through', async () => {
      const client = testClient(server);
      const byPhone = { loginType: 'phone', areaCode: '+55', phone: '11912345678' };
      // A log-in that passes forgets the number's earlier failures (another test's wrong password).
      expect((await client.call('login', { ...byPhone, password: 'Lobby1234' })).ok).toBe(true);
      for (let i = 0; i < 3; i++)
        expect(serviceCode(await client.call('login', { ...byPhone, password: 'Nope12345' }))).toBe('1011');
      expect(serviceCode(await client.call('login', { ...byPhone, password: 'Lobby1234' }))).toBe('1124');
      // The number's counter is not the username's: from another address, the username needs none.
      await control.sites.set('demo', { clientIp: '198.51.100.250' });
      const byName = await testClient(server).call('login', { username: 'contact01', password: 'Lobby1234' });
      expect(byName.ok).toBe(true);
      await control.sites.set('demo', { clientIp: '198.51.100.251' });
      expect(serviceCode(await client.call('login', { ...byPhone, password: 'Lobby1234' }))).toBe('1124');

      // The lobby's captcha guard names the challenge after the phone field as typed.
      const challenge = await client.call<{
        lot_number: string;
        captcha_id: string;
        background: string;
        piece: string;
        pieceY: number;
      }>('captchaChallenge', { account: '11912345678' });
      if (!challenge.ok) throw new Error('no challenge');
      const validated = await client.call<{ pass_token: string; lot_number: string }>('captchaValidate', {
        account: '11912345678',
        captcha_id: challenge.data.captcha_id,
        lot_number: challenge.data.lot_number,
        captcha_output: JSON.stringify({ x: solvePuzzle(challenge.data) }),
      });
      if (!validated.ok) throw new Error('validation failed');
      const login = await client.call<{ username: string }>('login', {
        ...byPhone,
        password: 'Lobby1234',
        ...validated.data,
      });
      expect(login.ok && login.data.username).toBe('contact01');
    });
  });

  describe('when a player logs in by e-mail', () => {
    it('finds the account the address is bound to, whatever its case', async () => {
      const result = await testClient(server).call<{ username: string }>('login', {
        loginType: 'email',
        email: 'Contact01@Example.com',
        password: 'Lobby1234',
      });
      expect(result.ok && result.data.username).toBe('contact01');
    });

    it('answers 1011 for an unknown address and for a wrong password alike', async () => {
      const unknown = await testClient(server).call('login', {
        loginType: 'email',
        email: 'nobody@example.com',
        password: 'Lobby1234',
      });
      const wrong = await testClient(server).call('login', {
        loginType: 'email',
        email: 'contact01@example.com',
        password: 'Wrong1234',
      });
      expect(serviceError(unknown)).toMatchObject({
        code: '1011',
        serverMessage: 'wrong e-mail address or password',
      });
      expect(serviceError(wrong)).toEqual(serviceError(unknown));
    });

    it('answers 1011 for an address that is not one', async () => {
      for (const email of ['not-an-address', `${'a'.repeat(45)}@example.com`, undefined]) {
        const refused = await testClient(server).call('login', { loginType: 'email', email, password: 'x' });
        expect(serviceCode(refused), String(email)).toBe('1011');
      }
    });

    it('applies the account rules after the address: frozen, restricted, extra verification', async () => {
      // verify01's seeded e-mail is bound: its log-in asks for the extra step, as by username.
      const verify = await testClient(server).call<{ loginVerify: boolean }>('login', {
        loginType: 'email',
        email: 'verify01@example.com',
        password: 'Lobby1234',
      });
      expect(verify.ok && verify.data.loginVerify).toBe(true);
      await control.users.set('demo', 'contact01', { frozen: true });
      try {
        const frozen = await testClient(server).call('login', {
          loginType: 'email',
          email: 'contact01@example.com',
          password: 'Lobby1234',
        });
        expect(serviceCode(frozen)).toBe('1025');
      } finally {
        await control.users.set('demo', 'contact01', { frozen: false });
      }
    });
  });

  describe('when a lobby sends no loginType', () => {
    it('logs in by username, as before', async () => {
      const result = await testClient(server).call<{ username: string }>('login', {
        username: 'contact01',
        password: 'Lobby1234',
      });
      expect(result.ok && result.data.username).toBe('contact01');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import { totp } from '../hall/totp';
import type { HallServer } from '../server';
import { serviceCode, serviceError, startTestHall, testClient } from '../test-support/hall';

describe('security routes', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(async () => {
    await server.close();
  });

  const lastCode = async (to: string) =>
    (await control.outbox()).filter((entry) => entry.to === to).at(-1)?.code;

  describe('when a phone is bound', () => {
    it('needs the SMS code: 1325 when empty, 1333 when wrong, 1216 for a bad number', async () => {
      const client = testClient(server, 'siam');
      await client.login('malee01');
      expect(serviceCode(await client.call('sendCode', { phone: '12' }))).toBe('1216');
      expect((await client.call('sendCode', { phone: '+66811112222' })).ok).toBe(true);
      expect(serviceCode(await client.call('bindPhone', { phone: '+66811112222' }))).toBe('1325');
      expect(serviceCode(await client.call('bindPhone', { phone: '+66811112222', code: '000000x' }))).toBe(
        '1333',
      );
      const code = await lastCode('+66811112222');
      expect((await client.call('bindPhone', { phone: '+66811112222', code })).ok).toBe(true);
      const info = await client.call<{ phone: string; must_bind_num: boolean }>('userInfo');
      expect(info.ok && info.data).toMatchObject({ phone: '+66***222', must_bind_num: false });
    });
  });

  describe('when the login password is changed', () => {
    it('asks for the current one (1011, locked after five), takes a new one by the site rule, and ends the forced change', async () => {
      const client = testClient(server);
      const login = await client.login('reset01');
      expect(login).toMatchObject({ must_change_password: true });
      const oldKey = (login as { userkey: string }).userkey;
      expect(
        serviceCode(
          await client.call('changeLoginPassword', { oldPassword: 'Wrong1234', password: 'Fresh5678' }),
        ),
      ).toBe('1011');
      expect(
        serviceCode(
          await client.call('changeLoginPassword', { oldPassword: 'Lobby1234', password: 'short' }),
        ),
      ).toBe('4042');
      expect(
        serviceCode(
          await client.call('changeLoginPassword', { oldPassword: 'Lobby1234', password: 'Lobby1234' }),
        ),
      ).toBe('4024');
      const changed = await client.call<{ changed: boolean }>('changeLoginPassword', {
        oldPassword: 'Lobby1234',
        password: 'Fresh5678',
      });
      expect(changed.ok && changed.data.changed).toBe(true);
      const info = await client.call<{ must_change_password: boolean; userkey: string }>('userInfo');
      expect(info.ok && info.data.must_change_password).toBe(false);
      expect(info.ok && info.data.userkey).not.toBe(oldKey);
      expect(
        serviceCode(await testClient(server).call('login', { username: 'reset01', password: 'Lobby1234' })),
      ).toBe('1011');
      expect(
        (await testClient(server).call('login', { username: 'reset01', password: 'Fresh5678' })).ok,
      ).toBe(true);
    });

    it('locks the change after five wrong current passwords, even for the right one', async () => {
      const client = testClient(server);
      await client.login('agent01');
      for (let n = 0; n < 5; n++)
        expect(
          serviceCode(
            await client.call('changeLoginPassword', { oldPassword: `Wrong${n}234`, password: 'Fresh5678' }),
          ),
        ).toBe('1011');
      const locked = await client.call('changeLoginPassword', {
        oldPassword: 'Lobby1234',
        password: 'Fresh5678',
      });
      expect(serviceCode(locked)).toBe('1011');
      expect(serviceError(locked)?.data).toMatchObject({ lockedMs: expect.any(Number) as number });
    });
  });

  describe('when an e-mail is bound', () => {
    it('answers 1326 for an empty code and 1332 for a wrong one', async () => {
      const client = testClient(server);
      await client.login('newbie01');
      await client.call('sendCode', { channel: 'email', email: 'newbie@example.com' });
      expect(serviceCode(await client.call('bindEmail', { email: 'newbie@example.com' }))).toBe('1326');
      expect(
        serviceCode(await client.call('bindEmail', { email: 'newbie@example.com', code: '999999x' })),
      ).toBe('1332');
      expect(serviceCode(await client.call('bindEmail', { email: 'not-an-email', code: '1' }))).toBe(
        'invalid-params',
      );
    });
  });

  describe('when Google authenticator is bound', () => {
    it('hands out a secret, then accepts the current TOTP code only', async () => {
      const client = testClient(server, 'nova');
      await client.login('rupee01');
      const start = await client.call<{ secret: string; otpauthUrl: string }>('bindGoogleAuth');
      if (!start.ok) throw new Error('no secret');
      expect(start.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Nova%20Chain%3Arupee01\?secret=/);
      expect(serviceCode(await client.call('bindGoogleAuth', { code: '000000' }))).toBe('1012');
      expect((await client.call('bindGoogleAuth', { code: totp(start.data.secret, Date.now()) })).ok).toBe(
        true,
      );
      const info = await client.call<{ googleAuthBound: boolean }>('userInfo');
      expect(info.ok && info.data.googleAuthBound).toBe(true);
    });
  });

  describe('when a player excludes themself', () => {
    it('ends every session and refuses logins until the end date', async () => {
      const client = testClient(server);
      await client.login('verify01');
      expect(serviceCode(await client.call('setSelfExclusion', { days: 0 }))).toBe('invalid-params');
      const status = await client.call<{ excluded: boolean }>('selfExclusion');
      expect(status.ok && status.data.excluded).toBe(false);
      const set = await client.call<{ until: number }>('setSelfExclusion', { days: 7 });
      expect(set.ok && set.data.until).toBeGreaterThan(Date.now() + 6 * 86_400_000);
      expect(serviceCode(await client.call('homeGold'))).toBe('-1');
      const again = await testClient(server).call('login', { username: 'verify01', password: 'Lobby1234' });
      expect(serviceCode(again)).toBe('1334');
      expect(serviceError(again)?.serverMessage).toMatch(/self-excluded until/);
    });
  });
});

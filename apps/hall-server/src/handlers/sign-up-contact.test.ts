// A sign-up by phone or e-mail against the hall: the code asked for before the account exists,
// one a minute per number, proven once, spent after five wrong tries; the account starts with the
// contact bound (its user info shows it, a log-in by it works), and a contact another account
// has bound is refused only once its code was proven.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { serviceCode, serviceError, startTestHall, testClient } from '../test-support/hall';

describe('sign-up by phone or e-mail', () => {
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
    (await control.outbox()).filter((entry) => entry.to === to && entry.purpose === 'register').at(-1)?.code;
  let serial = 0;
  /** A fresh Brazilian mobile number, national part (11 digits). */
  const freshNational = () => `119${String(Date.now() % 1e6).padStart(6, '0')}${++serial % 10}0`.slice(0, 11);

  describe('when a visitor signs up by phone', () => {
    it('sends a code to the full number, binds the proven phone and logs in by it', async () => {
      const national = freshNational();
      const client = testClient(server);
      const sent = await client.call<{ sent: boolean; channel: string }>('registerCode', {
        channel: 'sms',
        phone: `+55${national}`,
      });
      expect(sent.ok && sent.data).toMatchObject({ sent: true, channel: 'sms' });
      // One code a minute for a number.
      const again = await client.call('registerCode', { channel: 'sms', phone: `+55${national}` });
      expect(serviceCode(again)).toBe('1101');
      expect(serviceError(again)?.data).toMatchObject({ retryInMs: expect.any(Number) as number });

      const code = (await lastCode(`+55${national}`))!;
      const username = `tel${national.slice(-7)}`;
      const form = { username, password: 'Harbor2024', phone: national, areaCode: '+55' };
      expect(
        serviceCode(
          await client.call('register', { ...form, code: '000000' === code ? '111111' : '000000' }),
        ),
      ).toBe('1333');
      const registered = await client.call<{ userkey: string }>('register', { ...form, code });
      expect(registered.ok).toBe(true);
      // The code proved one sign-up: a second account cannot use it.
      expect(serviceCode(await client.call('register', { ...form, username: `${username}b`, code }))).toBe(
        '1333',
      );

      const byPhone = testClient(server);
      const login = await byPhone.call<{ username: string; phone: string }>('login', {
        loginType: 'phone',
        phone: national,
        areaCode: '+55',
        password: 'Harbor2024',
      });
      expect(login.ok && login.data).toMatchObject({
        username,
        phone: expect.stringMatching(/^\+55\*\*\*/) as string,
      });
    });

    it('spends the code after five wrong tries, even for the right one next', async () => {
      const national = freshNational();
      const client = testClient(server);
      await client.call('registerCode', { channel: 'sms', phone: `+55${national}` });
      const code = (await lastCode(`+55${national}`))!;
      const wrong = code === '123456' ? '654321' : '123456';
      const form = {
        username: `five${national.slice(-7)}`,
        password: 'Harbor2024',
        phone: national,
        areaCode: '55',
      };
      for (let n = 0; n < 5; n++)
        expect(serviceCode(await client.call('register', { ...form, code: wrong }))).toBe('1333');
      expect(serviceCode(await client.call('register', { ...form, code }))).toBe('1333');
    });

    it('refuses a number bound to another account only once its code is proven (1216)', async () => {
      // player01's bound phone, +55 11987654321.
      const client = testClient(server);
      expect((await client.call('registerCode', { channel: 'sms', phone: '+5511987654321' })).ok).toBe(true);
      const form = { username: 'copycat01', password: 'Harbor2024', phone: '11987654321', areaCode: '+55' };
      expect(serviceCode(await client.call('register', { ...form, code: 'x' }))).toBe('1333');
      const code = (await lastCode('+5511987654321'))!;
      expect(serviceCode(await client.call('register', { ...form, code }))).toBe('1216');
    });
  });

  describe('when a visitor signs up by e-mail', () => {
    it('binds the proven address, keeps the invite code, and refuses a bad address before sending', async () => {
      const client = testClient(server);
      expect(
        serviceCode(await client.call('registerCode', { channel: 'email', email: 'not-an-address' })),
      ).toBe('invalid-params');
      const email = `mail${Date.now() % 1e9}@example.com`;
      expect((await client.call('registerCode', { channel: 'email', email })).ok).toBe(true);
      const code = (await lastCode(email))!;
      const username = `mail${Date.now() % 1e7}`;
      const registered = await client.call('register', {
        username,
        password: 'Harbor2024',
        email,
        code,
        inviteCode: 'HARBOR7',
      });
      expect(registered.ok).toBe(true);
      // The user info shows a bound address only, masked.
      expect(await control.users.get('demo', username)).toMatchObject({
        email: `${email.slice(0, 3)}***com`,
        inviteCode: 'HARBOR7',
      });
    });
  });
});

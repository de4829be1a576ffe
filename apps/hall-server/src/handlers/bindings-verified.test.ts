// Only a verified binding (its code confirmed) counts: a phone or e-mail typed at registration
// neither lifts the large-amount withdrawal gate nor shows as bound in the user info.
import { userInfoSchema } from '@lobbykit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { serviceError, startTestHall, testClient, type TestClient } from '../test-support/hall';

// demo: BRL, large amounts from 5000, any one of phone, e-mail or authenticator lifts the gate.
const RICH = 20_000;

describe('verified bindings', () => {
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

  /** Registers on demo with the contact typed, logs in, gets rich and sets a withdraw password. */
  const registerRich = async (username: string, contact: Record<string, string>): Promise<TestClient> => {
    const client = testClient(server);
    const registered = await client.call('register', {
      username,
      password: 'Harbor99',
      currency: 'BRL',
      ...contact,
    });
    if (!registered.ok) throw new Error(JSON.stringify(registered.error));
    await client.login(username, 'Harbor99');
    await control.users.set('demo', username, { gameGold: RICH });
    expect((await client.call('setWithdrawPassword', { password: '135790' })).ok).toBe(true);
    return client;
  };

  describe('when a phone was typed at registration and never verified', () => {
    it('keeps the large-amount gate (70202) and shows no bound phone', async () => {
      const client = await registerRich('typedphone1', { phone: '+5511911112222' });
      const info = await client.client.request('userInfo', { schema: userInfoSchema });
      expect(info.ok && info.data).toMatchObject({ must_bind_num: true, must_bind_phone: true });
      expect(info.ok && info.data.phone).toBeUndefined();
      const refused = serviceError(
        await client.call('withdraw', { amount: 100, withdrawPassword: '135790' }),
      );
      expect(refused).toMatchObject({ code: '70202', data: { must_bind_item: 'phone,email,googleAuth' } });
    });

    it('lifts the gate once the phone is verified with its SMS code', async () => {
      const client = await registerRich('typedphone2', { phone: '+5511933334444' });
      await client.call('sendCode', { phone: '+5511933334444' });
      const code = await lastCode('+5511933334444');
      expect((await client.call('bindPhone', { phone: '+5511933334444', code })).ok).toBe(true);
      const info = await client.client.request('userInfo', { schema: userInfoSchema });
      expect(info.ok && info.data).toMatchObject({ must_bind_num: false, phone: '+55***444' });
      expect((await client.call('withdraw', { amount: 100, withdrawPassword: '135790' })).ok).toBe(true);
    });
  });

  describe('when an e-mail was typed at registration and never verified', () => {
    it('keeps the large-amount gate (70202) and shows no bound e-mail', async () => {
      const client = await registerRich('typedmail1', { email: 'typed@example.com' });
      const info = await client.client.request('userInfo', { schema: userInfoSchema });
      expect(info.ok && info.data).toMatchObject({ must_bind_num: true, must_bind_email: true });
      expect(info.ok && info.data.email).toBeUndefined();
      const refused = serviceError(
        await client.call('withdraw', { amount: 100, withdrawPassword: '135790' }),
      );
      expect(refused?.code).toBe('70202');
    });
  });

  describe('when a seeded player has a bound phone', () => {
    it('still counts it (seeded bindings are verified)', async () => {
      const client = testClient(server);
      await client.login('player01');
      await control.users.set('demo', 'player01', { gameGold: RICH });
      expect((await client.call('withdraw', { amount: 100, withdrawPassword: '123456' })).ok).toBe(true);
    });
  });
});

// Brute force of guessable secrets: the withdraw password and the SMS and e-mail codes are
// locked per account after a run of wrong values, and the right value is refused while locked.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { serviceError, startTestHall, testClient, type TestClient } from '../test-support/hall';
import { SEED_WITHDRAW_PASSWORD } from '../world/users';

const FIFTEEN_MINUTES = 15 * 60_000;

describe('lockout of guessable secrets', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterEach(async () => {
    await control.clock(0);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Moves the hall's clock; the first call after it is refused as stale and teaches the client the new time. */
  const moveClock = async (client: TestClient, offsetMs: number) => {
    await control.clock(offsetMs);
    await client.call('homeGold');
  };
  const lastCode = async (to: string) =>
    (await control.outbox()).filter((entry) => entry.to === to).at(-1)?.code;
  /** A six-digit code other than `code`. */
  const wrongCode = (code: string | undefined, n: number) =>
    String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

  describe('when the withdraw password is guessed', () => {
    it('locks withdrawals after 5 wrong passwords, refuses the right one, and opens 15 min later', async () => {
      const client = testClient(server);
      await client.login('player01');
      for (let n = 0; n < 4; n++) {
        const wrong = serviceError(await client.call('withdraw', { amount: 10, withdrawPassword: '000000' }));
        expect(wrong).toMatchObject({ code: 'withdraw-password-wrong', data: { attemptsLeft: 4 - n } });
      }
      const fifth = serviceError(await client.call('withdraw', { amount: 10, withdrawPassword: '000000' }));
      expect(fifth?.code).toBe('withdraw-password-wrong');
      expect(fifth?.serverMessage).toMatch(/locked.*15 min/);
      expect(fifth?.data).toMatchObject({ lockedMs: FIFTEEN_MINUTES });

      const right = serviceError(
        await client.call('withdraw', { amount: 10, withdrawPassword: SEED_WITHDRAW_PASSWORD }),
      );
      expect(right?.code).toBe('withdraw-password-wrong');
      expect(right?.serverMessage).toMatch(/locked/);
      expect((right?.data as { lockedMs: number }).lockedMs).toBeGreaterThan(FIFTEEN_MINUTES - 60_000);

      await moveClock(client, FIFTEEN_MINUTES + 1000);
      const after = await client.call('withdraw', { amount: 10, withdrawPassword: SEED_WITHDRAW_PASSWORD });
      expect(after.ok).toBe(true);
    });

    it('answers a brute force of 150 wrong passwords with the lock, never with the right one', async () => {
      const client = testClient(server, 'nova');
      await client.login('crypto01');
      const results = [];
      for (let n = 0; n < 150; n++) {
        results.push(
          await client.call('withdraw', { amount: 1, withdrawPassword: String(n).padStart(6, '0') }),
        );
      }
      const locked = results.slice(5).map(serviceError);
      expect(locked.every((error) => error?.serverMessage?.includes('locked'))).toBe(true);
      const right = await client.call('withdraw', { amount: 1, withdrawPassword: SEED_WITHDRAW_PASSWORD });
      expect(serviceError(right)?.serverMessage).toMatch(/locked/);
    });

    it('counts wrong old passwords of a change too, and a success ends the run', async () => {
      const client = testClient(server, 'siam');
      await client.login('somchai01');
      const change = (oldPassword: string) =>
        client.call('setWithdrawPassword', { password: '282828', oldPassword });
      for (let n = 0; n < 4; n++) await change('999999');
      expect(
        (await client.call('withdraw', { amount: 100, withdrawPassword: SEED_WITHDRAW_PASSWORD })).ok,
      ).toBe(true);
      // The run was ended by the success: four more wrong ones still leave the account open.
      for (let n = 0; n < 4; n++) await change('999999');
      expect((await change(SEED_WITHDRAW_PASSWORD)).ok).toBe(true);
      for (let n = 0; n < 5; n++) await change('999999');
      const locked = serviceError(await client.call('withdraw', { amount: 1, withdrawPassword: '282828' }));
      expect(locked?.serverMessage).toMatch(/locked/);
    });

    it('locks one account only', async () => {
      const guesser = testClient(server);
      await guesser.login('audit01');
      for (let n = 0; n < 5; n++) await guesser.call('withdraw', { amount: 1, withdrawPassword: '000000' });
      const other = testClient(server);
      await other.login('rich01');
      const refused = serviceError(
        await other.call('withdraw', { amount: 1, withdrawPassword: SEED_WITHDRAW_PASSWORD }),
      );
      expect(refused?.serverMessage ?? '').not.toMatch(/locked/);
    });
  });

  describe('when an SMS code is guessed', () => {
    it('locks phone binding after 5 wrong codes and refuses the right code while locked', async () => {
      const client = testClient(server, 'siam');
      await client.login('malee01');
      const phone = '+66819990001';
      expect((await client.call('sendCode', { phone })).ok).toBe(true);
      const code = await lastCode(phone);
      for (let n = 0; n < 5; n++) {
        expect(serviceError(await client.call('bindPhone', { phone, code: wrongCode(code, n) }))?.code).toBe(
          '1333',
        );
      }
      const right = serviceError(await client.call('bindPhone', { phone, code }));
      expect(right?.code).toBe('1333');
      expect(right?.serverMessage).toMatch(/locked/);
      for (let n = 0; n < 150; n++) await client.call('bindPhone', { phone, code: wrongCode(code, n) });
      expect(serviceError(await client.call('bindPhone', { phone, code }))?.serverMessage).toMatch(/locked/);

      await moveClock(client, FIFTEEN_MINUTES + 1000);
      // The first code expired meanwhile (10 min): a new one binds.
      await client.call('sendCode', { phone });
      expect((await client.call('bindPhone', { phone, code: await lastCode(phone) })).ok).toBe(true);
    });
  });

  describe('when an e-mail code is guessed', () => {
    it('locks e-mail binding after 5 wrong codes and refuses the right code while locked', async () => {
      const client = testClient(server);
      await client.login('newbie01');
      const email = 'lockout@example.com';
      expect((await client.call('sendCode', { channel: 'email', email })).ok).toBe(true);
      const code = await lastCode(email);
      for (let n = 0; n < 5; n++) {
        expect(serviceError(await client.call('bindEmail', { email, code: wrongCode(code, n) }))?.code).toBe(
          '1332',
        );
      }
      const right = serviceError(await client.call('bindEmail', { email, code }));
      expect(right?.code).toBe('1332');
      expect(right?.serverMessage).toMatch(/locked/);
      expect(right?.data).toMatchObject({ lockedMs: expect.any(Number) as number });
      // The SMS lock is another purpose: a phone can still be bound.
      await client.call('sendCode', { phone: '+5511988887777' });
      const phoneCode = await lastCode('+5511988887777');
      expect((await client.call('bindPhone', { phone: '+5511988887777', code: phoneCode })).ok).toBe(true);
    });
  });
});

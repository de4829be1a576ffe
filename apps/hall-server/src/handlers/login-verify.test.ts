// The extra login verification against the running hall: the login of an account that needs it
// sends a code (the control outbox), /user/loginVerify takes that code, refuses another, and
// five wrong codes lock the check, the right code included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { serviceCode, serviceError, startTestHall, testClient } from '../test-support/hall';
import { LOGIN_VERIFY_PURPOSE } from './login-verify';

describe('the loginVerify route', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(() => server.close());

  /** The newest login verification code sent to verify01's e-mail. */
  async function sentCode(): Promise<string | undefined> {
    const outbox = await control.outbox();
    return outbox
      .filter((entry) => entry.purpose === LOGIN_VERIFY_PURPOSE && entry.to === 'verify01@example.com')
      .at(-1)?.code;
  }

  describe('when verify01 logs in', () => {
    it('sends a code by e-mail, and that code verifies the session', async () => {
      const client = testClient(server);
      const before = (await control.outbox()).length;
      await client.login('verify01');
      expect((await control.outbox()).length).toBe(before + 1);
      const code = await sentCode();
      expect(code).toMatch(/^\d{6}$/);

      const answer = await client.call<{ verified: boolean }>('loginVerify', { code });
      expect(answer).toMatchObject({ ok: true, data: { verified: true } });
    });
  });

  describe('when the code is missing or wrong', () => {
    it('answers the e-mail code errors, and five wrong codes lock the check', async () => {
      const client = testClient(server);
      await client.login('verify01');
      const code = (await sentCode())!;
      const wrong = code === '000000' ? '111111' : '000000';

      expect(serviceCode(await client.call('loginVerify', {}))).toBe('1326');
      expect(serviceCode(await client.call('loginVerify', { code: wrong }))).toBe('1332');
      for (let i = 0; i < 4; i++) await client.call('loginVerify', { code: wrong });
      const locked = await client.call('loginVerify', { code });
      expect(serviceCode(locked)).toBe('1332');
      expect(serviceError(locked)?.serverMessage).toMatch(/locked/);
      expect(serviceError(locked)?.data).toMatchObject({ lockedMs: expect.any(Number) });
    });
  });

  describe('when a player who needs no verification logs in', () => {
    it('sends no code', async () => {
      const before = (await control.outbox()).length;
      await testClient(server).login('player01');
      expect((await control.outbox()).length).toBe(before);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { serviceError, startTestHall, testClient, type TestClient } from '../test-support/hall';
import { solvePuzzle } from '../test-support/solve-puzzle';

interface Challenge {
  captcha_id: string;
  lot_number: string;
  type: string;
  background: string;
  piece: string;
  pieceY: number;
}
interface Validation {
  result: 'success' | 'fail';
  code?: string;
  pass_token?: string;
  lot_number: string;
  restrictedMs?: number;
}

async function challenge(
  client: TestClient,
  name: 'captchaChallenge' | 'userCaptchaChallenge' = 'captchaChallenge',
  params: Record<string, unknown> = {},
) {
  const result = await client.call<Challenge>(name, params);
  if (!result.ok) throw new Error(`challenge failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

async function validate(
  client: TestClient,
  data: Record<string, unknown>,
  name: 'captchaValidate' | 'userCaptchaValidate' = 'captchaValidate',
) {
  const result = await client.call<Validation>(name, data);
  if (!result.ok) throw new Error(`validate failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

describe('captcha routes', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when the built-in puzzle is solved before login', () => {
    it('gives a pass token for the right slide and fails a wrong one', async () => {
      const client = testClient(server);
      const first = await challenge(client, 'captchaChallenge', { account: 'player01' });
      expect(first).toMatchObject({ type: 'slide', captcha_id: 'lk-puzzle-1001' });
      expect(first.background).toMatch(/^data:image\/png;base64,/);
      const good = await validate(client, {
        account: 'player01',
        captcha_id: first.captcha_id,
        lot_number: first.lot_number,
        captcha_output: String(solvePuzzle(first)),
      });
      expect(good).toMatchObject({ result: 'success', pass_token: expect.stringMatching(/^pass_/) });
      const second = await challenge(client);
      const bad = await validate(client, {
        captcha_id: second.captcha_id,
        lot_number: second.lot_number,
        captcha_output: String(solvePuzzle(second) + 40),
      });
      expect(bad).toMatchObject({ result: 'fail', code: 'error_11' });
    });
  });

  describe('when a player solves it after login', () => {
    it('binds the pass token to the session user', async () => {
      const client = testClient(server);
      await client.login('player01');
      const data = await challenge(client, 'userCaptchaChallenge');
      const result = await validate(
        client,
        {
          captcha_id: data.captcha_id,
          lot_number: data.lot_number,
          captcha_output: JSON.stringify({ x: solvePuzzle(data) }),
        },
        'userCaptchaValidate',
      );
      expect(result.result).toBe('success');
    });
  });

  describe('when challenges fail again and again', () => {
    it('restricts the client for 60 s on the server: error_12, then error_01 with the time left', async () => {
      const client = testClient(server, 'siam');
      await control.sites.set('siam', { clientIp: '192.0.2.77' });
      const outcomes: Validation[] = [];
      for (let i = 0; i < 5; i++) {
        const data = await challenge(client);
        outcomes.push(
          await validate(client, {
            captcha_id: data.captcha_id,
            lot_number: data.lot_number,
            captcha_output: '-500',
          }),
        );
      }
      expect(outcomes.map((outcome) => outcome.code)).toEqual([
        'error_11',
        'error_11',
        'error_11',
        'error_11',
        'error_12',
      ]);
      expect(outcomes[4]!.restrictedMs).toBe(60_000);
      const refused = await client.call<{ restricted: boolean; code: string; restrictedMs: number }>(
        'captchaChallenge',
      );
      expect(refused.ok && refused.data).toMatchObject({ restricted: true, code: 'error_01' });
      expect(refused.ok && refused.data.restrictedMs).toBeLessThanOrEqual(60_000);
      await control.clock(61_000);
      try {
        // The first call re-syncs the client clock after the jump; the challenge is free again.
        await client.call('captchaChallenge');
        const free = await client.call<Challenge>('captchaChallenge');
        expect(free.ok && free.data.type).toBe('slide');
      } finally {
        await control.clock(0);
        await control.sites.set('siam', { clientIp: null });
      }
    });
  });

  describe('when the control API forces a captcha on a route', () => {
    it('answers each captcha code until a valid pass token comes with the call', async () => {
      const client = testClient(server);
      for (const code of ['1119', '1124', '1125', '1126']) {
        await control.sites.set('demo', { captcha: { code, routes: ['register'] } });
        const refused = await client.call('register', { username: `forced${code}`, password: 'Harbor99' });
        expect(serviceError(refused)?.code).toBe(code);
        const data = await challenge(client, 'captchaChallenge', { account: `forced${code}` });
        const passed = await validate(client, {
          account: `forced${code}`,
          captcha_id: data.captcha_id,
          lot_number: data.lot_number,
          captcha_output: String(solvePuzzle(data)),
        });
        const registered = await client.call('register', {
          username: `forced${code}`,
          password: 'Harbor99',
          ...passed,
        });
        expect(registered.ok).toBe(true);
        // A pass token is used once.
        const again = await client.call('register', {
          username: `forcedx${code}`,
          password: 'Harbor99',
          ...passed,
        });
        expect(serviceError(again)?.code).toBe(code);
      }
      await control.sites.set('demo', { captcha: null });
    });

    it('sends an SMS code for 1127 and accepts it back', async () => {
      const client = testClient(server);
      await control.sites.set('demo', { captcha: { code: '1127', routes: ['register'] } });
      const refused = await client.call('register', { username: 'smsguy01', password: 'Harbor99' });
      expect(serviceError(refused)?.data).toMatchObject({ type: 'sms' });
      const data = await challenge(client, 'captchaChallenge', { phone: '+5511912345678', type: 'sms' });
      expect(data.type).toBe('sms');
      const outbox = await control.outbox();
      const sms = outbox
        .filter((entry) => entry.to === '+5511912345678' && entry.purpose === 'captcha')
        .at(-1)!;
      const passed = await validate(client, {
        captcha_id: data.captcha_id,
        lot_number: data.lot_number,
        captcha_output: sms.code,
      });
      expect(passed.result).toBe('success');
      expect(
        (await client.call('register', { username: 'smsguy01', password: 'Harbor99', ...passed })).ok,
      ).toBe(true);
      await control.sites.set('demo', { captcha: null });
    });
  });
});

import { ENCRYPTED_FIELD, HEADERS, endpoints } from '@lobbykit/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { rawCall, startTestHall, testClient } from '../test-support/hall';

describe('hall protocol', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(async () => {
    await server.close();
  });

  const orderCount = async () => (await control.orders({ siteCode: 'demo', username: 'player01' })).length;
  const playerToken = async () => {
    const client = testClient(server);
    await client.login('player01');
    return client.client.session.token!;
  };

  describe('when a call is well formed', () => {
    it('decrypts the body, answers encrypted with the same key and sends the server time', async () => {
      const response = await rawCall(server, {
        path: '/home/check/username',
        method: 'GET',
        params: { username: 'player01' },
      });
      expect(response.status).toBe(200);
      expect(JSON.parse(response.text)).toHaveProperty(ENCRYPTED_FIELD);
      expect(response.body).toMatchObject({ code: 0, data: { available: false } });
      expect(Math.abs(Number(response.headers.get(HEADERS.serverTime)) - Date.now())).toBeLessThan(5000);
    });

    it('answers a noEncrypt call in plain JSON', async () => {
      const response = await rawCall(server, {
        path: '/home/check/username',
        method: 'GET',
        params: { username: 'freshname9' },
        encrypt: false,
      });
      expect(JSON.parse(response.text)).toMatchObject({ code: 0, data: { available: true } });
    });

    it('uses the session key after login and returns tokens in the token and newjwt headers', async () => {
      const login = await rawCall(server, {
        path: '/home/login',
        params: { username: 'player01', password: 'Lobby1234' },
      });
      const token = login.headers.get('token')!;
      expect(token).toMatch(/^st_/);
      expect(login.headers.get('newjwt')!.split('.')).toHaveLength(3);
      const gold = await rawCall(server, { path: '/user/getHomeGold', method: 'GET', token });
      expect(gold.body).toMatchObject({ code: 0, data: { game_gold: expect.any(Number) } });
      const wrongKey = await rawCall(server, {
        path: '/user/getHomeGold',
        method: 'GET',
        token: `${token}x`,
      });
      expect(wrongKey.body).toMatchObject({ code: '-1' });
    });

    it('accepts an unsigned plain GET only for public cacheable calls', async () => {
      const siteInfo = await fetch(`${server.url}/hall/home/siteInfo?siteCode=demo`);
      expect(((await siteInfo.json()) as { data: { title: string } }).data.title).toBe('Lucky Harbor Lobby');
      const ipCheck = await rawCall(server, { path: '/ipCheck', method: 'GET', unsigned: true });
      expect([ipCheck.status, ipCheck.body?.code]).toEqual([401, 'missing-signature']);
    });
  });

  describe('when a call cannot be trusted', () => {
    it('refuses a bad signature and applies nothing', async () => {
      const token = await playerToken();
      const before = await orderCount();
      const response = await rawCall(server, {
        path: '/pay/deposit',
        token,
        params: { amount: 50 },
        signedBody: '{"encryptString":"other"}',
      });
      expect([response.status, response.body?.code]).toEqual([401, 'bad-signature']);
      expect(response.headers.get(HEADERS.serverTime)).not.toBeNull();
      expect(await orderCount()).toBe(before);
    });

    it('refuses a stale timestamp with 401 and the server time to correct with', async () => {
      const response = await rawCall(server, {
        path: '/home/login',
        params: { username: 'player01', password: 'Lobby1234' },
        timestamp: Date.now() - 10 * 60_000,
      });
      expect([response.status, response.body?.code]).toEqual([401, 'stale-timestamp']);
      expect(response.headers.get('token')).toBeNull();
    });

    it('refuses a reused nonce', async () => {
      const nonce = randomBytes(16).toString('hex');
      const first = await rawCall(server, {
        path: '/home/check/username',
        method: 'GET',
        params: { username: 'abcd' },
        nonce,
      });
      const second = await rawCall(server, {
        path: '/home/check/username',
        method: 'GET',
        params: { username: 'abcd' },
        nonce,
      });
      expect(first.status).toBe(200);
      expect([second.status, second.body?.code]).toEqual([409, 'reused-nonce']);
    });

    it('refuses malformed signature headers', async () => {
      const response = await rawCall(server, {
        path: '/home/check/username',
        method: 'GET',
        headers: { sign: 'xyz' },
      });
      expect([response.status, response.body?.code]).toEqual([400, 'malformed-signature']);
    });

    it('refuses a body that is not the wire format or does not decrypt, applying nothing', async () => {
      const token = await playerToken();
      const before = await orderCount();
      const notJson = await rawCall(server, { path: '/pay/deposit', token, rawBody: 'amount=5' });
      expect([notJson.status, notJson.body?.code]).toEqual([400, 'malformed-body']);
      const garbage = await rawCall(server, {
        path: '/pay/deposit',
        token,
        rawBody: JSON.stringify({ [ENCRYPTED_FIELD]: randomBytes(40).toString('base64') }),
      });
      expect([garbage.status, garbage.body?.code]).toEqual([400, 'undecryptable-body']);
      const plainAsText = await rawCall(server, { path: '/pay/deposit', token, rawBody: '{"amount":5}' });
      expect([plainAsText.status, plainAsText.body?.code]).toEqual([400, 'malformed-body']);
      expect(await orderCount()).toBe(before);
    });

    it('names an unknown path and a wrong method', async () => {
      const unknown = await rawCall(server, { path: '/home/nothingHere' });
      expect([unknown.status, unknown.body?.code]).toEqual([404, 'unknown-path']);
      expect(unknown.body?.message).toContain('/hall/home/nothingHere');
      const wrongMethod = await rawCall(server, { path: endpoints.login.path, method: 'GET' });
      expect([wrongMethod.status, wrongMethod.body?.code]).toEqual([405, 'method-not-allowed']);
    });

    it('answers an unknown site code with 9110', async () => {
      const response = await fetch(`${server.url}/hall/home/siteInfo?siteCode=nope`);
      const body = (await response.json()) as { code: string; message: string };
      expect(body).toMatchObject({ code: '9110' });
      expect(body.message).toContain('nope');
    });
  });

  describe('when a non-idempotent call is repeated with its request id', () => {
    it('applies a pay request once and answers the repeat with the same order', async () => {
      const token = await playerToken();
      const before = await orderCount();
      const requestId = randomBytes(16).toString('hex');
      const first = await rawCall(server, { path: '/pay/deposit', token, params: { amount: 25 }, requestId });
      const second = await rawCall(server, {
        path: '/pay/deposit',
        token,
        params: { amount: 25 },
        requestId,
      });
      expect(second.headers.get('x-hall-replayed')).toBe('1');
      expect((second.body?.data as { orderId: string }).orderId).toBe(
        (first.body?.data as { orderId: string }).orderId,
      );
      expect(await orderCount()).toBe(before + 1);
      const effects = await control.effects();
      expect(effects[`deposit-order:${(first.body?.data as { orderId: string }).orderId}`]).toBe(1);
    });

    it('applies concurrent repeats once', async () => {
      const token = await playerToken();
      const before = await orderCount();
      const requestId = randomBytes(16).toString('hex');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          rawCall(server, { path: '/pay/deposit', token, params: { amount: 7 }, requestId }),
        ),
      );
      expect(new Set(answers.map((answer) => (answer.body?.data as { orderId: string }).orderId)).size).toBe(
        1,
      );
      expect(await orderCount()).toBe(before + 1);
    });

    it('refuses the same request id with other parameters, and a pay call without one', async () => {
      const token = await playerToken();
      const requestId = randomBytes(16).toString('hex');
      await rawCall(server, { path: '/pay/deposit', token, params: { amount: 3 }, requestId });
      const conflict = await rawCall(server, {
        path: '/pay/deposit',
        token,
        params: { amount: 300 },
        requestId,
      });
      expect([conflict.status, conflict.body?.code]).toEqual([409, 'request-id-conflict']);
      const missing = await rawCall(server, {
        path: '/pay/deposit',
        token,
        params: { amount: 3 },
        requestId: '',
      });
      expect([missing.status, missing.body?.code]).toEqual([400, 'missing-request-id']);
    });
  });

  describe('when the lobby preflights a cross-origin call', () => {
    it('allows the hall headers and exposes the token headers', async () => {
      const response = await fetch(`${server.url}/hall/home/login`, {
        method: 'OPTIONS',
        headers: { origin: 'http://lobby.test', 'access-control-request-method': 'POST' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-headers')).toContain('sign');
      const login = await rawCall(server, {
        path: '/home/login',
        params: { username: 'player01', password: 'Lobby1234' },
      });
      expect(login.headers.get('access-control-expose-headers')).toContain('newjwt');
    });
  });
});

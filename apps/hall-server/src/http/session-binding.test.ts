// Sender-constrained sessions: a login that sends the client's public key gets a session whose
// key comes from an ECDH exchange; its token alone then signs nothing the hall takes.
import { HEADERS } from '@lobbykit/contract';
import {
  createSessionKeyPair,
  exportSessionPublicKey,
  SESSION_BINDING_HEADERS,
} from '@lobbykit/hall-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallServer } from '../server';
import { rawCall, startTestHall, testClient } from '../test-support/hall';
import { SEED_PASSWORD } from '../world/users';

const loginParams = (username: string) => ({ username, password: SEED_PASSWORD, platformType: 5 });

describe('sessions bound to the client key', () => {
  let server: HallServer;
  beforeAll(async () => {
    server = await startTestHall();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when a login sends the client key', () => {
    it('answers the hall key and takes calls signed with the agreed key', async () => {
      const client = testClient(server, 'demo', { deviceId: 'bound-1', binding: 'ecdh' });
      const login = await client.call('login', loginParams('player01'));
      expect(login.ok && login.headers.get(SESSION_BINDING_HEADERS.hallKey)).toMatch(/^[\w-]{87}$/);
      expect(client.client.session.boundKey).toHaveLength(32);
      const gold = await client.call<{ game_gold: number }>('homeGold');
      expect(gold.ok && typeof gold.data.game_gold).toBe('number');
    });

    it('refuses a call re-signed with the key derived from the token alone (401), as a thief would sign', async () => {
      const client = testClient(server, 'demo', { deviceId: 'bound-2', binding: 'ecdh' });
      await client.login('agent01');
      const { token, boundKey } = client.client.session;
      const stolen = await rawCall(server, { path: '/user/getHomeGold', method: 'GET', token: token! });
      expect(stolen.status).toBe(401);
      expect(JSON.parse(stolen.text)).toMatchObject({ code: 'bad-signature' });
      const owner = await rawCall(server, {
        path: '/user/getHomeGold',
        method: 'GET',
        token: token!,
        sessionKey: boundKey!,
      });
      expect(owner.status).toBe(200);
      expect(owner.body).toMatchObject({ code: 0 });
    });
  });

  describe('when a login sends no client key, as an old client', () => {
    it('keeps the session derived from its token, with no hall key', async () => {
      const client = testClient(server, 'demo', { deviceId: 'unbound-1' });
      const login = await client.call('login', loginParams('rich01'));
      expect(login.ok && login.headers.get(SESSION_BINDING_HEADERS.hallKey)).toBeNull();
      const token = client.client.session.token!;
      const gold = await rawCall(server, { path: '/user/getHomeGold', method: 'GET', token });
      expect(gold.status).toBe(200);
      expect(gold.body).toMatchObject({ code: 0 });
    });
  });

  describe('when the client key is not a P-256 public key', () => {
    it.each([
      ['too short', 'BAbc'],
      ['off the curve', `B${'A'.repeat(86)}`],
    ])('refuses a %s key (400) before the login runs', async (_, clientKey) => {
      const answer = await rawCall(server, {
        path: '/home/login',
        params: loginParams('newbie01'),
        clientKey,
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'bad-client-key' });
      expect(answer.headers.get(HEADERS.token)).toBeNull();
    });
  });

  describe('when the client key is swapped after signing', () => {
    it('refuses the login (401): the key is signed with the request', async () => {
      const { publicKey } = await createSessionKeyPair();
      const { publicKey: other } = await createSessionKeyPair();
      const answer = await rawCall(server, {
        path: '/home/login',
        params: loginParams('newbie01'),
        clientKey: await exportSessionPublicKey(publicKey),
        headers: { [SESSION_BINDING_HEADERS.clientKey]: await exportSessionPublicKey(other) },
      });
      expect(answer.status).toBe(401);
      expect(answer.headers.get(HEADERS.token)).toBeNull();
    });
  });

  describe('when a bound login is resent under its request id', () => {
    it('replays the same token and hall key, and refuses the id with another client key (409)', async () => {
      const clientKey = await exportSessionPublicKey((await createSessionKeyPair()).publicKey);
      const call = (key: string) =>
        rawCall(server, {
          path: '/home/login',
          params: loginParams('newbie01'),
          clientKey: key,
          requestId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
          headers: { deviceId: 'bound-resend' },
        });
      const first = await call(clientKey);
      const again = await call(clientKey);
      const other = await call(await exportSessionPublicKey((await createSessionKeyPair()).publicKey));
      expect(first.status).toBe(200);
      expect(again.headers.get('x-hall-replayed')).toBe('1');
      expect(again.headers.get(HEADERS.token)).toBe(first.headers.get(HEADERS.token));
      expect(again.headers.get(SESSION_BINDING_HEADERS.hallKey)).toBe(
        first.headers.get(SESSION_BINDING_HEADERS.hallKey),
      );
      expect(other.status).toBe(409);
    });
  });
});

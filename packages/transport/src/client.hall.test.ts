/**
 * The client against the reference hall server: failover, a resent deduplicated call, static
 * mode and the line speed test, and the error kinds of broken answers, on the real routes and
 * the faults of its control API. (The hall server's own tests use a protocol-level client
 * with one attempt and no static mode; what the client adds is tested here.)
 */
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHallClient } from './client';
import type { HallClientConfig, HallContext } from './client-types';
import { createLines } from './lines';
import { createLoginGate } from './login-gate';

let hall: TestHall;

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  await hall.control.faults.clear();
  for (const id of ['api:0', 'api:1']) await hall.control.domains.set(id, { up: true });
});
afterAll(async () => {
  await hall.close();
});

let devices = 0;
/** A client of a seeded site over every domain of the hall, with quick retries. */
function clientOf(siteCode = 'demo', context: HallContext = {}, config: Partial<HallClientConfig> = {}) {
  const site = hall.site(siteCode);
  const lines = createLines({
    api: [...hall.server.apiUrls],
    oss: [...hall.server.assetUrls],
    retestDelayMs: 3_600_000,
  });
  const client = createHallClient({
    siteCode,
    staticKey: site.staticKey,
    lines,
    gate: createLoginGate('logined'),
    cache: false,
    retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 5 },
    context: {
      language: 'en',
      currency: site.currencies[0],
      deviceId: `client-hall-${++devices}`,
      ...context,
    },
    ...config,
  });
  return { client, lines };
}

async function loggedIn(username: string) {
  const made = clientOf();
  const login = await made.client.request('login', { params: { username, password: SEED_PASSWORD } });
  if (!login.ok) throw new Error(`login ${username} failed`);
  return made;
}

describe('hall client on the reference hall', () => {
  describe('when the first API domain refuses connections', () => {
    it('sends the call to the next domain', async () => {
      await hall.control.domains.set('api:0', { up: false });
      const { client } = clientOf();
      const result = await client.request('checkUsername', { params: { username: 'abcd' } });
      expect(result.ok && result.attempts).toBe(2);
    });
  });

  describe('when the answer of a deposit is lost after the hall applied it', () => {
    it('sends it again with the same request id, and the hall applies it once', async () => {
      const { client } = await loggedIn('player01');
      const before = (await hall.control.orders({ siteCode: 'demo', username: 'player01' })).length;
      await hall.control.faults.add({ kind: 'reset', when: 'after', route: 'pay', times: 1 });
      const pay = await client.request('pay', { params: { amount: 33 } });
      expect(pay.ok && pay.attempts).toBe(2);
      const orders = await hall.control.orders({ siteCode: 'demo', username: 'player01' });
      expect(orders.length).toBe(before + 1);
      const logged = await hall.control.requests.list({ requestId: pay.requestId });
      expect(logged.map((entry) => [entry.handled, entry.replayed])).toEqual([
        [1, false],
        [0, true],
      ]);
    });
  });

  describe('when a non-idempotent call is reset', () => {
    it.each([
      ['before the route ran', 'before', 0],
      ['after the route ran', 'after', 1],
    ] as const)('%s, fails with a network error and is not resent', async (_, when, applied) => {
      const { client } = await loggedIn('player01');
      await hall.control.faults.add({ kind: 'reset', when, route: 'receiveOne', times: 1 });
      const result = await client.request('receiveOne', { params: { id: `client-hall-${when}` } });
      expect(!result.ok && result.error.kind).toBe('network');
      expect(result.attempts).toBe(1);
      const logged = await hall.control.requests.list({ requestId: result.requestId });
      expect(logged.map((entry) => entry.handled)).toEqual([applied]);
      const effects = await hall.control.effects();
      expect(effects[`receive:demo:player01:receiveOne:client-hall-${when}`] ?? 0).toBe(applied);
    });
  });

  describe('when the hall answers a body that cannot be read', () => {
    it.each(['non-json', 'undecryptable', 'truncated-json'] as const)(
      'a %s answer is invalid data',
      async (kind) => {
        await hall.control.faults.add({ kind, route: 'checkUsername', times: 1 });
        const result = await clientOf().client.request('checkUsername', { params: { username: 'abcd' } });
        expect(!result.ok && result.error.kind).toBe('invalid-data');
      },
    );
  });

  describe('when a visitor asks a cacheable call', () => {
    it('reads it from an asset domain in static mode', async () => {
      const { client } = clientOf('siam', { language: 'th' });
      const result = await client.request('siteInfo');
      expect(result.ok && result.source).toBe('static');
      expect(result.ok && (result.data as { title: string }).title).toBe('Siam Moon Palace');
    });
  });

  describe('when the lobby mixes live and static calls with a session', () => {
    it('never sends a token to an asset domain', async () => {
      await hall.control.requests.clear();
      const { client } = clientOf();
      await client.request('siteInfo');
      await client.request('gameCategories');
      await client.request('login', { params: { username: 'newbie01', password: SEED_PASSWORD } });
      await client.request('siteInfo');
      await client.request('homeGold');
      const assets = await hall.control.requests.list({ domain: 'oss' });
      expect(assets.length).toBeGreaterThan(0);
      expect(assets.filter((entry) => entry.tokenHeader)).toEqual([]);
      const token = client.session.token!;
      expect(assets.filter((entry) => entry.url.includes(token))).toEqual([]);
    });
  });

  describe('when the lobby measures its lines', () => {
    it('finds every domain reachable, and a domain taken down unreachable', async () => {
      await hall.control.domains.set('api:1', { up: false });
      const { lines } = clientOf();
      await lines.speedTest();
      const state = lines.getState();
      expect(state.api.lines.map((line) => line.ping >= 9999)).toEqual([false, true]);
      expect(state.oss.lines.every((line) => line.ping < 9999)).toBe(true);
      lines.dispose();
    });
  });
});

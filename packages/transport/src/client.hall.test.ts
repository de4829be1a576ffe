/**
 * The client against the reference hall server: failover, a resent deduplicated call, static
 * mode and the line speed test, and the error kinds of broken answers, on the real routes and
 * the faults of its control API. (The hall server's own tests use a protocol-level client
 * with one attempt and no static mode; what the client adds is tested here.)
 */
import { HEADERS } from '@lobbykit/contract';
import { deriveSessionKey, SESSION_BINDING_HEADERS } from '@lobbykit/hall-protocol';
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import ky from 'ky';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHallClient } from './client';
import type { HallClientConfig, HallContext } from './client-types';
import { kyFetch } from './ky';
import { createLines } from './lines';
import { createLoginGate } from './login-gate';
import { provablyNotSent } from './node';

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

async function loggedIn(username: string, config: Partial<HallClientConfig> = {}) {
  const made = clientOf('demo', {}, config);
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

  describe('when the first API domain refuses a login, which must not repeat', () => {
    it('sends it to the next domain when notSent reads the refusal, as provablyNotSent does on Node', async () => {
      await hall.control.domains.set('api:0', { up: false });
      const { client } = clientOf('demo', {}, { notSent: provablyNotSent });
      const result = await client.request('login', {
        params: { username: 'rich01', password: SEED_PASSWORD },
      });
      expect(result.ok && result.attempts).toBe(2);
    });

    it('reports it as maybe arrived without notSent, as in a browser', async () => {
      await hall.control.domains.set('api:0', { up: false });
      const { client } = clientOf();
      const result = await client.request('login', {
        params: { username: 'rich01', password: SEED_PASSWORD },
      });
      expect(!result.ok && [result.error.kind, result.attempts]).toEqual(['network', 1]);
      expect(!result.ok && result.error.kind === 'network' && result.error.uncertain).toBe(true);
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

/**
 * A fetch behind a hostile hop: answers reach the client with these headers set (an empty
 * value removes the header), the body and status untouched; answers of `spare` (a path) pass
 * as they are.
 */
function rewritingHeaders(headers: Record<string, string>, spare = '/home/login'): typeof fetch {
  return async (input, init) => {
    const answer = await globalThis.fetch(input, init);
    if (new Request(input, init).url.includes(spare)) return answer;
    const rewritten = new Headers(answer.headers);
    for (const [name, value] of Object.entries(headers)) {
      if (value === '') rewritten.delete(name);
      else rewritten.set(name, value);
    }
    return new Response(await answer.text(), { status: answer.status, headers: rewritten });
  };
}

const DAY_MS = 24 * 3_600_000;

describe('hall client session tokens', () => {
  describe('when a login answer carries a token but its body does not decrypt', () => {
    it('keeps no session from it', async () => {
      await hall.control.faults.add({ kind: 'undecryptable', route: 'login', times: 1 });
      const { client } = clientOf();
      const login = await client.request('login', {
        params: { username: 'newbie01', password: SEED_PASSWORD },
      });
      expect(!login.ok && login.error.kind).toBe('invalid-data');
      expect(client.session.token).toBeUndefined();
    });
  });

  describe('when an answer that is not a login carries a token', () => {
    it.each(['checkUsername', 'homeGold'] as const)(
      'keeps the session it had after a successful %s',
      async (endpoint) => {
        const { client } = await loggedIn('player01', {
          fetch: rewritingHeaders({ [HEADERS.token]: 'st_forged', [HEADERS.newJwt]: 'forged.jwt' }),
        });
        const before = { ...client.session };
        const result = await client.request(endpoint, { params: { username: 'abcd' } });
        expect(result.ok).toBe(true);
        expect(client.session).toEqual(before);
        expect(client.session.token).not.toBe('st_forged');
      },
    );
  });
});

describe('hall client JWT renewal', () => {
  describe('when a heartbeat renews the JWT of the session', () => {
    it('takes the new JWT from the sealed answer and keeps the token and its binding', async () => {
      const { client } = await loggedIn('agent01');
      const before = { ...client.session };
      // The hall renews a JWT older than 10 minutes.
      await hall.control.clock(11 * 60_000);
      try {
        const beat = await client.request('heartbeat');
        expect(beat).toMatchObject({ ok: true, data: { online: true } });
        expect(client.session.token).toBe(before.token);
        expect(client.session.binding).toBe(before.binding);
        expect(client.session.newJwt).toEqual(expect.any(String));
        expect(client.session.newJwt).not.toBe(before.newJwt);
      } finally {
        await hall.control.clock(0);
      }
    });
  });
});

describe('hall client server time', () => {
  describe('when an answer that does not decrypt tells another time', () => {
    it('keeps its clock', async () => {
      await hall.control.clock(120_000);
      try {
        await hall.control.faults.add({ kind: 'undecryptable', route: 'checkUsername', times: 1 });
        const { client } = clientOf();
        const result = await client.request('checkUsername', { params: { username: 'abcd' } });
        expect(!result.ok && result.error.kind).toBe('invalid-data');
        expect(Math.abs(client.serverTimeOffset)).toBeLessThan(60_000);
      } finally {
        await hall.control.clock(0);
      }
    });
  });

  describe('when an answer that decrypts tells a time 30 days away', () => {
    it('keeps its clock: no hall is that far off', async () => {
      const { client } = clientOf(
        'demo',
        {},
        {
          fetch: rewritingHeaders({ [HEADERS.serverTime]: String(Date.now() + 30 * DAY_MS) }),
        },
      );
      const result = await client.request('checkUsername', { params: { username: 'abcd' } });
      expect(result.ok).toBe(true);
      expect(Math.abs(client.serverTimeOffset)).toBeLessThan(60_000);
    });
  });
});

describe('hall client sessions bound to a key pair', () => {
  const login = { params: { username: 'newbie01', password: SEED_PASSWORD } };
  const clientKeyOf = (headers: Record<string, string>) =>
    headers[SESSION_BINDING_HEADERS.clientKey.toLowerCase()];

  describe.each(['fetch', 'ky'] as const)('when a player logs in and plays, over %s', (over) => {
    it('sends the public key of a new pair, binds the session to it and signs every call with the agreed key', async () => {
      const { client } = clientOf('demo', {}, over === 'ky' ? { fetch: kyFetch(ky.create()) } : {});
      const loggedIn = await client.request('login', login);
      const gold = await client.request('homeGold');
      expect(loggedIn.ok).toBe(true);
      expect(gold).toMatchObject({ ok: true, data: { game_gold: expect.any(Number) } });
      const { binding, token } = client.session;
      expect(binding?.privateKey.extractable).toBe(false);
      expect(binding?.hallKey).toMatch(/^[\w-]{87}$/);
      const [loginRequest] = await hall.control.requests.list({ requestId: loggedIn.requestId });
      expect(clientKeyOf(loginRequest!.headers)).toMatch(/^[\w-]{87}$/);
      const [goldRequest] = await hall.control.requests.list({ requestId: gold.requestId });
      expect(goldRequest).toMatchObject({ handled: 1 });
      expect(goldRequest!.headers.token).toBe(token);
    });
  });

  describe('when someone else holds the token alone (from a log or a proxy)', () => {
    it("makes no call with it: a signature with the token's own key is refused, and a client without the pair sends no token", async () => {
      const { client: owner } = await loggedIn('rich01');
      const { token, newJwt } = owner.session;
      const thief = clientOf('demo', {}, { sessionBinding: deriveSessionKey }).client;
      thief.setSession({ token, newJwt });
      const stolen = await thief.request('homeGold');
      expect(!stolen.ok && [stolen.error.kind, stolen.error.status]).toEqual(['network', 401]);
      const refused = await hall.control.requests.list({ requestId: stolen.requestId });
      expect(refused.map((entry) => entry.handled)).toEqual([0]);

      const keyless = clientOf().client;
      keyless.setSession({ token, newJwt });
      const unsent = await keyless.request('homeGold');
      expect(!unsent.ok && unsent.error.kind === 'service' && unsent.error.code).toBe('-1');
      const [asVisitor] = await hall.control.requests.list({ requestId: unsent.requestId });
      expect(asVisitor!.headers.token).toBe('public');

      expect((await owner.request('homeGold')).ok).toBe(true);
    });
  });

  describe('when the client keys sessions by their token, for a hall that cannot bind them', () => {
    it('sends no client key and signs with the key derived from the token', async () => {
      const { client } = clientOf('demo', {}, { sessionBinding: deriveSessionKey });
      const loggedIn = await client.request('login', login);
      const gold = await client.request('homeGold');
      expect(gold.ok).toBe(true);
      expect(client.session.binding).toBeUndefined();
      const [loginRequest] = await hall.control.requests.list({ requestId: loggedIn.requestId });
      expect(clientKeyOf(loginRequest!.headers)).toBeUndefined();
    });
  });

  describe('when a login answer comes without the hall key', () => {
    it('takes no session from it: it could not be bound', async () => {
      const { client } = clientOf(
        'demo',
        {},
        {
          fetch: rewritingHeaders({ [SESSION_BINDING_HEADERS.hallKey]: '' }, '/never'),
        },
      );
      const loggedIn = await client.request('login', login);
      expect(!loggedIn.ok && loggedIn.error).toMatchObject({
        kind: 'invalid-data',
        reason: 'session not bound',
      });
      expect(client.session).toEqual({});
    });
  });
});

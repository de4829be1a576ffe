import { HEADERS } from '@lobbykit/contract';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHallClient } from './client';
import { createCipher, deriveSessionKey } from '@lobbykit/hall-protocol';
import { HallGateResetError, HallInvalidDataError, HallServiceError } from './errors';
import { createLines } from './lines';
import { createLoginGate } from './login-gate';
import { buildStaticPath } from '@lobbykit/hall-protocol';
import { testClient, type TestClient } from './test-support/clients';
import { TestHall } from './test-support/test-hall';

let hall: TestHall;
const made: TestClient[] = [];
const make = (...args: Parameters<typeof testClient>) => {
  const made1 = testClient(...args);
  made.push(made1);
  return made1;
};

beforeAll(async () => {
  hall = await TestHall.start();
});
afterAll(() => hall.close());
beforeEach(() => {
  hall.reset();
  hall.routes.clear();
  hall.files.clear();
});
afterEach(() => {
  for (const { lines } of made.splice(0)) lines.dispose();
});

const h = (name: string) => name.toLowerCase();

describe('createHallClient', () => {
  describe('when the config is incomplete', () => {
    it('throws a TypeError', () => {
      expect(() => createHallClient({} as never)).toThrow(TypeError);
    });
  });

  describe('when given an unknown endpoint name', () => {
    it('throws a TypeError (a programming error, not an outcome)', async () => {
      const { client } = make(hall);
      await expect(client.request('nope' as never)).rejects.toThrow(TypeError);
    });
  });
});

describe('hall client headers', () => {
  describe('when a logged-in user calls a private endpoint', () => {
    it('sends every header of the wire format, signed with the session key', async () => {
      const { client } = make(hall);
      client.setSession({ token: 'user-token-1', newJwt: 'jwt-1' });
      const result = await client.request('homeGold');
      expect(result.ok).toBe(true);
      const [sent] = hall.requests;
      expect(sent!.verified).toBe(true);
      const headers = sent!.headers;
      expect(headers[h(HEADERS.requestId)]).toMatch(/^[0-9a-f]{32}$/);
      expect(headers[h(HEADERS.requestId)]).toBe(result.requestId);
      expect(headers[h(HEADERS.nonce)]).toMatch(/^[0-9a-f]{32}$/);
      expect(Math.abs(Number(headers[h(HEADERS.timestamp)]) - Date.now())).toBeLessThan(5000);
      expect(headers[h(HEADERS.signature)]).toMatch(/^[0-9a-f]{64}$/);
      expect(headers).toMatchObject({
        [h(HEADERS.siteCode)]: 'a1',
        [h(HEADERS.language)]: 'en',
        [h(HEADERS.token)]: 'user-token-1',
        [h(HEADERS.newJwt)]: 'jwt-1',
        [h(HEADERS.currency)]: 'BRL',
        [h(HEADERS.deviceId)]: 'dev-1',
        [h(HEADERS.deviceModel)]: 'Pixel 8',
        [h(HEADERS.referer)]: 'https://lobby.example/',
        [h(HEADERS.version)]: 'v4.1.140',
        [h(HEADERS.platformType)]: '5',
      });
      expect(headers[h(HEADERS.timezone)]).toBeTruthy();
      expect(sent!.url).not.toContain('user-token-1');
    });

    it('uses a fresh nonce on every call', async () => {
      const { client } = make(hall);
      await client.request('homeGold');
      await client.request('homeGold', { params: { n: 2 } });
      const nonces = hall.requests.map((r) => r.headers[h(HEADERS.nonce)]);
      expect(new Set(nonces).size).toBe(2);
    });
  });

  describe('when the endpoint is public', () => {
    it('sends the public placeholder, no JWT, and uses the static key', async () => {
      const { client } = make(hall);
      client.setSession({ token: 'user-token-1', newJwt: 'jwt-1' });
      await client.request('login', { params: { username: 'u' } });
      const [sent] = hall.requests;
      expect(sent!.headers[h(HEADERS.token)]).toBe('public');
      expect(sent!.headers[h(HEADERS.newJwt)]).toBeUndefined();
      const body = JSON.parse(sent!.body) as { encryptString: string };
      expect(JSON.parse(await createCipher({ key: hall.staticKey }).decrypt(body.encryptString))).toEqual({
        username: 'u',
      });
    });
  });

  describe('when a header value is not ASCII', () => {
    it('percent-encodes it instead of failing', async () => {
      const { client } = make(hall, { context: { deviceModel: 'โทรศัพท์' } });
      expect((await client.request('login')).ok).toBe(true);
      expect(decodeURIComponent(String(hall.requests[0]!.headers[h(HEADERS.deviceModel)]))).toBe('โทรศัพท์');
    });
  });

  describe('when the server clock differs by an hour', () => {
    it('corrects timestamps by the server-time offset, re-signing a refused first call once', async () => {
      const ahead = await TestHall.start({ apiDomains: 1, ossDomains: 0, now: () => Date.now() + 3_600_000 });
      try {
        const { client, lines } = testClient(ahead);
        const first = await client.request('login');
        await client.request('login');
        lines.dispose();
        // The first attempt is refused as stale (401, nothing applied) and signed again once.
        expect(first).toMatchObject({ ok: true, attempts: 2 });
        expect(ahead.requests.map((r) => r.verified)).toEqual([false, true, true]);
        expect(ahead.maxApplied()).toBe(1);
        const third = Number(ahead.requests[2]!.headers[h(HEADERS.timestamp)]);
        expect(third - Date.now()).toBeGreaterThan(3_590_000);
        expect(client.serverTimeOffset).toBeGreaterThan(3_590_000);
      } finally {
        await ahead.close();
      }
    });
  });
});

describe('hall client bodies', () => {
  describe('when posting', () => {
    it('sends text/plain {"encryptString"} that decrypts to the params', async () => {
      const { client } = make(hall);
      await client.request('login', { params: { username: 'player', amount: 1.5 } });
      const [sent] = hall.requests;
      expect(sent!.headers['content-type']).toBe('text/plain;charset=UTF-8');
      expect(Object.keys(JSON.parse(sent!.body) as object)).toEqual(['encryptString']);
      expect(sent!.params).toEqual({ username: 'player', amount: 1.5 });
    });

    it('sends plain JSON with noEncrypt', async () => {
      const { client } = make(hall);
      await client.request('login', { params: { username: 'player' }, noEncrypt: true });
      expect(hall.requests[0]!.headers['content-type']).toBe('application/json');
      expect(hall.requests[0]!.body).toBe('{"username":"player"}');
    });
  });

  describe('when getting', () => {
    it('encrypts the query, with siteCode, currency, language and platformType added', async () => {
      const { client } = make(hall);
      await client.request('homeGold', { params: { page: 2 } });
      const url = new URL(hall.requests[0]!.url, 'http://x');
      expect([...url.searchParams.keys()]).toEqual(['encryptString']);
      expect(hall.requests[0]!.params).toEqual({
        page: 2,
        siteCode: 'a1',
        currency: 'BRL',
        language: 'en',
        platformType: 5,
      });
    });

    it('sends a plain query with noEncrypt, and never the token', async () => {
      const { client } = make(hall);
      client.setSession({ token: 'tok-xyz' });
      await client.request('homeGold', { params: { page: 2 }, noEncrypt: true });
      expect(hall.requests[0]!.url).toBe(
        '/hall/user/getHomeGold?page=2&siteCode=a1&currency=BRL&language=en&platformType=5',
      );
    });

    it('adds the token as a GET parameter only when tokenInQuery is set', async () => {
      const { client } = make(hall, { tokenInQuery: true });
      client.setSession({ token: 'tok-xyz' });
      await client.request('homeGold', { noEncrypt: true });
      expect(hall.requests[0]!.url).toContain('token=tok-xyz');
    });
  });
});

describe('hall client responses', () => {
  describe('when the body is encrypted or plain', () => {
    it('reads both', async () => {
      const plain = await TestHall.start({ apiDomains: 1, ossDomains: 0, encryptResponses: false });
      try {
        const { client, lines } = testClient(plain);
        expect(await client.request('login', { params: { a: 1 } })).toMatchObject({
          ok: true,
          data: { echo: { a: 1 } },
        });
        lines.dispose();
      } finally {
        await plain.close();
      }
      const { client } = make(hall);
      expect(await client.request('login', { params: { a: 1 } })).toMatchObject({
        ok: true,
        data: { echo: { a: 1 } },
      });
    });
  });

  describe('when an order id is above 2^53', () => {
    it('survives as its exact digits', async () => {
      hall.routes.set('/hall/pay/deposit', () => ({ code: 0, data: { orderId: 'PLACEHOLDER' } }));
      const plain = await TestHall.start({ apiDomains: 1, ossDomains: 0, encryptResponses: false });
      try {
        plain.inject('api', 0, {
          type: 'raw',
          body: '{"code":0,"data":{"orderId":123456789012345678901,"amount":10.5}}',
        });
        const { client, lines } = testClient(plain);
        const result = await client.request('pay');
        lines.dispose();
        expect(result).toMatchObject({ ok: true, data: { orderId: '123456789012345678901', amount: 10.5 } });
      } finally {
        await plain.close();
      }
    });
  });

  describe('when a schema is given', () => {
    it('returns the parsed data, or an invalid-data error when it does not match', async () => {
      const { client } = make(hall);
      hall.routes.set('/hall/user/getHomeGold', () => ({ code: 0, data: { game_gold: 12, bonus: 3 } }));
      const schema = v.object({ game_gold: v.number(), bonus: v.number() });
      expect(await client.request('homeGold', { schema })).toMatchObject({
        ok: true,
        data: { game_gold: 12, bonus: 3 },
      });
      hall.routes.set('/hall/user/getHomeGold', () => ({ code: 0, data: { game_gold: 'lots' } }));
      const bad = await client.request('homeGold', { schema, cache: false });
      expect(bad.ok).toBe(false);
      expect(!bad.ok && bad.error).toBeInstanceOf(HallInvalidDataError);
      expect(!bad.ok && bad.error instanceof HallInvalidDataError && bad.error.reason).toBe(
        'data does not match its schema',
      );
    });
  });

  describe('when the body is JSON but not an envelope', () => {
    it('is an invalid-data error, not a crash', async () => {
      hall.inject('api', 0, { type: 'raw', body: '[1,2,3]' });
      const { client, events } = make(hall);
      const result = await client.request('login');
      expect(!result.ok && result.error).toBeInstanceOf(HallInvalidDataError);
      expect(events.message?.[0]?.key).toBe('error.nonJson');
    });
  });

  describe('when the server sends new tokens', () => {
    it('keeps them, announces them, and uses the session key from then on', async () => {
      hall.routes.set('/hall/home/login', () => ({
        code: 0,
        data: {},
        headers: { token: 'fresh-token', newjwt: 'fresh-jwt' },
      }));
      const { client, events } = make(hall);
      await client.request('login');
      expect(client.session).toEqual({ token: 'fresh-token', newJwt: 'fresh-jwt' });
      expect(events.tokenChanged).toEqual([{ token: 'fresh-token', newJwt: 'fresh-jwt' }]);
      hall.routes.set('/hall/user/getHomeGold', ({ token }) => ({ code: 0, data: { token } }));
      const gold = await client.request('homeGold');
      expect(gold).toMatchObject({ ok: true, data: { token: 'fresh-token' } });
      const sealed = hall.requests[1]!.url.split('encryptString=')[1]!;
      const session = createCipher({ key: await deriveSessionKey('fresh-token') });
      await expect(session.decrypt(decodeURIComponent(sealed))).resolves.toContain('siteCode');
    });

    it('forgets them on clearSession', () => {
      const { client, events } = make(hall);
      client.setSession({ token: 't' });
      client.clearSession();
      expect(client.session).toEqual({});
      expect(events.tokenChanged).toEqual([{ token: 't' }, {}]);
    });
  });

  describe('when calling a plain file endpoint', () => {
    it('fetches it from the API line root without hall headers', async () => {
      const { client } = make(hall);
      const result = await client.request('versionFile');
      expect(result).toMatchObject({ ok: true, data: { version: 'v4.1.140' } });
      expect(hall.requests[0]!.url).toBe('/op.json');
      expect(hall.requests[0]!.headers[h(HEADERS.token)]).toBeUndefined();
    });
  });
});

describe('hall client login gate', () => {
  describe('when a private call starts before login', () => {
    it('waits, then goes out once the user logs in', async () => {
      const gate = createLoginGate();
      const { client } = make(hall, { gate });
      const pending = client.request('homeGold');
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(hall.requests).toHaveLength(0);
      gate.send({ type: 'login' });
      expect((await pending).ok).toBe(true);
      expect(hall.requests).toHaveLength(1);
    });

    it('is dropped with a gate-reset error when the gate is reset, and sends nothing', async () => {
      const gate = createLoginGate();
      const { client, events } = make(hall, { gate });
      const pending = client.request('homeGold');
      gate.send({ type: 'reset' });
      const result = await pending;
      expect(!result.ok && result.error).toBeInstanceOf(HallGateResetError);
      expect(hall.requests).toHaveLength(0);
      expect(events.message).toBeUndefined();
    });
  });

  describe('when a public call starts before login', () => {
    it('does not wait', async () => {
      const { client } = make(hall, { gate: createLoginGate() });
      expect((await client.request('login')).ok).toBe(true);
    });
  });

  describe('when the caller aborts', () => {
    it('ends with an aborted error', async () => {
      const { client } = make(hall, { gate: createLoginGate() });
      const controller = new AbortController();
      const pending = client.request('homeGold', { signal: controller.signal });
      controller.abort();
      const result = await pending;
      expect(!result.ok && result.error.kind).toBe('aborted');
    });
  });
});

describe('hall client cache', () => {
  describe('when a cacheable GET is repeated', () => {
    it('answers from the cache, per currency, language and platformType', async () => {
      let language = 'en';
      const { client } = make(hall, { context: () => ({ language, currency: 'BRL' }) });
      client.setSession({ token: 'tok' });
      const first = await client.request('systemStatus');
      const second = await client.request('systemStatus');
      expect(first).toMatchObject({ ok: true, source: 'live' });
      expect(second).toMatchObject({ ok: true, source: 'cache', data: first.ok ? first.data : undefined });
      language = 'th';
      expect(await client.request('systemStatus')).toMatchObject({ source: 'live' });
      expect(hall.requests).toHaveLength(2);
    });

    it('goes to the network again after 5 minutes', async () => {
      let t = Date.now();
      const { client } = make(hall, { now: () => t });
      client.setSession({ token: 'tok' });
      await client.request('systemStatus');
      t += 5 * 60_000;
      expect(await client.request('systemStatus')).toMatchObject({ source: 'live' });
    });

    it("keeps an answer for the call's own cacheTtlMs", async () => {
      let t = Date.now();
      const { client } = make(hall, { now: () => t });
      client.setSession({ token: 'tok' });
      await client.request('systemStatus', { cacheTtlMs: 60 * 60_000 });
      t += 30 * 60_000;
      expect(await client.request('systemStatus')).toMatchObject({ source: 'cache' });
    });

    it('does not cache failures', async () => {
      const { client } = make(hall);
      client.setSession({ token: 'tok' });
      hall.inject('api', 0, { type: 'code', code: 1011 });
      await client.request('systemStatus');
      expect(await client.request('systemStatus')).toMatchObject({ ok: true, source: 'live' });
    });
  });
});

describe('hall client static mode', () => {
  const staticFile = (params: Record<string, string | number>) =>
    buildStaticPath('/hall/home/siteInfo', {
      siteCode: 'a1',
      currency: 'BRL',
      language: 'en',
      platformType: 5,
      ...params,
    });

  describe('when a cacheable call has no user token', () => {
    it('reads the file from object storage with no hall headers, plain or encrypted', async () => {
      await hall.putFile(staticFile({}), { code: 0, data: { name: 'static site' } }, { encrypt: true });
      const { client } = make(hall, { cache: false });
      expect(await client.request('siteInfo')).toMatchObject({
        ok: true,
        source: 'static',
        data: { name: 'static site' },
      });
      expect(hall.requests).toHaveLength(1);
      expect(hall.requests[0]!.kind).toBe('oss');
      expect(
        Object.keys(hall.requests[0]!.headers).filter((name) => /token|jwt|sign|nonce|requestid/i.test(name)),
      ).toEqual([]);
      await hall.putFile(staticFile({ page: 1 }), { code: 0, data: { name: 'plain' } });
      expect(await client.request('siteInfo', { params: { page: 1 } })).toMatchObject({
        source: 'static',
        data: { name: 'plain' },
      });
    });
  });

  describe('when the user holds a real token', () => {
    it('goes live directly', async () => {
      await hall.putFile(staticFile({}), { code: 0, data: { name: 'static site' } });
      const { client } = make(hall, { cache: false });
      client.setSession({ token: 'tok' });
      expect(await client.request('siteInfo')).toMatchObject({ ok: true, source: 'live' });
      expect(hall.requests.every((r) => r.kind === 'api')).toBe(true);
    });
  });

  describe('when the caller does not allow static mode', () => {
    it('goes live', async () => {
      const { client } = make(hall, { cache: false });
      expect(await client.request('siteInfo', { allowStatic: false })).toMatchObject({ source: 'live' });
    });
  });
});

describe('hall client captcha guard', () => {
  describe('when the server asks for a captcha and the guard solves it', () => {
    it('sends the call again with the captcha fields and a new request id', async () => {
      hall.inject('api', 0, { type: 'code', code: 1124, data: { captcha_id: 'c1' } });
      const captcha = vi.fn(() => Promise.resolve({ captcha_id: 'c1', captcha_output: 'ok' }));
      const { client, events } = make(hall, { captcha });
      const result = await client.request('login', { params: { username: 'u' } });
      expect(result.ok).toBe(true);
      expect(captcha).toHaveBeenCalledWith(
        expect.objectContaining({ code: '1124', data: { captcha_id: 'c1' } }),
      );
      expect(hall.requests[1]!.params).toEqual({ username: 'u', captcha_id: 'c1', captcha_output: 'ok' });
      expect(hall.requests[0]!.headers.requestid).not.toBe(hall.requests[1]!.headers.requestid);
      expect(events.message).toBeUndefined();
    });
  });

  describe('when the guard gives up', () => {
    it('returns the captcha code to the caller, with no message', async () => {
      hall.inject('api', 0, { type: 'code', code: 1119 });
      const { client, events } = make(hall, { captcha: () => Promise.resolve(undefined) });
      const result = await client.request('login');
      expect(!result.ok && result.error).toBeInstanceOf(HallServiceError);
      expect(!result.ok && result.error instanceof HallServiceError && result.error.code).toBe('1119');
      expect(events.message).toBeUndefined();
    });
  });

  describe('when the guard rejects because the challenge failed', () => {
    it('returns the captcha code with the failure as the cause, sends nothing again, shows no message', async () => {
      hall.inject('api', 0, { type: 'code', code: 1124 });
      const failure = new Error('captcha failed: error_11');
      const { client, events } = make(hall, { captcha: () => Promise.reject(failure) });
      const result = await client.request('login');
      expect(!result.ok && result.error instanceof HallServiceError && result.error.code).toBe('1124');
      expect(!result.ok && result.error.cause).toBe(failure);
      expect(hall.requests).toHaveLength(1);
      expect(events.message).toBeUndefined();
    });
  });
});

describe('hall client messages', () => {
  describe('when the same failure repeats within 2 seconds', () => {
    it('shows its text once, and again after the window', async () => {
      let t = 1_000_000;
      const { client, events } = make(hall, { now: () => t });
      hall.inject(
        'api',
        0,
        { type: 'code', code: 1011, message: 'wrong password' },
        { type: 'code', code: 1011, message: 'wrong password' },
      );
      await client.request('login');
      t += 1999;
      await client.request('login');
      expect(events.message).toHaveLength(1);
      expect(events.message![0]).toMatchObject({
        key: 'error.requestFailed',
        text: 'wrong password',
        code: '1011',
      });
      hall.inject('api', 0, { type: 'code', code: 1011, message: 'wrong password' });
      t += 1;
      await client.request('login');
      expect(events.message).toHaveLength(2);
    });
  });

  describe('when the call is silent', () => {
    it('shows nothing', async () => {
      hall.inject('api', 0, { type: 'code', code: 1011, message: 'x' });
      const { client, events } = make(hall);
      await client.request('login', { silent: true });
      expect(events.message).toBeUndefined();
    });
  });
});

describe('hall client with the lines of a real speed test', () => {
  describe('when the first API line is down', () => {
    it('starts on the fastest reachable line after the speed test', async () => {
      await hall.down('api', 0);
      try {
        const lines = createLines({ api: hall.api, oss: hall.oss });
        await lines.speedTest();
        expect(lines.current('api')).not.toBe(hall.api[0]);
        expect(lines.getState().api.lines[0]!.ping).toBe(9999);
        const client = createHallClient({
          siteCode: 'a1',
          staticKey: hall.staticKey,
          lines,
          gate: createLoginGate('logined'),
        });
        expect((await client.request('login')).ok).toBe(true);
        expect(hall.requests.filter((r) => r.url.startsWith('/hall')).every((r) => r.domain !== 0)).toBe(
          true,
        );
        lines.dispose();
      } finally {
        await hall.up('api', 0);
      }
    });
  });
});

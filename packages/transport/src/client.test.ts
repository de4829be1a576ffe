/**
 * The hall client against the reference hall server: the headers, bodies and answers of the
 * wire format, the login gate, the cache, static mode, the captcha guard and messages. What
 * the client sent is read from the hall's request log (headers, URL) and, for bodies, from
 * the client's own fetch; the hall's answers are real, or replaced through its control API.
 */
import { HEADERS } from '@lobbykit/contract';
import { createCipher, deriveBoundSessionKey, deriveSessionKey, type Cipher } from '@lobbykit/hall-protocol';
import { SEED_PASSWORD } from '@lobbykit/test-utils/hall';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHallClient } from './client';
import type { HallSession } from './client-types';
import { HallGateResetError, HallInvalidDataError, HallServiceError } from './errors';
import { createLines } from './lines';
import { createLoginGate } from './login-gate';
import { testClient, type TestClient } from './test-support/clients';
import { startReferenceHall, type ReferenceHall } from './test-support/reference-hall';

// The session of the user calls, from a real login; the tests that need a login of their own
// log in another user, so this session stays valid.
const SESSION_USER = 'player01';
const LOGIN_USER = 'rich01';
const loginParams = { params: { username: LOGIN_USER, password: SEED_PASSWORD } };

let hall: ReferenceHall;
let session: Required<HallSession>;
let staticCipher: Cipher;
const made: TestClient[] = [];
const make = (...args: Parameters<typeof testClient>) => {
  const made1 = testClient(...args);
  made.push(made1);
  return made1;
};

beforeAll(async () => {
  hall = await startReferenceHall();
  session = await hall.login(SESSION_USER);
  staticCipher = createCipher({ key: hall.address.staticKey });
});
afterAll(() => hall.close());
beforeEach(async () => {
  await hall.control.faults.clear();
  await hall.control.requests.clear();
});
afterEach(async () => {
  for (const { lines } of made.splice(0)) lines.dispose();
  await hall.control.faults.clear();
});

const h = (name: string) => name.toLowerCase();
/** What reached the API domains since the test began, oldest first. */
const received = () => hall.control.requests.list({ domain: 'api' });
/** The one request that reached the API domains. */
const onlyRequest = async () => {
  const requests = await received();
  expect(requests).toHaveLength(1);
  return requests[0]!;
};
/** The encrypted query of a GET the hall received, decrypted with this cipher. */
const queryOf = async (url: string, cipher: Cipher) =>
  JSON.parse(await cipher.decrypt(new URL(url, 'http://x').searchParams.get('encryptString')!)) as unknown;

/** A fetch that keeps every body the client sent, so a test can read (and decrypt) it. */
function bodyRecorder() {
  const bodies: string[] = [];
  const record: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    bodies.push(await request.clone().text());
    return globalThis.fetch(request);
  };
  return { bodies, fetch: record };
}

describe('createHallClient', () => {
  describe('when the config is incomplete', () => {
    it('throws a TypeError', () => {
      expect(() => createHallClient({} as never)).toThrow(TypeError);
    });
  });

  describe('when given an unknown endpoint name', () => {
    it('throws a TypeError (a programming error, not an outcome)', async () => {
      const { client } = make(hall.address);
      await expect(client.request('nope' as never)).rejects.toThrow(TypeError);
    });
  });
});

describe('hall client headers', () => {
  describe('when a logged-in user calls a private endpoint', () => {
    it('sends every header of the wire format, signed with the session key', async () => {
      const { client } = make(hall.address);
      client.setSession(session);
      const result = await client.request('homeGold');
      // The hall verified the signature with the session key, or it would not have answered.
      expect(result.ok).toBe(true);
      const sent = await onlyRequest();
      const headers = sent.headers;
      expect(headers[h(HEADERS.requestId)]).toMatch(/^[0-9a-f]{32}$/);
      expect(headers[h(HEADERS.requestId)]).toBe(result.requestId);
      expect(headers[h(HEADERS.nonce)]).toMatch(/^[0-9a-f]{32}$/);
      expect(Math.abs(Number(headers[h(HEADERS.timestamp)]) - Date.now())).toBeLessThan(5000);
      expect(headers[h(HEADERS.signature)]).toMatch(/^[0-9a-f]{64}$/);
      expect(headers).toMatchObject({
        [h(HEADERS.siteCode)]: hall.address.siteCode,
        [h(HEADERS.language)]: 'en',
        [h(HEADERS.token)]: session.token,
        [h(HEADERS.newJwt)]: session.newJwt,
        [h(HEADERS.currency)]: 'BRL',
        [h(HEADERS.deviceId)]: 'dev-1',
        [h(HEADERS.deviceModel)]: 'Pixel 8',
        [h(HEADERS.referer)]: 'https://lobby.example/',
        [h(HEADERS.version)]: 'v4.1.140',
        [h(HEADERS.platformType)]: '5',
      });
      expect(headers[h(HEADERS.timezone)]).toBeTruthy();
      expect(sent.url).not.toContain(session.token);
    });

    it('uses a fresh nonce on every call', async () => {
      const { client } = make(hall.address);
      client.setSession(session);
      await client.request('homeGold');
      await client.request('homeGold', { params: { n: 2 } });
      const nonces = (await received()).map((r) => r.headers[h(HEADERS.nonce)]);
      expect(nonces).toHaveLength(2);
      expect(new Set(nonces).size).toBe(2);
    });
  });

  describe('when the endpoint is public', () => {
    it('sends the public placeholder, no JWT, and uses the static key', async () => {
      const recorder = bodyRecorder();
      const { client } = make(hall.address, { fetch: recorder.fetch });
      client.setSession(session);
      await client.request('login', { params: { username: 'u' } });
      const sent = await onlyRequest();
      expect(sent.headers[h(HEADERS.token)]).toBe('public');
      expect(sent.headers[h(HEADERS.newJwt)]).toBeUndefined();
      const body = JSON.parse(recorder.bodies[0]!) as { encryptString: string };
      expect(JSON.parse(await staticCipher.decrypt(body.encryptString))).toEqual({ username: 'u' });
    });
  });

  describe('when a header value is not ASCII', () => {
    it('percent-encodes it instead of failing', async () => {
      const { client } = make(hall.address, { context: { deviceModel: 'โทรศัพท์' } });
      expect((await client.request('login', loginParams)).ok).toBe(true);
      const sent = await onlyRequest();
      expect(decodeURIComponent(sent.headers[h(HEADERS.deviceModel)]!)).toBe('โทรศัพท์');
    });
  });

  describe('when the server clock differs by an hour', () => {
    it('corrects timestamps by the server-time offset, re-signing a refused first call once', async () => {
      await hall.control.clock(3_600_000);
      try {
        const { client } = make(hall.address);
        const first = await client.request('login', loginParams);
        await client.request('login', loginParams);
        // The first attempt is refused as stale (401, nothing applied) and signed again once.
        expect(first).toMatchObject({ ok: true, attempts: 2 });
        const requests = await received();
        expect(requests.map((r) => r.handled)).toEqual([0, 1, 1]);
        expect(Math.max(...(await hall.effects()).values())).toBe(1);
        const third = Number(requests[2]!.headers[h(HEADERS.timestamp)]);
        expect(third - Date.now()).toBeGreaterThan(3_590_000);
        expect(client.serverTimeOffset).toBeGreaterThan(3_590_000);
      } finally {
        await hall.control.clock(0);
      }
    });
  });
});

describe('hall client bodies', () => {
  describe('when posting', () => {
    it('sends text/plain {"encryptString"} that decrypts to the params', async () => {
      const recorder = bodyRecorder();
      const { client } = make(hall.address, { fetch: recorder.fetch });
      await client.request('login', { params: { username: 'player', amount: 1.5 } });
      const sent = await onlyRequest();
      expect(sent.headers['content-type']).toBe('text/plain;charset=UTF-8');
      const body = JSON.parse(recorder.bodies[0]!) as { encryptString: string };
      expect(Object.keys(body)).toEqual(['encryptString']);
      expect(JSON.parse(await staticCipher.decrypt(body.encryptString))).toEqual({
        username: 'player',
        amount: 1.5,
      });
    });

    it('sends plain JSON with noEncrypt', async () => {
      const recorder = bodyRecorder();
      const { client } = make(hall.address, { fetch: recorder.fetch });
      await client.request('login', { params: { username: 'player' }, noEncrypt: true });
      expect((await onlyRequest()).headers['content-type']).toBe('application/json');
      expect(recorder.bodies).toEqual(['{"username":"player"}']);
    });
  });

  describe('when getting', () => {
    it('encrypts the query, with siteCode, currency, language and platformType added', async () => {
      const { client } = make(hall.address);
      await client.request('homeGold', { params: { page: 2 } });
      const sent = await onlyRequest();
      expect([...new URL(sent.url, 'http://x').searchParams.keys()]).toEqual(['encryptString']);
      expect(await queryOf(sent.url, staticCipher)).toEqual({
        page: 2,
        siteCode: hall.address.siteCode,
        currency: 'BRL',
        language: 'en',
        platformType: 5,
      });
    });

    it('sends a plain query with noEncrypt, and never the token', async () => {
      const { client } = make(hall.address);
      client.setSession(session);
      await client.request('homeGold', { params: { page: 2 }, noEncrypt: true });
      expect((await onlyRequest()).url).toBe(
        `/hall/user/getHomeGold?page=2&siteCode=${hall.address.siteCode}&currency=BRL&language=en&platformType=5`,
      );
    });

    it('adds the token as a GET parameter only when tokenInQuery is set', async () => {
      const { client } = make(hall.address, { tokenInQuery: true });
      client.setSession(session);
      await client.request('homeGold', { noEncrypt: true });
      const sent = await onlyRequest();
      expect(new URL(sent.url, 'http://x').searchParams.get('token')).toBe(session.token);
    });
  });
});

describe('hall client responses', () => {
  describe('when the body is encrypted or plain', () => {
    it('reads both', async () => {
      const envelope = JSON.stringify({ code: 0, data: { echo: { a: 1 } } });
      const sealed = JSON.stringify({ encryptString: await staticCipher.encrypt(envelope) });
      await hall.control.faults.addAll([
        { kind: 'raw', route: 'checkUsername', body: envelope, times: 1 },
        { kind: 'raw', route: 'checkUsername', body: sealed, times: 1 },
      ]);
      const { client } = make(hall.address, { cache: false });
      for (const _ of ['plain', 'encrypted']) {
        expect(await client.request('checkUsername', { params: { username: 'abcd' } })).toMatchObject({
          ok: true,
          data: { echo: { a: 1 } },
        });
      }
      expect(await hall.control.faults.list()).toEqual([]);
    });
  });

  describe('when an order id is above 2^53', () => {
    it('survives as its exact digits', async () => {
      await hall.control.faults.add({
        kind: 'raw',
        route: 'pay',
        body: '{"code":0,"data":{"orderId":123456789012345678901,"amount":10.5}}',
        times: 1,
      });
      const { client } = make(hall.address);
      client.setSession(session);
      const result = await client.request('pay');
      expect(result).toMatchObject({ ok: true, data: { orderId: '123456789012345678901', amount: 10.5 } });
    });
  });

  describe('when a schema is given', () => {
    it('returns the parsed data, or an invalid-data error when it does not match', async () => {
      await hall.control.users.set(hall.address.siteCode, SESSION_USER, { gameGold: 12, bonus: 3 });
      const { client } = make(hall.address);
      client.setSession(session);
      const schema = v.object({ game_gold: v.number(), bonus: v.number() });
      expect(await client.request('homeGold', { schema })).toMatchObject({
        ok: true,
        data: { game_gold: 12, bonus: 3 },
      });
      await hall.control.faults.add({
        kind: 'code',
        code: 0,
        data: { game_gold: 'lots' },
        route: 'homeGold',
        times: 1,
      });
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
      await hall.control.faults.add({ kind: 'raw', route: 'login', body: '[1,2,3]', times: 1 });
      const { client, events } = make(hall.address);
      const result = await client.request('login', loginParams);
      expect(!result.ok && result.error).toBeInstanceOf(HallInvalidDataError);
      expect(events.message?.[0]?.key).toBe('error.nonJson');
    });
  });

  describe('when the server sends new tokens', () => {
    it('keeps them, announces them, and uses the session key from then on', async () => {
      const { client, events } = make(hall.address);
      expect((await client.request('login', loginParams)).ok).toBe(true);
      const { token, newJwt, binding } = client.session;
      expect(token).toBeTruthy();
      expect(newJwt).toBeTruthy();
      expect(binding?.privateKey.extractable).toBe(false);
      expect(events.tokenChanged).toEqual([{ token, newJwt, binding }]);
      // Only the key agreed at login opens the query, not one derived from the token.
      const gold = await client.request('homeGold');
      expect(gold).toMatchObject({ ok: true, data: { game_gold: expect.any(Number) } });
      const [, sent] = await received();
      expect(sent!.headers[h(HEADERS.token)]).toBe(token);
      const bound = await deriveBoundSessionKey(binding!.privateKey, binding!.hallKey, token!);
      expect(await queryOf(sent!.url, createCipher({ key: bound }))).toMatchObject({
        siteCode: hall.address.siteCode,
      });
      const fromToken = createCipher({ key: await deriveSessionKey(token!) });
      await expect(queryOf(sent!.url, fromToken)).rejects.toThrow();
    });

    it('forgets them on clearSession', () => {
      const { client, events } = make(hall.address);
      client.setSession({ token: 't' });
      client.clearSession();
      expect(client.session).toEqual({});
      expect(events.tokenChanged).toEqual([{ token: 't' }, {}]);
    });
  });

  describe('when calling a plain file endpoint', () => {
    it('fetches it from the API line root without hall headers', async () => {
      const { client } = make(hall.address);
      const result = await client.request('versionFile');
      expect(result).toMatchObject({ ok: true, data: { version: 'v4.1.140' } });
      const sent = await onlyRequest();
      expect(sent.url).toBe('/op.json');
      expect(sent.headers[h(HEADERS.token)]).toBeUndefined();
    });
  });
});

describe('hall client login gate', () => {
  describe('when a private call starts before login', () => {
    it('waits, then goes out once the user logs in', async () => {
      const gate = createLoginGate();
      const { client } = make(hall.address, { gate });
      client.setSession(session);
      const pending = client.request('homeGold');
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(await received()).toHaveLength(0);
      gate.send({ type: 'login' });
      expect((await pending).ok).toBe(true);
      expect(await received()).toHaveLength(1);
    });

    it('is dropped with a gate-reset error when the gate is reset, and sends nothing', async () => {
      const gate = createLoginGate();
      const { client, events } = make(hall.address, { gate });
      const pending = client.request('homeGold');
      gate.send({ type: 'reset' });
      const result = await pending;
      expect(!result.ok && result.error).toBeInstanceOf(HallGateResetError);
      expect(await received()).toHaveLength(0);
      expect(events.message).toBeUndefined();
    });
  });

  describe('when a public call starts before login', () => {
    it('does not wait', async () => {
      const { client } = make(hall.address, { gate: createLoginGate() });
      expect((await client.request('login', loginParams)).ok).toBe(true);
    });
  });

  describe('when the caller aborts', () => {
    it('ends with an aborted error', async () => {
      const { client } = make(hall.address, { gate: createLoginGate() });
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
      const { client } = make(hall.address, { context: () => ({ language, currency: 'BRL' }) });
      client.setSession(session);
      const first = await client.request('systemStatus');
      const second = await client.request('systemStatus');
      expect(first).toMatchObject({ ok: true, source: 'live' });
      expect(second).toMatchObject({ ok: true, source: 'cache', data: first.ok ? first.data : undefined });
      language = 'es';
      expect(await client.request('systemStatus')).toMatchObject({ source: 'live' });
      expect(await received()).toHaveLength(2);
    });

    it('goes to the network again after 5 minutes', async () => {
      let t = Date.now();
      const { client } = make(hall.address, { now: () => t });
      client.setSession(session);
      expect(await client.request('systemStatus')).toMatchObject({ ok: true, source: 'live' });
      t += 5 * 60_000;
      expect(await client.request('systemStatus')).toMatchObject({ source: 'live' });
    });

    it("keeps an answer for the call's own cacheTtlMs", async () => {
      let t = Date.now();
      const { client } = make(hall.address, { now: () => t });
      client.setSession(session);
      expect(await client.request('systemStatus', { cacheTtlMs: 60 * 60_000 })).toMatchObject({ ok: true });
      t += 30 * 60_000;
      expect(await client.request('systemStatus')).toMatchObject({ source: 'cache' });
    });

    it('never serves one player what was cached for another, nor after logout', async () => {
      const { client } = make(hall.address);
      client.setSession(session);
      expect(await client.request('systemStatus')).toMatchObject({ ok: true, source: 'live' });
      client.setSession(await hall.login(LOGIN_USER, 'dev-cache'));
      expect(await client.request('systemStatus')).toMatchObject({ ok: true, source: 'live' });
      client.clearSession();
      await hall.control.faults.add({ kind: 'code', code: -1, route: 'systemStatus', times: 1 });
      // A visitor now: whatever the hall answers, it is not the last player's status.
      expect(await client.request('systemStatus', { allowStatic: false })).not.toMatchObject({
        source: 'cache',
      });
    });

    it('does not keep an answer to a call sent before the cache was cleared (a config change)', async () => {
      const { client } = make(hall.address);
      client.setSession(session);
      await hall.control.faults.add({ kind: 'delay', ms: 300, route: 'systemStatus', times: 1 });
      const pending = client.request('systemStatus');
      await new Promise((resolve) => setTimeout(resolve, 100));
      client.cache?.clear();
      expect(await pending).toMatchObject({ ok: true, source: 'live' });
      expect(await client.request('systemStatus')).toMatchObject({ ok: true, source: 'live' });
      expect(await client.request('systemStatus')).toMatchObject({ ok: true, source: 'cache' });
    });

    it('does not cache failures', async () => {
      const { client } = make(hall.address);
      client.setSession(session);
      await hall.control.faults.add({ kind: 'code', code: 1011, route: 'systemStatus', times: 1 });
      expect((await client.request('systemStatus')).ok).toBe(false);
      expect(await client.request('systemStatus')).toMatchObject({ ok: true, source: 'live' });
    });
  });
});

describe('hall client static mode', () => {
  describe('when the response cache was cleared (a config change)', () => {
    it('asks the HTTP cache to revalidate the static files, and only then', async () => {
      const modes: (RequestCache | undefined)[] = [];
      const spy: typeof fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith('.json')) modes.push(init?.cache);
        return fetch(input, init);
      };
      const { client } = make(hall.address, { fetch: spy });
      expect(await client.request('siteInfo')).toMatchObject({ ok: true, source: 'static' });
      client.cache?.clear();
      expect(await client.request('siteInfo')).toMatchObject({ ok: true, source: 'static' });
      expect(modes).toEqual([undefined, 'no-cache']);
    });
  });

  describe('when a cacheable call has no user token', () => {
    it('reads the file from object storage with no hall headers, plain or encrypted', async () => {
      // The hall's own static files are plain; an encrypted one is sealed with the static key.
      const envelope = JSON.stringify({ code: 0, data: { name: 'static site' } });
      const sealed = JSON.stringify({ encryptString: await staticCipher.encrypt(envelope) });
      await hall.control.faults.add({
        kind: 'raw',
        route: 'siteInfo',
        domain: 'oss',
        body: sealed,
        times: 1,
      });
      const { client } = make(hall.address, { cache: false });
      expect(await client.request('siteInfo')).toMatchObject({
        ok: true,
        source: 'static',
        data: { name: 'static site' },
      });
      const requests = await hall.control.requests.list();
      expect(requests).toHaveLength(1);
      expect(requests[0]!.domain).toMatch(/^oss:/);
      expect(
        Object.keys(requests[0]!.headers).filter((name) => /token|jwt|sign|nonce|requestid/i.test(name)),
      ).toEqual([]);
      expect(await client.request('siteInfo')).toMatchObject({
        source: 'static',
        data: { title: hall.site(hall.address.siteCode).title },
      });
      expect(await received()).toEqual([]);
    });
  });

  describe('when the user holds a real token', () => {
    it('goes live directly', async () => {
      const { client } = make(hall.address, { cache: false });
      client.setSession(session);
      expect(await client.request('siteInfo')).toMatchObject({ ok: true, source: 'live' });
      expect(await hall.control.requests.list({ domain: 'oss' })).toEqual([]);
    });
  });

  describe('when the caller does not allow static mode', () => {
    it('goes live', async () => {
      const { client } = make(hall.address, { cache: false });
      expect(await client.request('siteInfo', { allowStatic: false })).toMatchObject({
        ok: true,
        source: 'live',
      });
    });
  });
});

describe('hall client captcha guard', () => {
  describe('when the server asks for a captcha and the guard solves it', () => {
    it('sends the call again with the captcha fields and a new request id', async () => {
      await hall.control.faults.add({
        kind: 'code',
        code: 1124,
        data: { captcha_id: 'c1' },
        route: 'login',
        times: 1,
      });
      const captcha = vi.fn(() => Promise.resolve({ captcha_id: 'c1', captcha_output: 'ok' }));
      const recorder = bodyRecorder();
      const { client, events } = make(hall.address, { captcha, fetch: recorder.fetch });
      const result = await client.request('login', loginParams);
      expect(result.ok).toBe(true);
      expect(captcha).toHaveBeenCalledWith(
        expect.objectContaining({ code: '1124', data: { captcha_id: 'c1' } }),
      );
      const second = JSON.parse(recorder.bodies[1]!) as { encryptString: string };
      expect(JSON.parse(await staticCipher.decrypt(second.encryptString))).toEqual({
        ...loginParams.params,
        captcha_id: 'c1',
        captcha_output: 'ok',
      });
      const [first, again] = await received();
      expect(first!.requestId).not.toBe(again!.requestId);
      expect(events.message).toBeUndefined();
    });
  });

  describe('when the guard gives up', () => {
    it('returns the captcha code to the caller, with no message', async () => {
      await hall.control.faults.add({ kind: 'code', code: 1119, route: 'login', times: 1 });
      const { client, events } = make(hall.address, { captcha: () => Promise.resolve(undefined) });
      const result = await client.request('login', loginParams);
      expect(!result.ok && result.error).toBeInstanceOf(HallServiceError);
      expect(!result.ok && result.error instanceof HallServiceError && result.error.code).toBe('1119');
      expect(events.message).toBeUndefined();
    });
  });

  describe('when the guard rejects because the challenge failed', () => {
    it('returns the captcha code with the failure as the cause, sends nothing again, shows no message', async () => {
      await hall.control.faults.add({ kind: 'code', code: 1124, route: 'login', times: 1 });
      const failure = new Error('captcha failed: error_11');
      const { client, events } = make(hall.address, { captcha: () => Promise.reject(failure) });
      const result = await client.request('login', loginParams);
      expect(!result.ok && result.error instanceof HallServiceError && result.error.code).toBe('1124');
      expect(!result.ok && result.error.cause).toBe(failure);
      expect(await received()).toHaveLength(1);
      expect(events.message).toBeUndefined();
    });
  });
});

describe('hall client messages', () => {
  const wrongPassword = (times: number) =>
    hall.control.faults.add({ kind: 'code', code: 1011, message: 'wrong password', route: 'login', times });

  describe('when the same failure repeats within 2 seconds', () => {
    it('shows its text once, and again after the window', async () => {
      let t = 1_000_000;
      const { client, events } = make(hall.address, { now: () => t });
      await wrongPassword(2);
      await client.request('login', loginParams);
      t += 1999;
      await client.request('login', loginParams);
      expect(events.message).toHaveLength(1);
      expect(events.message![0]).toMatchObject({
        key: 'error.requestFailed',
        text: 'wrong password',
        code: '1011',
      });
      await wrongPassword(1);
      t += 1;
      await client.request('login', loginParams);
      expect(events.message).toHaveLength(2);
    });
  });

  describe('when the call is silent', () => {
    it('shows nothing', async () => {
      await wrongPassword(1);
      const { client, events } = make(hall.address);
      await client.request('login', { ...loginParams, silent: true });
      expect(events.message).toBeUndefined();
    });
  });
});

describe('hall client with the lines of a real speed test', () => {
  describe('when the first API line is down', () => {
    it('starts on the fastest reachable line after the speed test', async () => {
      await hall.control.domains.set('api:0', { up: false });
      const lines = createLines({ api: [...hall.address.api], oss: [...hall.address.oss] });
      try {
        await lines.speedTest();
        expect(lines.current('api')).not.toBe(hall.address.api[0]);
        expect(lines.getState().api.lines[0]!.ping).toBe(9999);
        const client = createHallClient({
          siteCode: hall.address.siteCode,
          staticKey: hall.address.staticKey,
          lines,
          gate: createLoginGate('logined'),
        });
        expect((await client.request('login', loginParams)).ok).toBe(true);
        const calls = (await received()).filter((r) => r.url.startsWith('/hall'));
        expect(calls).toHaveLength(1);
        expect(calls.every((r) => r.domain !== 'api:0')).toBe(true);
      } finally {
        lines.dispose();
        await hall.control.domains.set('api:0', { up: true });
      }
    });
  });
});

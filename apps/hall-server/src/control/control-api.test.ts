import { HEADERS } from '@lobbykit/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ControlError, createControlClient, type ControlClient } from './control-client';
import type { FaultSpec } from './faults';
import type { HallServer } from '../server';
import type { SiteStatus } from '../store/records';
import { openSocket, rawCall, serviceError, startTestHall, testClient } from '../test-support/hall';

/** A plain call whose transport outcome the test reads: status and text, or the network error. */
async function attempt(
  server: HallServer,
  timeoutMs = 1500,
): Promise<{ status?: number; text?: string; headers?: Headers; error?: string; ms: number }> {
  const started = Date.now();
  try {
    const response = await rawCall(server, {
      path: '/home/check/username',
      method: 'GET',
      params: { username: 'abcd1' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: response.status,
      text: response.text,
      headers: response.headers,
      ms: Date.now() - started,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? String(error), ms: Date.now() - started };
  }
}

describe('control API', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterEach(async () => {
    await control.faults.clear();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when it starts', () => {
    it('listens on loopback only and is not reachable through the hall domains', async () => {
      expect(new URL(server.controlUrl!).hostname).toBe('127.0.0.1');
      const summary = await control.state();
      expect(summary.domains.map((domain) => domain.id)).toEqual(['api:0', 'api:1', 'oss:0', 'oss:1']);
      expect((await fetch(`${server.url}/control`)).status).toBe(404);
    });

    it('refuses bad input with a 400 that names the problem', async () => {
      // Input the client's types would not let through, cast on purpose: the API checks it too.
      await expect(control.faults.add({ kind: 'nope' } as unknown as FaultSpec)).rejects.toThrow(
        /400.*kind must be one of/,
      );
      await expect(control.sites.set('demo', { status: 'closed' as SiteStatus })).rejects.toThrow(
        /400.*status must be one of/,
      );
      await expect(control.sites.set('zzz', {})).rejects.toThrow(/400.*unknown site/);
      await expect(control.domains.set('api:9', { up: false })).rejects.toThrow(/400.*unknown domain/);
      await expect(control.domains.set('api:9', { up: false })).rejects.toBeInstanceOf(ControlError);
      await expect(control.domains.set('api:9', { up: false })).rejects.toMatchObject({ status: 400 });
      expect((await fetch(`${server.controlUrl!}/control/nothing`)).status).toBe(404);
    });
  });

  describe('when the site config changes (siteInfo)', () => {
    afterEach(() => control.sites.set('demo', { siteInfo: null }));

    it('answers the new title, languages and currencies on the site calls, the first the default', async () => {
      await control.sites.set('demo', {
        siteInfo: { title: 'Lucky Harbor Live', languages: ['en_US', 'th_TH'], currencies: ['USD', 'BRL'] },
      });
      const { call } = testClient(server);
      const info = await call<{ title: string; languageInfos: unknown[]; currencyInfos: unknown[] }>(
        'siteInfo',
      );
      expect(info.ok && info.data.title).toBe('Lucky Harbor Live');
      expect(info.ok && info.data.languageInfos).toEqual([
        { languageCode: 'en_US', defaultLanguageTag: true },
        { languageCode: 'th_TH', defaultLanguageTag: false },
      ]);
      expect(info.ok && info.data.currencyInfos).toEqual([{ currencyCode: 'USD' }, { currencyCode: 'BRL' }]);
      const base = await call<{ defaultLanguage: string; defaultCurrency: string }>('baseSiteConfig');
      expect(base.ok && [base.data.defaultLanguage, base.data.defaultCurrency]).toEqual(['en_US', 'USD']);
      const currencies = await call<{ currencyCode: string }[]>('allCurrency');
      expect(currencies.ok && currencies.data.map((entry) => entry.currencyCode)).toEqual(['USD', 'BRL']);
    });

    it('refuses a language the lobby does not know and an empty list, naming the field', async () => {
      await expect(control.sites.set('demo', { siteInfo: { languages: ['xx_XX'] } })).rejects.toThrow(
        /400.*languages \(lobby language codes\)/,
      );
      await expect(control.sites.set('demo', { siteInfo: { currencies: [] } })).rejects.toThrow(
        /400.*siteInfo/,
      );
    });
  });

  describe('when a fault is injected on a route', () => {
    it('delays the answer', async () => {
      await control.faults.add({ kind: 'delay', ms: 300, route: 'checkUsername', times: 1 });
      const result = await attempt(server);
      expect(result.status).toBe(200);
      expect(result.ms).toBeGreaterThanOrEqual(280);
    });

    it('hangs without answering', async () => {
      await control.faults.add({ kind: 'hang', route: 'checkUsername', times: 1 });
      const result = await attempt(server, 400);
      expect(result.error).toMatch(/timeout|aborted/i);
      expect(result.ms).toBeGreaterThanOrEqual(380);
    });

    it('resets the connection before the route runs, applying nothing', async () => {
      const client = testClient(server);
      await client.login('player01');
      const before = (await control.orders({ username: 'player01' })).length;
      await control.faults.add({ kind: 'reset', route: 'pay', times: 1 });
      const pay = await client.call('pay', { amount: 5 });
      expect(!pay.ok && pay.error.kind).toBe('network');
      expect((await control.orders({ username: 'player01' })).length).toBe(before);
    });

    it('resets the connection after the route ran, the effect applied', async () => {
      const client = testClient(server);
      await client.login('player01');
      const before = (await control.orders({ username: 'player01' })).length;
      await control.faults.add({ kind: 'reset', when: 'after', route: 'pay', times: 1 });
      const pay = await client.call('pay', { amount: 5 });
      expect(!pay.ok && pay.error.kind).toBe('network');
      expect((await control.orders({ username: 'player01' })).length).toBe(before + 1);
    });

    it('answers a 5xx status', async () => {
      await control.faults.add({ kind: 'status', status: 502, route: 'checkUsername', times: 1 });
      expect((await attempt(server)).status).toBe(502);
    });

    it('answers 429 and 503 with Retry-After', async () => {
      await control.faults.add({
        kind: 'status',
        status: 429,
        retryAfter: 7,
        route: 'checkUsername',
        times: 1,
      });
      await control.faults.add({
        kind: 'status',
        status: 503,
        retryAfter: 'Wed, 21 Oct 2099 07:28:00 GMT',
        route: 'checkUsername',
        times: 1,
      });
      const first = await attempt(server);
      const second = await attempt(server);
      expect([first.status, first.headers?.get('retry-after')]).toEqual([429, '7']);
      expect([second.status, second.headers?.get('retry-after')]).toEqual([
        503,
        'Wed, 21 Oct 2099 07:28:00 GMT',
      ]);
      expect(second.headers?.get(HEADERS.serverTime)).not.toBeNull();
    });

    it('answers 200 with a body that is not JSON', async () => {
      await control.faults.add({ kind: 'non-json', route: 'checkUsername', times: 1 });
      const client = testClient(server);
      const result = await client.call('checkUsername', { username: 'abcd' });
      expect(!result.ok && result.error.kind).toBe('invalid-data');
    });

    it('answers truncated JSON', async () => {
      await control.faults.add({ kind: 'truncated-json', route: 'checkUsername', times: 1 });
      const result = await attempt(server);
      expect(result.status).toBe(200);
      expect(() => {
        JSON.parse(result.text!);
      }).toThrow();
    });

    it('answers a body that does not decrypt', async () => {
      await control.faults.add({ kind: 'undecryptable', route: 'checkUsername', times: 1 });
      const result = await testClient(server).call('checkUsername', { username: 'abcd' });
      expect(!result.ok && result.error.kind).toBe('invalid-data');
    });

    it('answers any service code without running the route', async () => {
      for (const code of ['-1', '-3', '1119', '1334', '9527']) {
        await control.faults.add({ kind: 'code', code, route: 'checkUsername', times: 1 });
        const result = await testClient(server).call('checkUsername', { username: 'abcd' });
        expect(serviceError(result)?.code).toBe(code);
      }
    });

    it('sends the body slowly, half then the rest', async () => {
      await control.faults.add({ kind: 'slow-body', ms: 300, route: 'checkUsername', times: 1 });
      const result = await attempt(server);
      expect(result.status).toBe(200);
      expect(result.ms).toBeGreaterThanOrEqual(280);
      expect(JSON.parse(result.text!)).toHaveProperty('encryptString');
    });

    it('answers a raw body of the test choosing, and targets one domain only', async () => {
      await control.faults.add({
        kind: 'raw',
        status: 200,
        body: '{"code":0}',
        contentType: 'application/json',
        route: '/op.json',
        domain: 'oss:1',
      });
      expect(await (await fetch(`${server.assetUrls[1]!}/op.json`)).text()).toBe('{"code":0}');
      expect(await (await fetch(`${server.assetUrls[0]!}/op.json`)).json()).toHaveProperty('version');
      const faults = await control.faults.list();
      expect(faults[0]!.hits).toBe(1);
      const counters = await control.counters.get();
      expect(counters.faults.raw).toBeGreaterThanOrEqual(1);
    });
  });

  describe('when a domain is taken down or slowed', () => {
    it('refuses connections until it is brought back on the same port', async () => {
      await control.domains.set('api:0', { up: false });
      try {
        const refused = await attempt(server);
        expect(refused.error).toBe('ECONNREFUSED');
        expect((await fetch(`${server.apiUrls[1]!}/op.json`)).status).toBe(200);
      } finally {
        await control.domains.set('api:0', { up: true });
      }
      expect((await attempt(server)).status).toBe(200);
    });

    it('counts the CORS preflights each domain answered', async () => {
      const before = (await control.domains.list()).find((domain) => domain.id === 'api:1')!;
      const preflight = await fetch(`${server.apiUrls[1]!}/hall/home/login`, {
        method: 'OPTIONS',
        headers: { origin: 'http://lobby.test', 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      const after = (await control.domains.list()).find((domain) => domain.id === 'api:1')!;
      expect(after.counters.preflights).toBe(before.counters.preflights + 1);
    });

    it('adds the delay to every request of that domain', async () => {
      await control.domains.set('api:0', { delayMs: 250 });
      try {
        expect((await attempt(server)).ms).toBeGreaterThanOrEqual(240);
      } finally {
        await control.domains.set('api:0', { delayMs: 0 });
      }
    });
  });

  describe('when sockets are dropped', () => {
    it('closes or terminates the matching sockets only', async () => {
      const demo = await openSocket(server, '1001_guest');
      const siam = await openSocket(server, '1002_guest');
      await demo.next((frame) => frame.event === 'auth');
      await siam.next((frame) => frame.event === 'auth');
      const listed = await control.sockets.list();
      expect(listed.authenticated.map((entry) => entry.siteCode).sort()).toEqual(['demo', 'siam']);
      expect(await control.sockets.drop({ siteCode: 'demo', code: 4000 })).toEqual({
        dropped: 1,
      });
      expect((await demo.closed).code).toBe(4000);
      expect(await control.sockets.drop({ mode: 'terminate' })).toEqual({ dropped: 1 });
      expect((await siam.closed).code).toBe(1006);
    });
  });

  describe('when a test changes users, sessions and the clock', () => {
    it('edits a user, expires sessions and shifts the server time', async () => {
      const client = testClient(server);
      await client.login('newbie01');
      await control.users.set('demo', 'newbie01', { gameGold: 777, restrictions: ['game'] });
      const gold = await client.call<{ game_gold: number }>('homeGold');
      expect(gold.ok && gold.data.game_gold).toBe(777);
      expect(await control.sessions.expire({ siteCode: 'demo', username: 'newbie01' })).toEqual({ ended: 1 });
      const expired = await client.call('homeGold');
      expect(serviceError(expired)?.code).toBe('-1');
      const shifted = await control.clock(3_600_000);
      expect(shifted.now - Date.now()).toBeGreaterThan(3_500_000);
      await control.clock(0);
      await control.users.set('demo', 'newbie01', { gameGold: 0, restrictions: [] });
    });

    it('sets the server time to a given moment and refuses one that is not epoch ms', async () => {
      const tomorrow = Date.now() + 86_400_000;
      const moved = await control.clockAt(tomorrow);
      expect(moved.now - tomorrow).toBeGreaterThanOrEqual(0);
      expect(moved.now - tomorrow).toBeLessThan(5_000);
      expect((await control.state()).clockOffsetMs).toBe(moved.offsetMs);
      await expect(control.clockAt(Number.NaN)).rejects.toThrow(/at must be epoch ms/);
      await control.clock(0);
    });
  });
});

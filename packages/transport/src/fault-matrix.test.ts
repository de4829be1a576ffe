/**
 * The fault matrix: every transport fault against every kind of endpoint, every reaction
 * code, and the static-mode faults, on real loopback servers (3 API ports, 2 object-storage
 * ports). Each scenario asserts: no non-idempotent effect applied twice, attempts within
 * the limit, the failover order, no token sent to object storage, the error class, and no
 * unhandled rejection.
 */
import type { EndpointName } from '@lobbykit/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HallInvalidDataError,
  HallNetworkError,
  HallServiceError,
  HallTimeoutError,
  type HallError,
} from './errors';
import type { HallResult } from './client-types';
import { buildStaticPath } from '@lobbykit/hall-protocol';
import { reactionEvents, testClient, type HttpLayer, type TestClient } from './test-support/clients';
import { TestHall, type Fault } from './test-support/test-hall';

const TOKEN = 'matrix-user-token';
let hall: TestHall;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let current: TestClient | undefined;
let scenarios = 0;
// The matrix runs twice: on the platform fetch (the default) and on ky through `kyFetch`.
const layers: HttpLayer[] = ['fetch', 'ky'];
let over: HttpLayer = 'fetch';

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  hall = await TestHall.start({ apiDomains: 3, ossDomains: 2 });
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await hall.close();
  console.info(`fault matrix: ${scenarios} scenarios, ${unhandled.length} unhandled rejections`);
});
beforeEach(() => {
  hall.reset();
  hall.files.clear();
});
afterEach(async () => {
  current?.lines.dispose();
  current = undefined;
  for (let i = 0; i < 3; i++) await hall.up('api', i);
  for (let i = 0; i < 2; i++) await hall.up('oss', i);
});

type ErrorClass = abstract new (...args: never[]) => HallError;

interface Expectation {
  ok: boolean;
  error?: ErrorClass;
  /** Exact attempts, counted at the client (refused connections included). */
  attempts: number;
  /** Times the effect of the call was applied on the server (POST endpoints). */
  applied?: number;
  uncertain?: boolean;
  status?: number;
  /** A delay the client must have asked for (Retry-After), as [min, max] ms. */
  waited?: [number, number];
}

async function run(
  endpoint: EndpointName,
  setup: () => Promise<void> | void,
  expected: Expectation,
  options: { forceRetry?: boolean } = {},
): Promise<{ result: HallResult; t: TestClient }> {
  scenarios++;
  const t = testClient(hall, { timeoutMs: 300 }, over);
  current = t;
  t.client.setSession({ token: TOKEN, newJwt: 'matrix-jwt' });
  await setup();
  const result = await t.client.request(endpoint, {
    params: { amount: '10.00' },
    ...(options.forceRetry ? { forceRetry: true } : {}),
  });
  await new Promise((resolve) => setImmediate(resolve));

  const mine = t.attempts.filter((a) => a.requestId === result.requestId);
  // Attempts within the limit, and exactly the expected number.
  expect(mine.length).toBeLessThanOrEqual(10);
  expect(mine.length).toBe(expected.attempts);
  expect(result.attempts).toBe(expected.attempts);
  // The failover order: the current line first, then each next line in turn.
  expect(mine.map((a) => a.origin)).toEqual(mine.map((_, i) => hall.api[i % 3]));
  // Never a duplicated non-idempotent effect.
  expect(hall.maxApplied()).toBeLessThanOrEqual(1);
  if (expected.applied !== undefined) {
    expect([...hall.applied.values()].reduce((a, b) => a + b, 0)).toBe(expected.applied);
  }
  // No token to the object store.
  expect(hall.tokensSentToOss([TOKEN, 'matrix-jwt'])).toEqual([]);
  // The outcome and its class.
  expect(result.ok).toBe(expected.ok);
  if (!result.ok) {
    expect(result.error).toBeInstanceOf(expected.error!);
    if (expected.uncertain !== undefined)
      expect((result.error as HallNetworkError).uncertain).toBe(expected.uncertain);
    if (expected.status !== undefined) expect(result.error.status).toBe(expected.status);
    expect(result.error.requestId).toBe(result.requestId);
    expect(result.error.retries).toBe(expected.attempts - 1);
  }
  if (expected.waited) {
    expect(t.timers.requested.some((ms) => ms >= expected.waited![0] && ms <= expected.waited![1])).toBe(
      true,
    );
  }
  expect(unhandled).toEqual([]);
  return { result, t };
}

// ---------------------------------------------------------------------------------------
// Transport faults x endpoints.

const safe = ['homeGold', 'pay'] as const satisfies readonly EndpointName[];
const unsafe = ['login', 'receiveOne'] as const satisfies readonly EndpointName[];
const isPost = (endpoint: EndpointName) => endpoint !== 'homeGold';

interface TransportFault {
  name: string;
  setup: () => Promise<void> | void;
  safe: (endpoint: EndpointName) => Expectation;
  unsafe: Expectation;
  forceRetry?: boolean;
}

const inject =
  (...faults: Fault[]) =>
  () =>
    hall.inject('api', 0, ...faults);
const retryAfterDate = () => new Date(Date.now() + 2000).toUTCString();

const transportFaults: TransportFault[] = [
  {
    name: 'first domain refuses connections',
    setup: () => hall.down('api', 0),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    // Refused proves the call never arrived, so even a login may go to the next domain.
    unsafe: { ok: true, attempts: 2, applied: 1 },
  },
  {
    name: 'reset before the server acted',
    setup: inject({ type: 'reset', when: 'before' }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 0, uncertain: true },
  },
  {
    name: 'reset after the server acted',
    setup: inject({ type: 'reset', when: 'after' }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 1, uncertain: true },
  },
  {
    name: 'hang past the timeout, before acting',
    setup: inject({ type: 'hang', when: 'before' }),
    safe: () => ({ ok: false, error: HallTimeoutError, attempts: 1, applied: 0 }),
    unsafe: { ok: false, error: HallTimeoutError, attempts: 1, applied: 0, uncertain: true },
  },
  {
    name: 'hang past the timeout, after acting',
    setup: inject({ type: 'hang', when: 'after' }),
    safe: (e) => ({ ok: false, error: HallTimeoutError, attempts: 1, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallTimeoutError, attempts: 1, applied: 1, uncertain: true },
  },
  {
    name: 'hang with forceRetry',
    setup: inject({ type: 'hang', when: 'after' }),
    forceRetry: true,
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallTimeoutError, attempts: 1, applied: 1, uncertain: true },
  },
  {
    name: 'slow body past the timeout',
    setup: inject({ type: 'slow-body' }),
    safe: (e) => ({
      ok: false,
      error: HallTimeoutError,
      attempts: 1,
      applied: isPost(e) ? 1 : 0,
      status: 200,
    }),
    unsafe: { ok: false, error: HallTimeoutError, attempts: 1, applied: 1, uncertain: true, status: 200 },
  },
  ...[500, 504].map((status): TransportFault => ({
    name: `${status} after acting`,
    setup: inject({ type: 'status', status, when: 'after' }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 1, status, uncertain: true },
  })),
  ...[502, 503].map((status): TransportFault => ({
    name: `${status} before acting`,
    setup: inject({ type: 'status', status, when: 'before' }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 0, status },
  })),
  {
    name: '429 with Retry-After in seconds',
    setup: inject({ type: 'status', status: 429, when: 'before', headers: { 'retry-after': '3' } }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0, waited: [3000, 3000] }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 0, status: 429 },
  },
  {
    name: '503 with Retry-After as a date',
    setup: () =>
      hall.inject('api', 0, {
        type: 'status',
        status: 503,
        when: 'before',
        headers: { 'retry-after': retryAfterDate() },
      }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0, waited: [1000, 2000] }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 0, status: 503 },
  },
  {
    name: 'non-JSON 200',
    setup: inject({ type: 'raw', body: '<html><body>maintenance</body></html>' }),
    safe: (e) => ({ ok: false, error: HallInvalidDataError, attempts: 1, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallInvalidDataError, attempts: 1, applied: 1 },
  },
  {
    name: 'truncated JSON',
    setup: inject({ type: 'raw', body: '{"code":0,"data":{"game_gold":12' }),
    safe: (e) => ({ ok: false, error: HallInvalidDataError, attempts: 1, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallInvalidDataError, attempts: 1, applied: 1 },
  },
  {
    name: 'undecryptable body',
    setup: inject({ type: 'raw', body: `{"encryptString":"${'A'.repeat(64)}"}` }),
    safe: (e) => ({ ok: false, error: HallInvalidDataError, attempts: 1, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallInvalidDataError, attempts: 1, applied: 1 },
  },
  {
    name: 'all domains down',
    setup: async () => {
      for (let i = 0; i < 3; i++) await hall.down('api', i);
    },
    safe: () => ({ ok: false, error: HallNetworkError, attempts: 10, applied: 0, uncertain: false }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 10, applied: 0, uncertain: false },
  },
  {
    name: 'all domains answer 503',
    setup: () => {
      for (let i = 0; i < 3; i++) hall.always('api', i, { type: 'status', status: 503, when: 'before' });
    },
    safe: () => ({ ok: false, error: HallNetworkError, attempts: 10, applied: 0, status: 503 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 0, status: 503 },
  },
  {
    name: 'first domain down, second resets before acting',
    setup: async () => {
      await hall.down('api', 0);
      hall.inject('api', 1, { type: 'reset', when: 'before' });
    },
    safe: (e) => ({ ok: true, attempts: 3, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 2, applied: 0, uncertain: true },
  },
  {
    name: 'first domain down, second answers 502',
    setup: async () => {
      await hall.down('api', 0);
      hall.inject('api', 1, { type: 'status', status: 502, when: 'before' });
    },
    safe: (e) => ({ ok: true, attempts: 3, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 2, applied: 0, status: 502 },
  },
];

describe.each(layers)('over %s', (layer) => {
  beforeAll(() => {
    over = layer;
  });

  describe('fault matrix', () => {
    describe.each(transportFaults)('when $name', (fault) => {
      it.each(safe)('%s (idempotent or server-deduplicated) behaves as expected', async (endpoint) => {
        const { result, t } = await run(endpoint, fault.setup, fault.safe(endpoint), {
          forceRetry: fault.forceRetry ?? false,
        });
        if (result.ok) {
          expect(t.events.message).toBeUndefined();
          expect(t.events.maintenanceCheck).toBeUndefined();
        } else {
          // One failed main-API call starts a maintenance check; the UI gets one message.
          expect(t.events.maintenanceCheck).toHaveLength(1);
          expect(t.events.message).toHaveLength(1);
          expect(t.events.message![0]!.details).toMatchObject({
            requestId: result.requestId,
            retries: result.attempts - 1,
          });
        }
      });

      it.each(unsafe)('%s (must not repeat) is never resent after it may have arrived', async (endpoint) => {
        await run(endpoint, fault.setup, fault.unsafe, { forceRetry: fault.forceRetry ?? false });
      });
    });

    describe('when the failure is reported to the UI', () => {
      it.each([
        ['a hang', { type: 'hang', when: 'before' }, 'error.timeout', 0],
        ['a reset', { type: 'reset', when: 'after' }, 'error.system', 0],
        ['a 503', { type: 'status', status: 503, when: 'after' }, 'error.system', 503],
        ['a non-JSON body', { type: 'raw', body: 'oops' }, 'error.nonJson', 200],
      ] as const)(
        '%s shows the %s text with request id, url, status and retries',
        async (_, fault, key, status) => {
          scenarios++;
          const t = testClient(hall, { timeoutMs: 300 }, over);
          current = t;
          hall.inject('api', 0, fault);
          const result = await t.client.request('login');
          expect(t.events.message).toEqual([
            {
              key,
              details: {
                requestId: result.requestId,
                url: `${hall.api[0]!}/hall/home/login`,
                status,
                retries: 0,
              },
            },
          ]);
        },
      );
    });
  });

  // ---------------------------------------------------------------------------------------
  // Service codes: reactions and events.

  interface CodeCase {
    code: number | string;
    event?: keyof TestClient['events'];
    payload?: Record<string, unknown>;
    shown: boolean;
    data?: unknown;
    noErrorMessage?: boolean;
  }

  const codeCases: CodeCase[] = [
    { code: -1, event: 'tokenExpired', payload: { code: '-1', path: '/home/login' }, shown: true },
    {
      code: 1401,
      event: 'otherClientLogin',
      payload: { token: 'other-token', deviceModel: 'iPhone' },
      shown: true,
      data: { token: 'other-token', deviceModel: 'iPhone' },
    },
    { code: 999, event: 'versionCheck', payload: { code: '999' }, shown: true },
    { code: 1334, event: 'restricted', payload: { code: '1334', message: 'code 1334' }, shown: true },
    { code: 1334, shown: true, noErrorMessage: false },
    { code: -3, event: 'maintenance', payload: { code: '-3', state: 'maintenance' }, shown: true },
    { code: -4, event: 'maintenance', payload: { code: '-4', state: 'frozenAndMaintained' }, shown: true },
    { code: 9111, event: 'maintenance', payload: { code: '9111', state: 'frozen' }, shown: true },
    { code: 1128, event: 'configChanged', payload: { code: '1128' }, shown: true },
    { code: 1247, event: 'configChanged', payload: { code: '1247' }, shown: true },
    { code: 1119, shown: false },
    { code: 1124, shown: false },
    { code: 1125, shown: false },
    { code: 1126, shown: false },
    { code: 1127, shown: false },
    { code: 3002, shown: false },
    { code: 3003, shown: false },
    { code: 9527, shown: false },
    { code: 1011, shown: true },
    { code: '1011', shown: true },
  ];

  const eventNames = reactionEvents;

  describe('fault matrix: service codes', () => {
    describe.each(codeCases)('when the hall answers code $code (noErrorMessage $noErrorMessage)', (c) => {
      it('returns a service error, raises only its event, and shows a message only when it should', async () => {
        scenarios++;
        const t = testClient(hall, {}, over);
        current = t;
        hall.inject('api', 0, { type: 'code', code: c.code, data: c.data });
        const result = await t.client.request(
          'login',
          c.noErrorMessage === undefined ? {} : { noErrorMessage: c.noErrorMessage },
        );
        expect(result.ok).toBe(false);
        expect(!result.ok && result.error).toBeInstanceOf(HallServiceError);
        expect(!result.ok && (result.error as HallServiceError).code).toBe(String(c.code));
        expect(result.attempts).toBe(1);
        for (const name of eventNames) {
          if (name === c.event) expect(t.events[name]).toEqual([expect.objectContaining(c.payload)]);
          else expect(t.events[name]).toBeUndefined();
        }
        if (c.shown)
          expect(t.events.message).toEqual([
            expect.objectContaining({ key: 'error.requestFailed', code: String(c.code) }),
          ]);
        else expect(t.events.message).toBeUndefined();
        // The server answered: the main API is up, so no maintenance check.
        expect(t.events.maintenanceCheck).toBeUndefined();
        expect(hall.maxApplied()).toBeLessThanOrEqual(1);
        expect(unhandled).toEqual([]);
      });
    });
  });

  // ---------------------------------------------------------------------------------------
  // Static mode faults.

  const siteInfoFile = buildStaticPath('/hall/home/siteInfo', {
    siteCode: 'a1',
    currency: 'BRL',
    language: 'en',
    platformType: 5,
  });

  interface StaticCase {
    name: string;
    setup: () => Promise<void> | void;
    source: 'static' | 'live';
    ossAttempts: number;
    ok?: boolean;
  }

  const staticCases: StaticCase[] = [
    {
      name: 'the file is served',
      setup: () => hall.putFile(siteInfoFile, { code: 0, data: { name: 's' } }),
      source: 'static',
      ossAttempts: 1,
    },
    { name: 'the object store answers 404', setup: () => undefined, source: 'live', ossAttempts: 1 },
    {
      name: 'the object store answers 403',
      setup: () => hall.putFile(siteInfoFile, { code: 0 }, { status: 403 }),
      source: 'live',
      ossAttempts: 1,
    },
    {
      name: 'the first object store is down',
      setup: async () => {
        await hall.putFile(siteInfoFile, { code: 0, data: { name: 's' } });
        await hall.down('oss', 0);
      },
      source: 'static',
      ossAttempts: 2,
    },
    {
      name: 'the first object store answers 500',
      setup: async () => {
        await hall.putFile(siteInfoFile, { code: 0, data: { name: 's' } });
        hall.inject('oss', 0, { type: 'status', status: 500, when: 'before' });
      },
      source: 'static',
      ossAttempts: 2,
    },
    {
      name: 'every object store is down (20 static tries, then live)',
      setup: async () => {
        await hall.down('oss', 0);
        await hall.down('oss', 1);
      },
      source: 'live',
      ossAttempts: 20,
    },
    {
      name: 'the file is not JSON',
      setup: () => void hall.files.set(siteInfoFile, { body: '<html>' }),
      source: 'live',
      ossAttempts: 1,
    },
    {
      name: 'the file hangs',
      setup: () => hall.inject('oss', 0, { type: 'hang', when: 'before' }),
      source: 'live',
      ossAttempts: 1,
    },
    {
      name: 'every object store is down and so is every API domain',
      setup: async () => {
        for (let i = 0; i < 2; i++) await hall.down('oss', i);
        for (let i = 0; i < 3; i++) await hall.down('api', i);
      },
      source: 'live',
      ossAttempts: 20,
      ok: false,
    },
  ];

  describe('fault matrix: static mode', () => {
    describe.each(staticCases)('when $name', (c) => {
      it(`ends in ${c.source} mode within the static limit, with no token on the object store`, async () => {
        scenarios++;
        const t = testClient(hall, { timeoutMs: 300 }, over);
        current = t;
        await c.setup();
        const result = await t.client.request('siteInfo');
        const mine = t.attempts.filter((a) => hall.oss.includes(a.origin));
        const live = t.attempts.filter((a) => hall.api.includes(a.origin));
        expect(mine).toHaveLength(c.ossAttempts);
        expect(mine.length).toBeLessThanOrEqual(20);
        expect(mine.map((a) => a.origin)).toEqual(mine.map((_, i) => hall.oss[i % 2]));
        expect(live.length).toBeLessThanOrEqual(10);
        if (c.ok === false) {
          expect(result.ok).toBe(false);
          expect(!result.ok && result.error).toBeInstanceOf(HallNetworkError);
          expect(live).toHaveLength(10);
        } else {
          expect(result).toMatchObject({ ok: true, source: c.source });
          expect(live).toHaveLength(c.source === 'live' ? 1 : 0);
        }
        expect(hall.tokensSentToOss([TOKEN])).toEqual([]);
        expect(unhandled).toEqual([]);
      });
    });

    describe('when the user holds a token and the call allows static mode', () => {
      it('never sends the token to the object store', async () => {
        scenarios++;
        const t = testClient(hall, {}, over);
        current = t;
        t.client.setSession({ token: TOKEN, newJwt: 'matrix-jwt' });
        await hall.putFile(siteInfoFile, { code: 0, data: {} });
        const result = await t.client.request('siteInfo', { allowStatic: true });
        await t.lines.speedTest();
        expect(result).toMatchObject({ ok: true, source: 'live' });
        expect(hall.requests.some((r) => r.kind === 'oss')).toBe(true);
        expect(hall.tokensSentToOss([TOKEN, 'matrix-jwt'])).toEqual([]);
      });
    });
  });

  describe('fault matrix: maintenance check', () => {
    describe('when the main API fails, recovers, and fails again', () => {
      it('starts a check after each first failure of a run', async () => {
        scenarios++;
        const t = testClient(hall, {}, over);
        current = t;
        hall.inject('api', 0, { type: 'raw', body: 'x' });
        await t.client.request('login');
        hall.inject('api', 0, { type: 'raw', body: 'x' });
        await t.client.request('login');
        expect(t.events.maintenanceCheck).toHaveLength(1);
        await t.client.request('login');
        hall.inject('api', 0, { type: 'raw', body: 'x' });
        await t.client.request('login');
        expect(t.events.maintenanceCheck).toHaveLength(2);
      });
    });
  });

  describe('fault matrix: size', () => {
    it('has at least 60 scenarios', () => {
      expect(transportFaults.length * 4 + codeCases.length + staticCases.length + 2).toBeGreaterThanOrEqual(
        60,
      );
    });
  });
});

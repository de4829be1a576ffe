/**
 * The fault matrix: every transport fault against every kind of endpoint, every reaction
 * code, and the static-mode faults, on the reference hall server (3 API domains, 2
 * object-storage domains) with faults injected through its control API. Each scenario
 * asserts: no non-idempotent effect applied twice (the hall's request log: how many times
 * each request id ran a route), attempts within the limit, the failover order, no token sent
 * to object storage, the error class, and no unhandled rejection.
 */
import { endpoints, type EndpointName } from '@lobbykit/contract';
import { SEED_PASSWORD, type FaultSpec } from '@lobbykit/test-utils/hall';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HallInvalidDataError,
  HallNetworkError,
  HallServiceError,
  HallTimeoutError,
  type HallError,
} from './errors';
import type { HallResult, HallSession } from './client-types';
import { reactionEvents, testClient, type HttpLayer, type TestClient } from './test-support/clients';
import { startReferenceHall, type ReferenceHall } from './test-support/reference-hall';

// The session of the user calls (homeGold, pay, receiveOne), from a real login. The 'login'
// scenarios log in another user: a login from another device could end this one's session.
const SESSION_USER = 'player01';
const LOGIN_USER = 'audit01';
const API_DOMAINS = ['api:0', 'api:1', 'api:2'];
const OSS_DOMAINS = ['oss:0', 'oss:1'];
let hall: ReferenceHall;
let session: Required<HallSession>;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let current: TestClient | undefined;
let scenarios = 0;
// The matrix runs twice: on the platform fetch (the default) and on ky through `kyFetch`.
const layers: HttpLayer[] = ['fetch', 'ky'];
let over: HttpLayer = 'fetch';

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  hall = await startReferenceHall({ apiDomains: 3 });
  session = await hall.login(SESSION_USER);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await hall.close();
  console.info(`fault matrix: ${scenarios} scenarios, ${unhandled.length} unhandled rejections`);
});
beforeEach(async () => {
  await hall.control.faults.clear();
  await hall.control.requests.clear();
});
afterEach(async () => {
  current?.lines.dispose();
  current = undefined;
  await hall.control.faults.clear();
  for (const id of [...API_DOMAINS, ...OSS_DOMAINS]) await hall.control.domains.set(id, { up: true });
});

const down = (id: string) => hall.control.domains.set(id, { up: false }).then(() => undefined);
/** The first request the domain receives meets this fault. */
const once = (domain: string, fault: FaultSpec) =>
  hall.control.faults.add({ ...fault, domain, times: 1 }).then(() => undefined);
/** Every request the domain (or 'api', every API domain) receives meets this fault. */
const always = (domain: string, fault: FaultSpec) =>
  hall.control.faults.add({ ...fault, domain }).then(() => undefined);

// receiveOne credits an item once: a fresh item id per call keeps every call able to succeed.
let claims = 0;
/** Parameters the real hall accepts for each endpoint of the matrix. */
const paramsFor = (endpoint: EndpointName): Record<string, unknown> => {
  switch (endpoint) {
    case 'login':
      return { username: LOGIN_USER, password: SEED_PASSWORD };
    case 'pay':
      return { amount: '10.00', payType: 'pix' };
    case 'receiveOne':
      return { id: `matrix-${++claims}` };
    default:
      return {};
  }
};
const loginParams = () => ({ params: paramsFor('login') });

type ErrorClass = abstract new (...args: never[]) => HallError;

interface Expectation {
  ok: boolean;
  error?: ErrorClass;
  /** Exact attempts, counted at the client (refused connections included). */
  attempts: number;
  /** Times the hall ran the call's route, summed over its request id (non-idempotent endpoints). */
  applied?: number;
  uncertain?: boolean;
  status?: number;
  /** A delay the client must have asked for (Retry-After), as [min, max] ms. */
  waited?: [number, number];
}

// Long enough that a real answer of the reference hall (real handlers, a store that flushes) on a
// loaded 2-core CI machine is never taken for a hang; every hang scenario waits this long once.
// Under a second: the recording timers shorten delays of a second or more (backoff, Retry-After).
const ATTEMPT_TIMEOUT_MS = 900;

async function run(
  endpoint: EndpointName,
  setup: () => Promise<void> | void,
  expected: Expectation,
  options: { forceRetry?: boolean } = {},
): Promise<{ result: HallResult; t: TestClient }> {
  scenarios++;
  const t = testClient(hall.address, { timeoutMs: ATTEMPT_TIMEOUT_MS }, over);
  current = t;
  t.client.setSession(session);
  await setup();
  const result = await t.client.request(endpoint, {
    params: paramsFor(endpoint),
    ...(options.forceRetry ? { forceRetry: true } : {}),
  });
  await new Promise((resolve) => setImmediate(resolve));

  const mine = t.attempts.filter((a) => a.requestId === result.requestId);
  // Attempts within the limit, and exactly the expected number.
  expect(mine.length).toBeLessThanOrEqual(10);
  expect(mine.length).toBe(expected.attempts);
  expect(result.attempts).toBe(expected.attempts);
  // The failover order: the current line first, then each next line in turn.
  expect(mine.map((a) => a.origin)).toEqual(mine.map((_, i) => hall.address.api[i % 3]));
  // Never a duplicated non-idempotent effect: no request id ran a route twice (a resent call
  // answered from the hall's request-id store shows as replayed, not run).
  const effects = await hall.effects();
  expect(Math.max(0, ...effects.values())).toBeLessThanOrEqual(1);
  if (expected.applied !== undefined) expect(effects.get(result.requestId) ?? 0).toBe(expected.applied);
  // The hall would answer a resent login or receive from its request-id store: none may be resent.
  if (!endpoints[endpoint].serverDeduplicated && !endpoints[endpoint].idempotent)
    expect(await hall.replays(result.requestId)).toBe(0);
  // No token to the object store.
  expect(await hall.tokensSentToOss([session.token, session.newJwt])).toEqual([]);
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
/** A call that changes the hall (pay); a read (homeGold) has no effect to count. */
const isPost = (endpoint: EndpointName) => !endpoints[endpoint].idempotent;

interface TransportFault {
  name: string;
  setup: () => Promise<void> | void;
  safe: (endpoint: EndpointName) => Expectation;
  unsafe: Expectation;
  forceRetry?: boolean;
}

const inject = (fault: FaultSpec) => () => once('api:0', fault);
// An HTTP date has whole seconds, and a loaded machine may take a second between setting the
// fault and reading the answer: 4 s ahead leaves a wait of 1 to 4 s, which only the date explains
// (the first backoff is under 300 ms).
const retryAfterDate = () => new Date(Date.now() + 4000).toUTCString();

const transportFaults: TransportFault[] = [
  {
    name: 'first domain refuses connections',
    setup: () => down('api:0'),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    // Refused proves the call never arrived, so even a login may go to the next domain.
    unsafe: { ok: true, attempts: 2, applied: 1 },
  },
  {
    name: 'reset before the server acted',
    setup: inject({ kind: 'reset', when: 'before' }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 0, uncertain: true },
  },
  {
    name: 'reset after the server acted',
    setup: inject({ kind: 'reset', when: 'after' }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 1, uncertain: true },
  },
  {
    name: 'hang past the timeout, before acting',
    setup: inject({ kind: 'hang', when: 'before' }),
    safe: () => ({ ok: false, error: HallTimeoutError, attempts: 1, applied: 0 }),
    unsafe: { ok: false, error: HallTimeoutError, attempts: 1, applied: 0, uncertain: true },
  },
  {
    name: 'hang past the timeout, after acting',
    setup: inject({ kind: 'hang', when: 'after' }),
    safe: (e) => ({ ok: false, error: HallTimeoutError, attempts: 1, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallTimeoutError, attempts: 1, applied: 1, uncertain: true },
  },
  {
    name: 'hang with forceRetry',
    setup: inject({ kind: 'hang', when: 'after' }),
    forceRetry: true,
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallTimeoutError, attempts: 1, applied: 1, uncertain: true },
  },
  {
    name: 'slow body past the timeout',
    setup: inject({ kind: 'slow-body' }),
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
    setup: inject({ kind: 'status', status, when: 'after' }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 1, status, uncertain: true },
  })),
  ...[502, 503].map((status): TransportFault => ({
    name: `${status} before acting`,
    setup: inject({ kind: 'status', status, when: 'before' }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 0, status },
  })),
  {
    name: '429 with Retry-After in seconds',
    setup: inject({ kind: 'status', status: 429, when: 'before', retryAfter: '3' }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0, waited: [3000, 3000] }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 0, status: 429 },
  },
  {
    name: '503 with Retry-After as a date',
    setup: () => once('api:0', { kind: 'status', status: 503, when: 'before', retryAfter: retryAfterDate() }),
    safe: (e) => ({ ok: true, attempts: 2, applied: isPost(e) ? 1 : 0, waited: [1000, 4000] }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 0, status: 503 },
  },
  {
    name: 'non-JSON 200',
    setup: inject({ kind: 'non-json' }),
    safe: (e) => ({ ok: false, error: HallInvalidDataError, attempts: 1, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallInvalidDataError, attempts: 1, applied: 1 },
  },
  {
    name: 'truncated JSON',
    setup: inject({ kind: 'truncated-json' }),
    safe: (e) => ({ ok: false, error: HallInvalidDataError, attempts: 1, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallInvalidDataError, attempts: 1, applied: 1 },
  },
  {
    name: 'undecryptable body',
    setup: inject({ kind: 'undecryptable' }),
    safe: (e) => ({ ok: false, error: HallInvalidDataError, attempts: 1, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallInvalidDataError, attempts: 1, applied: 1 },
  },
  {
    name: 'all domains down',
    setup: async () => {
      for (const id of API_DOMAINS) await down(id);
    },
    safe: () => ({ ok: false, error: HallNetworkError, attempts: 10, applied: 0, uncertain: false }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 10, applied: 0, uncertain: false },
  },
  {
    name: 'all domains answer 503',
    setup: () => always('api', { kind: 'status', status: 503, when: 'before' }),
    safe: () => ({ ok: false, error: HallNetworkError, attempts: 10, applied: 0, status: 503 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 1, applied: 0, status: 503 },
  },
  {
    name: 'first domain down, second resets before acting',
    setup: async () => {
      await down('api:0');
      await once('api:1', { kind: 'reset', when: 'before' });
    },
    safe: (e) => ({ ok: true, attempts: 3, applied: isPost(e) ? 1 : 0 }),
    unsafe: { ok: false, error: HallNetworkError, attempts: 2, applied: 0, uncertain: true },
  },
  {
    name: 'first domain down, second answers 502',
    setup: async () => {
      await down('api:0');
      await once('api:1', { kind: 'status', status: 502, when: 'before' });
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
        ['a hang', { kind: 'hang', when: 'before' }, 'error.timeout', 0],
        ['a reset', { kind: 'reset', when: 'after' }, 'error.system', 0],
        ['a 503', { kind: 'status', status: 503, when: 'after' }, 'error.system', 503],
        ['a non-JSON body', { kind: 'non-json' }, 'error.nonJson', 200],
      ] as const satisfies readonly (readonly [string, FaultSpec, string, number])[])(
        '%s shows the %s text with request id, url, status and retries',
        async (_, fault, key, status) => {
          scenarios++;
          const t = testClient(hall.address, { timeoutMs: ATTEMPT_TIMEOUT_MS }, over);
          current = t;
          await once('api:0', fault);
          const result = await t.client.request('login', loginParams());
          expect(t.events.message).toEqual([
            {
              key,
              details: {
                requestId: result.requestId,
                url: `${hall.address.api[0]!}/hall/home/login`,
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
        const t = testClient(hall.address, {}, over);
        current = t;
        await once('api:0', { kind: 'code', code: c.code, message: `code ${c.code}`, data: c.data });
        const result = await t.client.request('login', {
          ...loginParams(),
          ...(c.noErrorMessage === undefined ? {} : { noErrorMessage: c.noErrorMessage }),
        });
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
        expect(Math.max(0, ...(await hall.effects()).values())).toBeLessThanOrEqual(1);
        expect(unhandled).toEqual([]);
      });
    });
  });

  // ---------------------------------------------------------------------------------------
  // Static mode faults. The hall makes the static file of the site info itself, on every
  // object-storage domain; a file it cannot serve is a fault on those domains.

  /** The site info file on these object-storage domains meets this fault. */
  const siteInfoFault = (domain: string, fault: FaultSpec, times?: number) =>
    hall.control.faults
      .add({ ...fault, route: 'siteInfo', domain, ...(times === undefined ? {} : { times }) })
      .then(() => undefined);

  interface StaticCase {
    name: string;
    setup: () => Promise<void> | void;
    source: 'static' | 'live';
    ossAttempts: number;
    ok?: boolean;
  }

  const staticCases: StaticCase[] = [
    { name: 'the file is served', setup: () => undefined, source: 'static', ossAttempts: 1 },
    {
      name: 'the object store answers 404',
      setup: () => siteInfoFault('oss', { kind: 'status', status: 404 }),
      source: 'live',
      ossAttempts: 1,
    },
    {
      name: 'the object store answers 403',
      setup: () => siteInfoFault('oss', { kind: 'status', status: 403 }),
      source: 'live',
      ossAttempts: 1,
    },
    {
      name: 'the first object store is down',
      setup: () => down('oss:0'),
      source: 'static',
      ossAttempts: 2,
    },
    {
      name: 'the first object store answers 500',
      setup: () => siteInfoFault('oss:0', { kind: 'status', status: 500, when: 'before' }, 1),
      source: 'static',
      ossAttempts: 2,
    },
    {
      name: 'every object store is down (20 static tries, then live)',
      setup: async () => {
        for (const id of OSS_DOMAINS) await down(id);
      },
      source: 'live',
      ossAttempts: 20,
    },
    {
      name: 'the file is not JSON',
      setup: () => siteInfoFault('oss', { kind: 'non-json' }),
      source: 'live',
      ossAttempts: 1,
    },
    {
      name: 'the file hangs',
      setup: () => siteInfoFault('oss:0', { kind: 'hang', when: 'before' }, 1),
      source: 'live',
      ossAttempts: 1,
    },
    {
      name: 'every object store is down and so is every API domain',
      setup: async () => {
        for (const id of [...OSS_DOMAINS, ...API_DOMAINS]) await down(id);
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
        const t = testClient(hall.address, { timeoutMs: ATTEMPT_TIMEOUT_MS }, over);
        current = t;
        await c.setup();
        const result = await t.client.request('siteInfo');
        const mine = t.attempts.filter((a) => hall.address.oss.includes(a.origin));
        const live = t.attempts.filter((a) => hall.address.api.includes(a.origin));
        expect(mine).toHaveLength(c.ossAttempts);
        expect(mine.length).toBeLessThanOrEqual(20);
        expect(mine.map((a) => a.origin)).toEqual(mine.map((_, i) => hall.address.oss[i % 2]));
        expect(live.length).toBeLessThanOrEqual(10);
        if (c.ok === false) {
          expect(result.ok).toBe(false);
          expect(!result.ok && result.error).toBeInstanceOf(HallNetworkError);
          expect(live).toHaveLength(10);
        } else {
          expect(result).toMatchObject({ ok: true, source: c.source });
          expect(live).toHaveLength(c.source === 'live' ? 1 : 0);
        }
        expect(await hall.tokensSentToOss([session.token, session.newJwt])).toEqual([]);
        expect(unhandled).toEqual([]);
      });
    });

    describe('when the user holds a token and the call allows static mode', () => {
      it('never sends the token to the object store', async () => {
        scenarios++;
        const t = testClient(hall.address, {}, over);
        current = t;
        t.client.setSession(session);
        const result = await t.client.request('siteInfo', { allowStatic: true });
        await t.lines.speedTest();
        expect(result).toMatchObject({ ok: true, source: 'live' });
        expect(await hall.control.requests.list({ domain: 'oss' })).not.toEqual([]);
        expect(await hall.tokensSentToOss([session.token, session.newJwt])).toEqual([]);
      });
    });
  });

  describe('fault matrix: maintenance check', () => {
    describe('when the main API fails, recovers, and fails again', () => {
      it('starts a check after each first failure of a run', async () => {
        scenarios++;
        const t = testClient(hall.address, {}, over);
        current = t;
        await once('api:0', { kind: 'non-json' });
        await t.client.request('login', loginParams());
        await once('api:0', { kind: 'non-json' });
        await t.client.request('login', loginParams());
        expect(t.events.maintenanceCheck).toHaveLength(1);
        await t.client.request('login', loginParams());
        await once('api:0', { kind: 'non-json' });
        await t.client.request('login', loginParams());
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

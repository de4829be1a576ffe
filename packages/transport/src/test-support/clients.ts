/** Client set-up shared by the loopback tests. */
import ky from 'ky';
import { createHallClient } from '../client';
import type { HallClientConfig, HallEvents } from '../client-types';
import type { Timers } from '../environment';
import { kyFetch } from '../ky';
import { createLines } from '../lines';
import { createLoginGate } from '../login-gate';
import { provablyNotSent } from '../node';

/** Where a test client finds its hall: the API and object-storage origins, the site and its key. */
export interface HallAddress {
  readonly api: readonly string[];
  readonly oss: readonly string[];
  readonly siteCode: string;
  readonly staticKey: string;
}

/** One fetch attempt as the client made it. */
interface Attempt {
  url: string;
  origin: string;
  requestId: string | null;
}

/**
 * Timers that record every delay asked for and run long ones (>= 1 s: backoff and
 * Retry-After waits) after at most 20 ms, so a test can assert a 30 s Retry-After was
 * honoured without waiting 30 s. Short delays (per-attempt deadlines) run as asked.
 */
function recordingTimers(): Timers & { requested: number[] } {
  const requested: number[] = [];
  return {
    requested,
    setTimeout: (callback, ms) => {
      requested.push(ms);
      return globalThis.setTimeout(callback, ms >= 1000 ? 20 : ms);
    },
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
}

export interface TestClient {
  client: ReturnType<typeof createHallClient>;
  attempts: Attempt[];
  events: { [K in keyof HallEvents]?: HallEvents[K][] };
  timers: ReturnType<typeof recordingTimers>;
  lines: ReturnType<typeof createLines>;
}

/** The events a service code can raise (spec §8 reactions). */
export const reactionEvents = [
  'tokenExpired',
  'otherClientLogin',
  'versionCheck',
  'restricted',
  'maintenance',
  'configChanged',
] as const satisfies readonly (keyof HallEvents)[];

/** What sends each attempt: the platform fetch, or ky through `kyFetch`. */
export type HttpLayer = 'fetch' | 'ky';

export function testClient(
  hall: HallAddress,
  overrides: Partial<HallClientConfig> = {},
  over: HttpLayer = 'fetch',
): TestClient {
  const attempts: Attempt[] = [];
  const timers = recordingTimers();
  const fetchImpl: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    attempts.push({
      url: request.url,
      origin: new URL(request.url).origin,
      requestId: request.headers.get('requestId'),
    });
    return globalThis.fetch(input, init);
  };
  // A long re-test delay keeps the line store's own speed test out of the attempt log.
  const lines = createLines({
    api: [...hall.api],
    oss: [...hall.oss],
    retestDelayMs: 3_600_000,
    fetch: fetchImpl,
  });
  const client = createHallClient({
    siteCode: hall.siteCode,
    staticKey: hall.staticKey,
    lines,
    gate: createLoginGate('logined'),
    context: {
      language: 'en',
      currency: 'BRL',
      deviceId: 'dev-1',
      deviceModel: 'Pixel 8',
      referer: 'https://lobby.example/',
    },
    fetch: over === 'ky' ? kyFetch(ky.create({ fetch: fetchImpl })) : fetchImpl,
    timers,
    // A client on Node, which can tell a refused connection: the fault matrix counts on it.
    notSent: provablyNotSent,
    timeoutMs: 400,
    retry: { baseDelayMs: 2, maxDelayMs: 10 },
    ...overrides,
  });
  const events: TestClient['events'] = {};
  const names: (keyof HallEvents)[] = [...reactionEvents, 'maintenanceCheck', 'message', 'tokenChanged'];
  for (const name of names) {
    client.events.on(name, (payload) => {
      ((events[name] ??= []) as unknown[]).push(payload);
    });
  }
  return { client, attempts, events, timers, lines };
}

/**
 * The reference hall server as transport's loopback tests use it: started through
 * `@lobbykit/test-utils/hall`, with what the tests read from its request log (effects per
 * request id, tokens that reached object storage) and a real login for a session.
 */
import { endpoints, type EndpointName } from '@lobbykit/contract';
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { createHallClient } from '../client';
import type { HallSession } from '../client-types';
import { createLines } from '../lines';
import { createLoginGate } from '../login-gate';
import type { HallAddress } from './clients';

export interface ReferenceHall extends TestHall {
  /** The seeded site 'demo' as a test client reaches it. */
  readonly address: HallAddress;
  /** A real session of a seeded user of 'demo', from a real login: ECDH-bound, its key pair made here. */
  login(username: string, deviceId?: string): Promise<Required<HallSession>>;
  /**
   * Times the hall ran a non-idempotent route, per request id. Reads (idempotent calls) are
   * left out: running them again changes nothing, so they have no effect to count.
   */
  effects(): Promise<Map<string, number>>;
  /** Requests with this id that the hall answered from its request-id store (a resent call). */
  replays(requestId: string): Promise<number>;
  /** Requests to object storage that carried a token header, or one of these tokens in the URL. */
  tokensSentToOss(tokens: readonly string[]): Promise<string[]>;
}

const isEndpointName = (name: string | undefined): name is EndpointName =>
  name !== undefined && name in endpoints;

export async function startReferenceHall(options: { apiDomains?: number } = {}): Promise<ReferenceHall> {
  const hall = await startTestHall({ apiDomains: options.apiDomains ?? 3, assetDomains: 2 });
  const demo = hall.site('demo');
  const address: HallAddress = {
    api: hall.server.apiUrls,
    oss: hall.server.assetUrls,
    siteCode: demo.siteCode,
    staticKey: demo.staticKey,
  };
  return {
    ...hall,
    address,
    async login(username, deviceId = 'dev-1') {
      const client = createHallClient({
        siteCode: address.siteCode,
        staticKey: address.staticKey,
        lines: createLines({ api: [...address.api], oss: [...address.oss], retestDelayMs: 3_600_000 }),
        gate: createLoginGate('logined'),
        context: { language: 'en', currency: demo.currencies[0], deviceId },
        retry: { maxAttempts: 1 },
      });
      const result = await client.request('login', { params: { username, password: SEED_PASSWORD } });
      const { token, newJwt, binding } = client.session;
      if (!result.ok || !token || !newJwt || !binding) throw new Error(`login ${username} failed`);
      return { token, newJwt, binding };
    },
    async effects() {
      const applied = new Map<string, number>();
      for (const entry of await hall.control.requests.list({ domain: 'api' })) {
        if (entry.requestId === undefined || !isEndpointName(entry.route)) continue;
        if (endpoints[entry.route].idempotent) continue;
        applied.set(entry.requestId, (applied.get(entry.requestId) ?? 0) + entry.handled);
      }
      return applied;
    },
    async replays(requestId) {
      const requests = await hall.control.requests.list({ requestId });
      return requests.filter((entry) => entry.replayed).length;
    },
    async tokensSentToOss(tokens) {
      const requests = await hall.control.requests.list({ domain: 'oss' });
      return requests
        .filter(
          (entry) => entry.tokenHeader || tokens.some((token) => token !== '' && entry.url.includes(token)),
        )
        .map((entry) => `${entry.domain} ${entry.url}`);
    },
  };
}

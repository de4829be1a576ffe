import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawCall, startTestHall } from '../test-support/hall';
import type { HallServer } from '../server';
import { SEED_PASSWORD } from '../world/users';
import { createControlClient, type ControlClient } from './control-client';

describe('request log', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await control.faults.clear();
    await control.requests.clear();
  });

  const login = (requestId: string) =>
    rawCall(server, {
      path: '/home/login',
      requestId,
      params: { username: 'player01', password: SEED_PASSWORD, platformType: 5 },
    }).catch(() => undefined);

  describe('when a call reaches its route', () => {
    it('records the domain, the request id and one run of the route', async () => {
      await login('log-ran-once');
      expect(await control.requests.list({ requestId: 'log-ran-once' })).toEqual([
        expect.objectContaining({
          domain: 'api:0',
          method: 'POST',
          route: 'login',
          handled: 1,
          replayed: false,
          tokenHeader: true,
        }),
      ]);
    });
  });

  describe('when a call carries headers', () => {
    it('keeps them as received, names in lower case', async () => {
      await login('log-headers');
      const [entry] = await control.requests.list({ requestId: 'log-headers' });
      expect(entry!.headers).toMatchObject({ requestid: 'log-headers', token: 'public' });
      expect(entry!.headers.sign).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('when the same request id comes again', () => {
    it('counts the replay apart from the run', async () => {
      await login('log-replayed');
      await login('log-replayed');
      const entries = await control.requests.list({ requestId: 'log-replayed' });
      expect(entries.map(({ handled, replayed }) => ({ handled, replayed }))).toEqual([
        { handled: 1, replayed: false },
        { handled: 0, replayed: true },
      ]);
    });
  });

  describe('when a fault acts before the route', () => {
    it('records the request with no run', async () => {
      await control.faults.add({ kind: 'reset', route: 'login', when: 'before', times: 1 });
      await login('log-reset-before');
      expect(await control.requests.list({ requestId: 'log-reset-before' })).toEqual([
        expect.objectContaining({ handled: 0 }),
      ]);
    });
  });

  describe('when a fault acts after the route', () => {
    it('records the run although the answer never came', async () => {
      await control.faults.add({ kind: 'reset', route: 'login', when: 'after', times: 1 });
      await login('log-reset-after');
      expect(await control.requests.list({ requestId: 'log-reset-after' })).toEqual([
        expect.objectContaining({ handled: 1 }),
      ]);
    });
  });

  describe('when filtered and cleared', () => {
    it('lists by domain kind and forgets everything on clear', async () => {
      await login('log-filter');
      expect(await control.requests.list({ domain: 'oss' })).toEqual([]);
      expect((await control.requests.list({ domain: 'api' })).length).toBeGreaterThan(0);
      await control.requests.clear();
      expect(await control.requests.list()).toEqual([]);
    });
  });
});

// The tracking vendors' fakes: off unless asked for; on, each beacon is answered 204 and logged
// under `vendor:<vendor>:<event>` for a test to count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import { startHallServer, type HallServer } from '../server';
import { vendorBeacon } from './vendors';

describe('vendorBeacon', () => {
  it.each([
    ['google', 'g/collect', { en: 'sign_up' }, undefined, { vendor: 'google', event: 'sign_up' }],
    ['facebook', 'tr', { ev: 'PageView' }, undefined, { vendor: 'facebook', event: 'PageView' }],
    ['tiktok', 'api/v2/pixel', {}, '{"event":"Pageview"}', { vendor: 'tiktok', event: 'Pageview' }],
    ['tiktok', 'api/v2/pixel', {}, '{"event":', undefined],
    ['tiktok', 'api/v2/pixel', {}, '{"event":42}', undefined],
    ['google', 'g/collect', {}, undefined, undefined],
    ['google', 'tr', { ev: 'PageView' }, undefined, undefined],
    ['kwai', 'tr', { ev: 'PageView' }, undefined, undefined],
  ])('%s %s %j %s', (vendor, path, query, body, expected) => {
    expect(vendorBeacon(vendor, path, query, body)).toEqual(expected);
  });
});

describe('the tracking vendors’ fakes', () => {
  describe('when the server is started without them', () => {
    let server: HallServer;
    beforeAll(async () => {
      server = await startHallServer();
    });
    afterAll(() => server.close());

    it('serves no /vendors route', async () => {
      expect((await fetch(`${server.url}/vendors/google/g/collect?en=page_view`)).status).toBe(404);
    });
  });

  describe('when they are on', () => {
    let server: HallServer;
    let control: ControlClient;
    beforeAll(async () => {
      server = await startHallServer({ control: true, fakeTrackingVendors: true });
      control = createControlClient(server.controlUrl!);
    });
    afterAll(() => server.close());

    it('answers each beacon and logs it under its vendor and event', async () => {
      const google = await fetch(`${server.url}/vendors/google/g/collect?v=2&tid=G-1&en=sign_up`);
      const tiktok = await fetch(`${server.url}/vendors/tiktok/api/v2/pixel`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ pixel_code: 'T-1', event: 'CompletePayment' }),
      });
      const unknown = await fetch(`${server.url}/vendors/google/g/collect?v=2`);
      expect([google.status, tiktok.status, unknown.status]).toEqual([204, 204, 400]);
      expect((await control.requests.list({ route: 'vendor:google:sign_up' })).length).toBe(1);
      expect((await control.requests.list({ route: 'vendor:tiktok:CompletePayment' })).length).toBe(1);
    });
  });
});

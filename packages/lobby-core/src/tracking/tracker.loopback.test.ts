// @vitest-environment node
// The tracker against local fakes of the vendors' collection endpoints on loopback (the real ones
// are out of reach here): each fake counts what it received, as the vendor would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuriedConfigEntry } from '@lobbykit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTracker } from './tracker';

interface Received {
  readonly vendor: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: string;
}

let server: Server;
let base = '';
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const [, vendor = '', ...rest] = url.pathname.split('/');
      received.push({ vendor, path: `/${rest.join('/')}`, query: url.searchParams, body });
      // A vendor answers a beacon with an empty 204 (the pixel a 1x1 GIF; its bytes do not matter).
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const siteEntries: BuriedConfigEntry[] = [
  {
    category: 'pixel',
    type: 'facebook',
    gid: '880011223344556',
    eventMap: { register: 'CompleteRegistration' },
  },
  { category: 'gtag', type: 'google', gid: 'G-LH0DEMO001' },
  { category: 'pixel', type: 'tiktok', gid: 'CSIAM00112233' },
];

describe('createTracker on loopback fakes of the vendors', () => {
  it('delivers each event once to each vendor that tracks it', async () => {
    const tracker = createTracker({
      entries: siteEntries,
      clientId: 'browser-7',
      page: () => 'http://lobby.test/?cid=8001',
      origins: { google: `${base}/google`, facebook: `${base}/facebook`, tiktok: `${base}/tiktok` },
      send: (request) =>
        fetch(request.url, {
          method: request.method,
          body: request.body,
          keepalive: true,
          headers: request.body ? { 'content-type': 'application/json' } : undefined,
        }),
    });

    tracker.track({ name: 'pageView', path: '/' });
    tracker.track({ name: 'register' });
    tracker.track({ name: 'pay', amount: '50', currency: 'BRL', first: true });

    await expect.poll(() => received.length).toBe(9);
    // Beacons go out at once, so their order on arrival is the network's: compared as sets.
    const by = (vendor: string) => received.filter((entry) => entry.vendor === vendor);
    const sorted = (names: (string | null)[]) => [...names].sort();
    expect(sorted(by('facebook').map((entry) => entry.query.get('ev')))).toEqual([
      'CompleteRegistration',
      'PageView',
      'Purchase',
    ]);
    expect(sorted(by('google').map((entry) => entry.query.get('en')))).toEqual([
      'page_view',
      'purchase',
      'sign_up',
    ]);
    expect(sorted(by('tiktok').map((entry) => (JSON.parse(entry.body) as { event: string }).event))).toEqual([
      'CompletePayment',
      'CompleteRegistration',
      'Pageview',
    ]);
    expect(tracker.failures()).toBe(0);
  });
});

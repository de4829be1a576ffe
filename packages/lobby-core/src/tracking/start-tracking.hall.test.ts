// @vitest-environment node
// The lobby's events reach the site's vendors: a lobby on the reference hall (site demo, whose
// buried config names the Facebook pixel and Google Analytics) and local fakes of the vendors'
// endpoints on loopback, which count what they receive.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallLobby } from '../test-support/hall-lobby';
import { startTracking } from './start-tracking';

let hall: TestHall;
let vendors: Server;
let base = '';
const received: { vendor: string; event: string | null }[] = [];

beforeAll(async () => {
  hall = await startTestHall();
  vendors = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const vendor = url.pathname.split('/')[1] ?? '';
    received.push({ vendor, event: url.searchParams.get('ev') ?? url.searchParams.get('en') });
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => vendors.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(vendors.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => vendors.close(() => resolve()));
  await hall.close();
});

describe('startTracking', () => {
  describe('when a visitor registers, and later a player logs in', () => {
    it('tells each vendor once, under its own name', async () => {
      const lobby = hallLobby(hall, {
        storage: memoryStorage(),
        session: { WebSocket: null, BroadcastChannel: null },
      });
      await lobby.boot();
      const tracking = await startTracking(lobby, {
        clientId: 'browser-1',
        page: () => 'http://lobby.test/',
        origins: { google: `${base}/google`, facebook: `${base}/facebook` },
        send: (request) => fetch(request.url, { method: request.method, body: request.body }),
      });

      tracking.trackPageView('/');
      await lobby.session.register({ username: `track${Date.now() % 1_000_000}`, password: 'Harbor2024' });
      await expect.poll(() => received.length).toBe(4);
      expect(received.map((entry) => `${entry.vendor}:${entry.event}`).sort()).toEqual([
        'facebook:CompleteRegistration',
        'facebook:PageView',
        'google:page_view',
        'google:sign_up',
      ]);

      await lobby.session.logout();
      await lobby.session.login({ username: 'player01', password: SEED_PASSWORD });
      // The pixel has no login event: only Google Analytics hears it.
      await expect.poll(() => received.length).toBe(5);
      expect(received.at(-1)).toEqual({ vendor: 'google', event: 'login' });
      tracking.stop();
      lobby.dispose();
    });
  });
});

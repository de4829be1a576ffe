import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@lobbykit/contract';
import WebSocket from 'ws';
import { startHallServer, type HallServer } from './server';

describe('hall server', () => {
  let server: HallServer;
  beforeAll(async () => {
    server = await startHallServer();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when the lobby asks for site info', () => {
    it('answers the default seeded site with its title and the server time', async () => {
      const response = await fetch(`${server.url}/hall/home/siteInfo`);
      const body = (await response.json()) as { code: number; data: { title: string } };
      expect(body.code).toBe(0);
      expect(body.data.title).toBe('Lucky Harbor Lobby');
      expect(Number(response.headers.get(HEADERS.serverTime))).toBeGreaterThan(0);
    });

    it('answers a clear error for an unknown site code', async () => {
      const response = await fetch(`${server.url}/hall/home/siteInfo?siteCode=nope`);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('9110');
      expect(body.message).toContain('nope');
    });
  });

  describe('when a path is unknown', () => {
    it('answers 404 with the path named', async () => {
      const response = await fetch(`${server.url}/hall/nothing-here`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toContain('/hall/nothing-here');
    });
  });

  describe('when a client opens the notice socket', () => {
    it('answers ping with pong', async () => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/websocket?authStr=1001-guest`);
      const reply = await new Promise<string>((resolve, reject) => {
        socket.once('open', () => socket.send(JSON.stringify({ event: 'ping' })));
        socket.once('message', (data: Buffer) => resolve(data.toString('utf8')));
        socket.once('error', reject);
      });
      socket.close();
      expect(JSON.parse(reply)).toMatchObject({ event: 'pong' });
    });

    it('closes a socket without authStr with an auth-failure code', async () => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/websocket`);
      const code = await new Promise<number>((resolve) =>
        socket.once('close', (closeCode: number) => resolve(closeCode)),
      );
      expect(code).toBe(4401);
    });
  });
});

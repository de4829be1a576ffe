import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from './control-client';
import type { HallServer } from '../server';
import { startTestHall } from '../test-support/hall';

/**
 * One request to the control API with exactly these headers (fetch would not let a test set
 * Host): what a rebound DNS name or a cross-origin page makes a browser send.
 */
function rawControl(
  server: HallServer,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; text: string }> {
  const url = new URL(server.controlUrl!);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

describe('control API request guard', () => {
  let server: HallServer;
  let control: ControlClient;
  let loopbackHost: string;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
    loopbackHost = new URL(server.controlUrl!).host;
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when the Host header is not the loopback address of the control port (DNS rebinding)', () => {
    it('refuses a GET for a rebound name with 403 and shows nothing', async () => {
      const port = new URL(server.controlUrl!).port;
      for (const host of [`attacker.example:${port}`, 'attacker.example', '127.0.0.1', `127.0.0.1:1`]) {
        const answer = await rawControl(server, { method: 'GET', path: '/control', headers: { host } });
        expect(answer.status, host).toBe(403);
        expect(answer.text).not.toContain('staticKey');
        expect(answer.text).not.toContain('"seed"');
      }
    });

    it('answers 127.0.0.1:<port> and localhost:<port>', async () => {
      const port = new URL(server.controlUrl!).port;
      for (const host of [loopbackHost, `localhost:${port}`]) {
        const answer = await rawControl(server, { method: 'GET', path: '/control', headers: { host } });
        expect(answer.status, host).toBe(200);
      }
    });
  });

  describe('when a change comes as a cross-origin simple request', () => {
    it('refuses a text/plain POST without the control header and applies nothing', async () => {
      const answer = await rawControl(server, {
        method: 'POST',
        path: '/control/clock',
        headers: { host: loopbackHost, 'content-type': 'text/plain', origin: 'http://attacker.example' },
        body: JSON.stringify({ offsetMs: 3_600_000 }),
      });
      expect(answer.status).toBe(403);
      expect((await control.state()).clockOffsetMs).toBe(0);
    });

    it('refuses a JSON POST without the control header', async () => {
      const answer = await rawControl(server, {
        method: 'POST',
        path: '/control/clock',
        headers: { host: loopbackHost, 'content-type': 'application/json' },
        body: JSON.stringify({ offsetMs: 3_600_000 }),
      });
      expect(answer.status).toBe(403);
      expect((await control.state()).clockOffsetMs).toBe(0);
    });

    it('refuses a form POST or a DELETE that carries the header but not a JSON content type', async () => {
      const form = await rawControl(server, {
        method: 'POST',
        path: '/control/clock',
        headers: {
          host: loopbackHost,
          'x-lobbykit-control': '1',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'offsetMs=3600000',
      });
      expect(form.status).toBe(415);
      await control.faults.add({ kind: 'delay', ms: 1, route: 'siteInfo' });
      const remove = await rawControl(server, {
        method: 'DELETE',
        path: '/control/faults',
        headers: { host: loopbackHost, 'x-lobbykit-control': '1' },
      });
      expect(remove.status).toBe(415);
      expect(await control.faults.list()).toHaveLength(1);
      await control.faults.clear();
      expect(await control.faults.list()).toHaveLength(0);
    });

    it('applies a JSON POST with the control header (what the typed client sends)', async () => {
      const answer = await rawControl(server, {
        method: 'POST',
        path: '/control/clock',
        headers: { host: loopbackHost, 'content-type': 'application/json', 'x-lobbykit-control': '1' },
        body: JSON.stringify({ offsetMs: 1000 }),
      });
      expect(answer.status).toBe(200);
      expect((await control.state()).clockOffsetMs).toBe(1000);
      await control.clock(0);
    });
  });
});

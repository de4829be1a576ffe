import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ky from 'ky';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kyFetch } from './ky';

describe('kyFetch', () => {
  let server: Server;
  let base: string;
  let hits: { url: string; method: string; headers: IncomingHttpHeaders; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        hits.push({ url: req.url!, method: req.method!, headers: req.headers, body });
        if (req.url === '/hang') return;
        if (req.url === '/busy') return void res.writeHead(503, { 'retry-after': '0' }).end('busy');
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`ok ${req.method} ${body}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    hits = [];
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  describe('when the client sends an attempt through it', () => {
    it('sends the method, headers and body as given and returns the response', async () => {
      const send = kyFetch();
      const response = await send(new URL(`${base}/call?x=1`), {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', nonce: 'n-1' },
        body: '{"encryptString":"abc"}',
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('ok POST {"encryptString":"abc"}');
      expect(hits).toHaveLength(1);
      expect(hits[0]).toMatchObject({ url: '/call?x=1', headers: { nonce: 'n-1' } });
    });
  });

  describe('when the instance has its own retries and hooks', () => {
    it('runs the hooks but leaves retries and error statuses to the hall client', async () => {
      const seen: number[] = [];
      const instance = ky.create({
        retry: { limit: 5, statusCodes: [503], methods: ['get'] },
        hooks: {
          beforeRequest: [(request) => request.headers.set('x-trace', 'lobby')],
          afterResponse: [(_request, _options, response) => void seen.push(response.status)],
        },
      });
      const response = await kyFetch(instance)(`${base}/busy`, { method: 'GET' });
      // One attempt, answered as a response (no HTTPError thrown): the client decides what a 503 means.
      expect(response.status).toBe(503);
      expect(hits).toHaveLength(1);
      expect(hits[0]!.headers['x-trace']).toBe('lobby');
      expect(seen).toEqual([503]);
    });
  });

  describe('when the caller aborts', () => {
    it('rejects with the abort and sends nothing more', async () => {
      const controller = new AbortController();
      const pending = kyFetch()(`${base}/hang`, { method: 'GET', signal: controller.signal });
      await expect.poll(() => hits.length).toBe(1);
      controller.abort(new Error('left the page'));
      await expect(pending).rejects.toThrow('left the page');
      expect(hits).toHaveLength(1);
    });
  });
});

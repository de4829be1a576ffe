import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provablyNotSent, runAttempt } from './attempt';
import { defaultTimers } from './environment';

describe('provablyNotSent', () => {
  describe('when every cause says no connection was made', () => {
    it('is true, through nested causes and aggregate errors', () => {
      expect(
        provablyNotSent(
          new TypeError('fetch failed', { cause: Object.assign(new Error(), { code: 'ECONNREFUSED' }) }),
        ),
      ).toBe(true);
      const aggregate = Object.assign(
        new AggregateError([
          Object.assign(new Error(), { code: 'ECONNREFUSED' }),
          Object.assign(new Error(), { code: 'ENETUNREACH' }),
        ]),
        {},
      );
      expect(provablyNotSent(new TypeError('fetch failed', { cause: aggregate }))).toBe(true);
    });
  });

  describe('when a cause could mean the request arrived, or there is no cause', () => {
    it('is false', () => {
      expect(
        provablyNotSent(
          new TypeError('fetch failed', { cause: Object.assign(new Error(), { code: 'ECONNRESET' }) }),
        ),
      ).toBe(false);
      expect(provablyNotSent(new TypeError('Failed to fetch'))).toBe(false);
      expect(provablyNotSent(undefined)).toBe(false);
    });
  });
});

describe('runAttempt', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/slow-body') {
        res.writeHead(200, { 'content-length': '10' });
        res.write('12345');
        return;
      }
      if (req.url === '/hang') return;
      res.writeHead(503, { 'retry-after': '1' }).end('busy');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const http: typeof fetch = (input, init) => fetch(input, init);

  describe('when the server answers with any status', () => {
    it('returns the response and its body', async () => {
      const outcome = await runAttempt(http, `${base}/x`, { method: 'GET' }, 1000, defaultTimers());
      expect(outcome).toMatchObject({ type: 'response', status: 503, text: 'busy' });
    });
  });

  describe('when the body stalls past the deadline', () => {
    it('is a timeout that knows the status', async () => {
      const outcome = await runAttempt(http, `${base}/slow-body`, { method: 'GET' }, 150, defaultTimers());
      expect(outcome).toEqual({ type: 'timeout', status: 200 });
    });
  });

  describe('when the caller aborts', () => {
    it('is aborted, not a timeout', async () => {
      const controller = new AbortController();
      const pending = runAttempt(
        http,
        `${base}/hang`,
        { method: 'GET', signal: controller.signal },
        5000,
        defaultTimers(),
      );
      setTimeout(() => controller.abort(new Error('user left')), 20);
      expect(await pending).toMatchObject({ type: 'aborted' });
    });
  });

  describe('when nothing listens on the port', () => {
    it('is a network failure that provably never left', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const outcome = await runAttempt(
        http,
        `http://127.0.0.1:${port}/`,
        { method: 'POST', body: 'x' },
        1000,
        defaultTimers(),
      );
      expect(outcome).toMatchObject({ type: 'network', status: 0, notSent: true });
    });
  });
});

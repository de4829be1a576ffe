import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAttempt } from './attempt';
import { provablyNotSent } from './not-sent';
import { defaultTimers } from './environment';

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
  const browserLike = () => false;

  describe('when the server answers with any status', () => {
    it('returns the response and its body', async () => {
      const outcome = await runAttempt(
        http,
        `${base}/x`,
        { method: 'GET' },
        1000,
        defaultTimers(),
        browserLike,
      );
      expect(outcome).toMatchObject({ type: 'response', status: 503, text: 'busy' });
    });
  });

  describe('when the body stalls past the deadline', () => {
    it('is a timeout that knows the status', async () => {
      const outcome = await runAttempt(
        http,
        `${base}/slow-body`,
        { method: 'GET' },
        150,
        defaultTimers(),
        browserLike,
      );
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
        browserLike,
      );
      setTimeout(() => controller.abort(new Error('user left')), 20);
      expect(await pending).toMatchObject({ type: 'aborted' });
    });
  });

  describe('when nothing listens on the port', () => {
    const refused = async (notSent: (error: unknown) => boolean) => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      return runAttempt(
        http,
        `http://127.0.0.1:${port}/`,
        { method: 'POST', body: 'x' },
        1000,
        defaultTimers(),
        notSent,
      );
    };

    it('is a network failure that provably never left, when notSent can read the error', async () => {
      expect(await refused(provablyNotSent)).toMatchObject({ type: 'network', status: 0, notSent: true });
    });

    it('is a network failure that may have arrived, when notSent cannot tell', async () => {
      expect(await refused(browserLike)).toMatchObject({ type: 'network', status: 0, notSent: false });
    });
  });
});

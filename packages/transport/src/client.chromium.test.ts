/**
 * The hall client in Chromium, against the loopback test hall on other origins: the
 * browser's fetch and WebCrypto, real CORS preflights, response headers read across
 * origins, and the browser's network failures, which never say whether a request left.
 */
import { bundleForBrowser, launchChromium, serveTestPages } from '@lobbykit/browser';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStaticPath } from '@lobbykit/hall-protocol';
import type { HarnessCall, HarnessHall } from './test-support/browser-harness';
import { TestHall } from './test-support/test-hall';

type BrowserContext = Awaited<ReturnType<typeof launchChromium>>['browser'];
type Page = Awaited<ReturnType<BrowserContext['newPage']>>;

const html = `<!doctype html><meta charset="utf-8"><title>transport in Chromium</title>
<script src="/harness.js"></script>`;

describe('the hall client in Chromium', () => {
  let hall: TestHall;
  let pages: Awaited<ReturnType<typeof serveTestPages>>;
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const pageErrors: string[] = [];

  const hallInfo = (): HarnessHall => ({
    siteCode: hall.siteCode,
    staticKey: hall.staticKey,
    api: hall.api,
    oss: hall.oss,
  });
  const call = (request: HarnessCall) => page.evaluate((arg) => window.TransportHarness.call(arg), request);
  const requestsOf = (requestId: string) => hall.requests.filter((r) => r.headers.requestid === requestId);
  // A new client, so a line marked as failed by an earlier call does not carry over.
  const freshClient = () => page.evaluate((info) => window.TransportHarness.start(info), hallInfo());

  beforeAll(async () => {
    const [script, testHall, chromium] = await Promise.all([
      bundleForBrowser({
        entry: join(import.meta.dirname, 'test-support', 'browser-harness.ts'),
        globalName: 'TransportHarnessModule',
      }),
      TestHall.start({ apiDomains: 3, ossDomains: 2 }),
      launchChromium(),
    ]);
    hall = testHall;
    ({ browser, close } = chromium);
    pages = await serveTestPages({ '/': html, '/harness.js': script });
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(pages.url);
  }, 60_000);

  afterAll(async () => {
    await close?.();
    await pages?.close();
    await hall?.close();
  });

  beforeEach(async () => {
    hall.reset();
    hall.files.clear();
    for (let i = 0; i < 3; i++) await hall.up('api', i);
    await freshClient();
  });

  describe('when a visitor opens the lobby and logs in', () => {
    it('reads static mode, signs and encrypts in the browser, and takes the token from the answer', async () => {
      const siteInfoFile = buildStaticPath('/hall/home/siteInfo', {
        siteCode: hall.siteCode,
        currency: 'BRL',
        language: 'en',
        platformType: 5,
      });
      await hall.putFile(
        siteInfoFile,
        { code: 0, data: { title: 'From object storage' } },
        { encrypt: true },
      );
      hall.routes.set('/hall/home/login', ({ params }) => ({
        code: 0,
        data: { username: params.username },
        headers: { token: 'chromium-token', newjwt: 'chromium-jwt' },
      }));

      const siteInfo = await call({ endpoint: 'siteInfo' });
      const login = await call({ endpoint: 'login', params: { username: 'player1', password: 'secret-1' } });
      const gold = await call({ endpoint: 'homeGold' });

      expect(siteInfo).toMatchObject({ ok: true, source: 'static', data: { title: 'From object storage' } });
      expect(login).toMatchObject({
        ok: true,
        data: { username: 'player1' },
        // Only readable across origins because the hall exposes these headers.
        session: { token: 'chromium-token', newJwt: 'chromium-jwt' },
      });
      expect(gold).toMatchObject({ ok: true, source: 'live', data: { endpoint: 'homeGold' } });

      const [loginRequest] = requestsOf(login.requestId);
      const [goldRequest] = requestsOf(gold.requestId);
      // The hall verified both signatures and decrypted the login body with the static key ...
      expect(loginRequest).toMatchObject({
        verified: true,
        params: { username: 'player1', password: 'secret-1' },
      });
      expect(loginRequest?.body).not.toContain('secret-1');
      expect(loginRequest?.headers['content-type']).toMatch(/^text\/plain/);
      // ... and the user call with the session key, under the user's token.
      expect(goldRequest).toMatchObject({
        verified: true,
        params: { siteCode: hall.siteCode, currency: 'BRL' },
      });
      expect(goldRequest?.headers.token).toBe('chromium-token');
      expect(goldRequest?.headers.devicemodel).toBe(encodeURIComponent('มือถือ 8'));
      expect(goldRequest?.url).not.toContain('chromium-token');
      // The browser asked first: the calls really crossed origins.
      expect(hall.preflights).toBeGreaterThan(0);
      expect(hall.tokensSentToOss(['chromium-token', 'chromium-jwt'])).toEqual([]);
    });
  });

  describe('when the first API domain refuses connections', () => {
    it('moves a balance read to the next domain, but never resends a login: the browser cannot say it did not arrive', async () => {
      await hall.down('api', 0);

      const gold = await call({ endpoint: 'homeGold' });
      await freshClient();
      const login = await call({ endpoint: 'login', params: { username: 'player1', password: 'secret-1' } });

      expect(gold).toMatchObject({ ok: true, attempts: 2 });
      expect(requestsOf(gold.requestId).map((r) => r.domain)).toEqual([1]);
      expect(login).toMatchObject({
        ok: false,
        name: 'HallNetworkError',
        kind: 'network',
        uncertain: true,
        attempts: 1,
        messageKey: 'error.system',
      });
      expect(requestsOf(login.requestId)).toEqual([]);
      expect(hall.maxApplied()).toBe(0);
    });
  });

  describe('when the hall misbehaves', () => {
    it('gives a timeout for a hang, and retries it on the next domain only when forced', async () => {
      hall.inject('api', 0, { type: 'hang', when: 'before' });
      const hung = await call({ endpoint: 'homeGold' });
      await freshClient();
      hall.inject('api', 0, { type: 'hang', when: 'before' });
      const forced = await call({ endpoint: 'homeGold', forceRetry: true });

      expect(hung).toMatchObject({ ok: false, name: 'HallTimeoutError', kind: 'timeout', attempts: 1 });
      expect(forced).toMatchObject({ ok: true, attempts: 2 });
      expect(requestsOf(forced.requestId).map((r) => r.domain)).toEqual([0, 1]);
    });

    it('honours Retry-After on a 503 and answers from the next domain', async () => {
      hall.inject('api', 0, { type: 'status', status: 503, when: 'before', headers: { 'retry-after': '1' } });
      const started = Date.now();
      const gold = await call({ endpoint: 'homeGold' });

      expect(gold).toMatchObject({ ok: true, attempts: 2 });
      // The only wait this long is the one the server asked for (the backoff is capped at 10 ms).
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    });

    it('calls a 200 that is not JSON invalid data, and a body it cannot decrypt too', async () => {
      hall.inject('api', 0, { type: 'raw', body: '<html>maintenance</html>' });
      const html = await call({ endpoint: 'homeGold' });
      hall.inject('api', 0, { type: 'raw', body: '{"encryptString":"bm90IGEgY2lwaGVydGV4dA=="}' });
      const sealed = await call({ endpoint: 'homeGold' });

      expect(html).toMatchObject({
        ok: false,
        kind: 'invalid-data',
        reason: 'not JSON',
        messageKey: 'error.nonJson',
      });
      expect(sealed).toMatchObject({ ok: false, kind: 'invalid-data', reason: 'does not decrypt' });
    });

    it('leaves no unhandled rejection and no page error behind', async () => {
      await hall.down('api', 0);
      await hall.down('api', 1);
      await hall.down('api', 2);
      const gold = await call({ endpoint: 'homeGold' });

      expect(gold).toMatchObject({ ok: false, kind: 'network', attempts: 10 });
      expect(await page.evaluate(() => window.TransportHarness.unhandledRejections())).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});

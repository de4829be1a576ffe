/**
 * The hall client in Chromium, against the reference hall server on other origins: the
 * browser's fetch and WebCrypto, real CORS preflights, response headers read across
 * origins, and the browser's network failures, which never say whether a request left.
 */
import { bundleForBrowser, launchChromium, serveTestPages } from '@lobbykit/browser';
import { createCipher } from '@lobbykit/hall-protocol';
import { SEED_PASSWORD } from '@lobbykit/test-utils/hall';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HarnessCall, HarnessHall } from './test-support/browser-harness';
import { startReferenceHall, type ReferenceHall } from './test-support/reference-hall';

type BrowserContext = Awaited<ReturnType<typeof launchChromium>>['browser'];
type Page = Awaited<ReturnType<BrowserContext['newPage']>>;

const html = `<!doctype html><meta charset="utf-8"><title>transport in Chromium</title>
<script src="/harness.js"></script>`;

// The page's own session (balance reads) is a real one of SESSION_USER, signed in by the page
// itself (its key pair cannot leave the page); the tests log in LOGIN_USER, so their logins
// never end that session.
const SESSION_USER = 'player01';
const LOGIN_USER = 'newbie01';
const API_DOMAINS = ['api:0', 'api:1', 'api:2'];

describe('the hall client in Chromium', () => {
  let hall: ReferenceHall;
  let pages: Awaited<ReturnType<typeof serveTestPages>>;
  let browser: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const pageErrors: string[] = [];

  const hallInfo = (): HarnessHall => ({
    siteCode: hall.address.siteCode,
    staticKey: hall.address.staticKey,
    api: [...hall.address.api],
    oss: [...hall.address.oss],
  });
  const call = (request: HarnessCall) => page.evaluate((arg) => window.TransportHarness.call(arg), request);
  const requestsOf = (requestId: string) => hall.control.requests.list({ requestId });
  const login = () => call({ endpoint: 'login', params: { username: LOGIN_USER, password: SEED_PASSWORD } });
  // A new client, so a line marked as failed by an earlier call does not carry over: a visitor,
  // or a logged-in user with the session of SESSION_USER.
  const freshClient = (withSession = true) =>
    page.evaluate(([info, keep]) => window.TransportHarness.start(info, keep), [
      hallInfo(),
      withSession,
    ] as const);
  const preflights = async () =>
    (await hall.control.domains.list()).reduce((sum, domain) => sum + domain.counters.preflights, 0);

  beforeAll(async () => {
    const [script, referenceHall, chromium] = await Promise.all([
      bundleForBrowser({
        entry: join(import.meta.dirname, 'test-support', 'browser-harness.ts'),
        globalName: 'TransportHarnessModule',
      }),
      startReferenceHall({ apiDomains: 3 }),
      launchChromium(),
    ]);
    hall = referenceHall;
    ({ browser, close } = chromium);
    pages = await serveTestPages({ '/': html, '/harness.js': script });
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(pages.url);
    await page.evaluate(
      ([info, username, password]) => window.TransportHarness.signIn(info, username, password),
      [hallInfo(), SESSION_USER, SEED_PASSWORD] as const,
    );
  }, 60_000);

  afterAll(async () => {
    await close?.();
    await pages?.close();
    await hall?.close();
  });

  beforeEach(async () => {
    await hall.control.faults.clear();
    await hall.control.requests.clear();
    for (const id of API_DOMAINS) await hall.control.domains.set(id, { up: true });
    await freshClient();
  });

  describe('when a visitor opens the lobby and logs in', () => {
    it('reads static mode, signs and encrypts in the browser, and takes the token from the answer, bound to a key pair made in the page', async () => {
      // An object-storage file sealed with the site's static key, as a hall may publish it.
      const envelope = JSON.stringify({ code: 0, data: { title: 'From object storage' } });
      const sealed = await createCipher({ key: hall.address.staticKey }).encrypt(envelope);
      await hall.control.faults.add({
        kind: 'raw',
        route: 'siteInfo',
        domain: 'oss',
        body: JSON.stringify({ encryptString: sealed }),
        times: 1,
      });
      await freshClient(false);
      const preflightsBefore = await preflights();

      const siteInfo = await call({ endpoint: 'siteInfo' });
      const loggedIn = await login();
      const gold = await call({ endpoint: 'homeGold' });

      expect(siteInfo).toMatchObject({ ok: true, source: 'static', data: { title: 'From object storage' } });
      // Only readable across origins because the hall exposes these headers.
      expect(loggedIn).toMatchObject({
        ok: true,
        session: { token: expect.any(String), newJwt: expect.any(String), bound: true },
      });
      const { token, newJwt } = loggedIn.session as { token: string; newJwt: string };
      expect(gold).toMatchObject({ ok: true, source: 'live', data: { game_gold: expect.any(Number) } });

      // The hall verified the login's signature and decrypted its text/plain body with the
      // static key (it ran the route) ...
      const [loginRequest] = await requestsOf(loggedIn.requestId);
      expect(loginRequest).toMatchObject({ route: 'login', handled: 1 });
      expect(loginRequest?.headers['content-type']).toMatch(/^text\/plain/);
      expect(loginRequest?.headers.clientkey).toMatch(/^[\w-]{87}$/);
      // ... and the user call with the key agreed with the page's key pair, under the new token.
      const [goldRequest] = await requestsOf(gold.requestId);
      expect(goldRequest).toMatchObject({ route: 'homeGold', handled: 1 });
      expect(goldRequest?.headers.token).toBe(token);
      expect(goldRequest?.headers.devicemodel).toBe(encodeURIComponent('มือถือ 8'));
      expect(goldRequest?.url).not.toContain(token);
      // The browser asked first: the calls really crossed origins.
      expect(await preflights()).toBeGreaterThan(preflightsBefore);
      expect(await hall.tokensSentToOss([token, newJwt])).toEqual([]);
    });
  });

  describe('when the first API domain refuses connections', () => {
    it('moves a balance read to the next domain, but never resends a login: the browser cannot say it did not arrive', async () => {
      await hall.control.domains.set('api:0', { up: false });

      const gold = await call({ endpoint: 'homeGold' });
      await freshClient(false);
      const loggedIn = await login();

      expect(gold).toMatchObject({ ok: true, attempts: 2 });
      expect((await requestsOf(gold.requestId)).map((r) => r.domain)).toEqual(['api:1']);
      expect(loggedIn).toMatchObject({
        ok: false,
        name: 'HallNetworkError',
        kind: 'network',
        uncertain: true,
        attempts: 1,
        messageKey: 'error.system',
      });
      expect(await requestsOf(loggedIn.requestId)).toEqual([]);
      expect([...(await hall.effects()).values()]).toEqual([]);
    });
  });

  describe('when the hall misbehaves', () => {
    it('gives a timeout for a hang, and retries it on the next domain only when forced', async () => {
      const hangOnce = () =>
        hall.control.faults.add({ kind: 'hang', when: 'before', domain: 'api:0', times: 1 });
      await hangOnce();
      const hung = await call({ endpoint: 'homeGold' });
      await freshClient();
      await hangOnce();
      const forced = await call({ endpoint: 'homeGold', forceRetry: true });

      expect(hung).toMatchObject({ ok: false, name: 'HallTimeoutError', kind: 'timeout', attempts: 1 });
      expect(forced).toMatchObject({ ok: true, attempts: 2 });
      expect((await requestsOf(forced.requestId)).map((r) => r.domain)).toEqual(['api:0', 'api:1']);
    });

    it('honours Retry-After on a 503 and answers from the next domain', async () => {
      await hall.control.faults.add({
        kind: 'status',
        status: 503,
        retryAfter: 1,
        when: 'before',
        domain: 'api:0',
        times: 1,
      });
      const started = Date.now();
      const gold = await call({ endpoint: 'homeGold' });

      expect(gold).toMatchObject({ ok: true, attempts: 2 });
      // The only wait this long is the one the server asked for (the backoff is capped at 10 ms).
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    });

    it('calls a 200 that is not JSON invalid data, and a body it cannot decrypt too', async () => {
      const rawOnce = (body: string) =>
        hall.control.faults.add({ kind: 'raw', route: 'homeGold', domain: 'api:0', body, times: 1 });
      await rawOnce('<html>maintenance</html>');
      const html = await call({ endpoint: 'homeGold' });
      await rawOnce('{"encryptString":"bm90IGEgY2lwaGVydGV4dA=="}');
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
      for (const id of API_DOMAINS) await hall.control.domains.set(id, { up: false });
      const gold = await call({ endpoint: 'homeGold' });

      expect(gold).toMatchObject({ ok: false, kind: 'network', attempts: 10 });
      expect(await page.evaluate(() => window.TransportHarness.unhandledRejections())).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});

// serveLobby on loopback: the pages, the files, the proxy and the policy over HTTP, then the
// boot data block and the frames in the system Chromium.
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchChromium, serveTestPages } from '@lobbykit/browser';
import { openLobbyPage } from '@lobbykit/test-utils/chromium';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLobby, type ServedLobby } from '../index.js';
import { writeFixtureApp } from './fixture-app.js';

/** A stand-in hall: answers /hall/ping and serves a demo game page under /play/. */
async function startFakeHall(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url === '/hall/ping')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"pong":true}');
    if (request.url?.startsWith('/maintenance.json'))
      return void response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ asked: request.url }));
    if (request.url?.startsWith('/play/')) {
      return void response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<!doctype html><html lang="en"><head><title>Slot</title></head><body><main><h1>Slot</h1></main></body></html>',
        );
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The policy a response carries, directive by directive. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]),
  );
}

/** The boot data block of a page: its site code and its text. */
function bootBlockOf(html: string) {
  const match =
    /<script type="application\/json" id="lobby-boot" data-site-code="([^"]*)">([\s\S]*?)<\/script>/.exec(
      html,
    );
  return match ? { siteCode: match[1], text: match[2] } : undefined;
}

const HOSTILE_TITLES = [
  '</script><script>window.pwned = 1</script>',
  '<!--<script>window.pwned = 2</script>',
  '</ScRiPt ><img src=x onerror="window.pwned = 3">',
  'line\u2028separator\u2029paragraph',
  'Lucky Harbor & "friends"',
];

describe('serveLobby', () => {
  let hall: Awaited<ReturnType<typeof startFakeHall>>;
  let distDir: string;
  let lobby: ServedLobby;
  let snapshot: unknown;
  const bootCalls: { siteCode: string; url: string }[] = [];
  const logged: string[] = [];

  beforeAll(async () => {
    hall = await startFakeHall();
    distDir = writeFixtureApp();
    lobby = await serveLobby({
      distDir,
      hallUrl: hall.url,
      siteCode: 'demo',
      lines: { api: ['http://127.0.0.1:7301'], assets: ['http://127.0.0.1:7302'] },
      bootData: ({ siteCode, url }) => {
        bootCalls.push({ siteCode, url: url.href });
        if (snapshot instanceof Error) throw snapshot;
        return Promise.resolve(snapshot);
      },
      // Every page asks afresh, so each test sets its own snapshot.
      bootDataTtlMs: 0,
      log: (line) => logged.push(line),
    });
  });

  afterAll(async () => {
    await lobby?.close();
    hall?.server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  describe('when a page is asked for', () => {
    it('answers the app with the site code and the boot data inlined, on every route', async () => {
      snapshot = { titles: ['Lucky Harbor'] };
      for (const path of ['', 'games/slots?gameCategoryId=2', 'index.html']) {
        const response = await fetch(new URL(path, lobby.url));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        const html = await response.text();
        expect(bootBlockOf(html)).toEqual({ siteCode: 'demo', text: '{"titles":["Lucky Harbor"]}' });
        expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
      }
      expect(bootCalls.at(-2)).toEqual({ siteCode: 'demo', url: `${lobby.url}games/slots?gameCategoryId=2` });
    });

    it('sends the policy: own origin and lines to connect to, asset lines for pictures, the hall to frame', async () => {
      const response = await fetch(lobby.url);
      const origin = new URL(lobby.url).origin;
      const policy = policyOf(response);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        origin,
        origin.replace('http', 'ws'),
        'http://127.0.0.1:7301',
        'ws://127.0.0.1:7301',
        'http://127.0.0.1:7302',
        'ws://127.0.0.1:7302',
        // No tracking origin given: the vendors' own collection origins, for their beacons.
        'https://www.google-analytics.com',
        'https://www.facebook.com',
        'https://analytics.tiktok.com',
      ]);
      expect(policy.get('img-src')).toEqual(["'self'", 'http://127.0.0.1:7302']);
      expect(policy.get('frame-src')).toEqual(["'self'", hall.url, 'http://127.0.0.1:7301']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(response.headers.get('content-security-policy')).not.toContain('unsafe-');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('compresses the page for a browser that accepts gzip, and sends no body to HEAD', async () => {
      const zipped = await fetch(lobby.url, { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(await zipped.text()).toContain('<h1>Probe lobby (probe)</h1>');
      const head = await fetch(lobby.url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
    });
  });

  describe('when the boot data source fails', () => {
    it('serves the page with the site code only, and logs one line', async () => {
      snapshot = new Error('hall unreachable');
      logged.length = 0;
      const html = await (await fetch(lobby.url)).text();
      expect(bootBlockOf(html)).toEqual({ siteCode: 'demo', text: '' });
      expect(logged).toEqual([
        'lobby-server: no boot data for site demo (hall unreachable); the page goes without',
      ]);
    });
  });

  describe('when a file or the hall is asked for', () => {
    it('serves the built files with the same headers, and a missing file is a 404, not the page', async () => {
      const script = await fetch(new URL('assets/app.js', lobby.url));
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      expect(script.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect((await fetch(new URL('assets/missing.js', lobby.url))).status).toBe(404);
    });

    it('lets the browser keep a file named by its content for good, and asks again for anything else', async () => {
      const chunk = await fetch(new URL('assets/games-B7NwT20v.js', lobby.url));
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers.get('content-security-policy')).toContain("script-src 'self'");
      // Not named by its content, a missing chunk, or a page: asked again every time.
      expect((await fetch(new URL('assets/app.js', lobby.url))).headers.get('cache-control')).toBe(
        'no-cache',
      );
      const missing = await fetch(new URL('assets/games-XXXXXXXX.js', lobby.url));
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
      expect((await fetch(lobby.url)).headers.get('cache-control')).toBe('no-cache');
    });

    it('serves the third-party callback page as it is, with the same headers and no boot data', async () => {
      const response = await fetch(
        new URL('pages/actions/index.html?type=line&code=c-1&state=s-1', lobby.url),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('content-security-policy')).toBe(
        (await fetch(lobby.url)).headers.get('content-security-policy'),
      );
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const html = await response.text();
      expect(html).toContain('<title>Signing in</title>');
      expect(bootBlockOf(html)).toBeUndefined();
    });

    it("proxies the maintenance time file to the hall, naming the lobby's site", async () => {
      const response = await fetch(new URL('maintenance.json?siteCode=evil', lobby.url));
      expect(await response.json()).toEqual({ asked: '/maintenance.json?siteCode=demo' });
    });

    it('proxies /hall to the hall server', async () => {
      const response = await fetch(new URL('hall/ping', lobby.url));
      expect(await response.json()).toEqual({ pong: true });
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    });
  });

  describe('when the app or the site is wrong', () => {
    it('refuses to start without a built app', async () => {
      await expect(
        serveLobby({ distDir: '/nonexistent/dist', hallUrl: hall.url, siteCode: 'demo' }),
      ).rejects.toThrow(/index.html is missing; build the app first/);
    });

    it('refuses a site code that is not a plain word', async () => {
      await expect(serveLobby({ distDir, hallUrl: hall.url, siteCode: 'demo"><b>' })).rejects.toThrow(
        TypeError,
      );
    });
  });

  describe('when Chromium loads a page with hostile boot data', () => {
    let chromium: Awaited<ReturnType<typeof launchChromium>>;
    let elsewhere: Awaited<ReturnType<typeof serveTestPages>>;
    beforeAll(async () => {
      [chromium, elsewhere] = await Promise.all([
        launchChromium(),
        serveTestPages({ '/play/slot': '<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>' }),
      ]);
    });
    afterAll(async () => {
      await chromium?.close();
      await elsewhere?.close();
    });

    it('shows every string as text, runs none of it, and breaks no rule of the policy', async () => {
      snapshot = { titles: HOSTILE_TITLES, frames: [`${hall.url}/play/slot?demo=1`] };
      const page = await openLobbyPage(chromium.browser, lobby.url, { app: 'lobby-server-probe' });
      try {
        await page.page.waitForFunction(() => document.title === 'Probe lobby ready');
        const titles = page.page.getByRole('list', { name: 'Titles' }).getByRole('listitem');
        expect(await titles.allTextContents()).toEqual(HOSTILE_TITLES);
        expect(await page.page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
        expect(await page.page.locator('main').getAttribute('data-site')).toBe('demo');
        // The hall's game page loads in its sandboxed frame.
        await page.page.frameLocator('iframe').getByRole('heading', { name: 'Slot' }).waitFor();
        await page.check('hostile-boot-data');
      } finally {
        await page.close();
      }
    });

    it('refuses to frame a page from anywhere but the hall', async () => {
      snapshot = { titles: [], frames: [`${elsewhere.url}/play/slot`] };
      const page = await openLobbyPage(chromium.browser, lobby.url, { app: 'lobby-server-probe' });
      await page.page.waitForFunction(() => document.title === 'Probe lobby ready');
      // Chromium names only the origin of a refused cross-origin address.
      await expect
        .poll(() => page.cspViolations)
        .toEqual([`frame-src refused ${elsewhere.url} in ${lobby.url}`]);
      expect(await page.page.frameLocator('iframe').getByRole('heading', { name: 'Elsewhere' }).count()).toBe(
        0,
      );
      await page.close();
    });
  });
});

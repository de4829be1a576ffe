import { join } from 'node:path';
import { launchChromium, serveTestPages } from '@lobbykit/browser';
import { serveLobby, type ServedLobby } from '@lobbykit/lobby-server';
import {
  backdropBlurredElements,
  openLobbyPage,
  type ApiRequest,
  type LobbyPage,
} from '@lobbykit/test-utils/chromium';
import { createControlClient, startHallServer, type ControlClient, type HallServer } from 'hall-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/** The site-info calls among a page's hall calls, with the headers the hall protocol is made of. */
const siteInfoCalls = (lobby: LobbyPage): ApiRequest[] =>
  lobby.apiRequests.filter((request) => request.url.includes('/hall/home/siteInfo'));

/** What Chromium logs for an answer the hall was made to fail, or could not give, being down. */
const FAILED_HALL_ANSWER =
  /^Failed to load resource: (the server responded with a status of 5\d\d|net::ERR_)/;

/** The policy a response carries, directive by directive: `connect-src` -> its sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** A page on another loopback origin that puts the lobby in a frame. */
const framingPage = (lobbyUrl: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title>` +
  `<link rel="icon" href="data:,"></head><body><iframe src="${lobbyUrl}" title="The lobby"></iframe></body></html>`;

describe('lobby-classic in Chromium', () => {
  let hall: HallServer;
  let control: ControlClient;
  let lobby: ServedLobby;
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let framing: { url: string; close: () => Promise<void> };
  /** Opens a lobby page the way every visit of these journeys does: every check covers errors, policy and axe. */
  const open = (viewport: 'phone' | 'desktop' = 'phone', motion: 'full' | 'reduced' = 'reduced') =>
    openLobbyPage(chromium.browser, lobby.url, { app: 'lobby-classic', viewport, motion });

  beforeAll(async () => {
    // The tracking beacons go to the hall's stand-ins of the vendors (no internet here).
    hall = await startHallServer({ control: true, fakeTrackingVendors: true });
    control = createControlClient(hall.controlUrl!);
    lobby = await serveLobby({
      distDir: join(import.meta.dirname, '..', 'dist'),
      hallUrl: hall.url,
      siteCode: 'demo',
      lines: { api: hall.apiUrls, assets: hall.assetUrls },
      trackingOrigin: new URL('/vendors', hall.url).href,
    });
    framing = await serveTestPages({ '/': framingPage(lobby.url) });
    chromium = await launchChromium();
  });

  afterEach(async () => {
    await control.faults.clear();
    for (const domain of await control.domains.list()) {
      if (!domain.up) await control.domains.set(domain.id, { up: true });
    }
  });

  afterAll(async () => {
    await chromium?.close();
    await framing?.close();
    await lobby?.close();
    await hall?.close();
  });

  describe('when the lobby boots against the hall server without boot data', () => {
    it('reads the site from the hall and shows its home, at phone and desktop widths, with a clean page', async () => {
      // The first home a visitor sees, animations running.
      const page = await open('phone', 'full');
      const heading = page.page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe('Lucky Harbor Lobby');
      await page.page.getByRole('tablist', { name: 'Game categories' }).waitFor();
      expect(await page.page.title()).toBe('Lucky Harbor Lobby');
      // The sticky header and tabs sit over moving content: dimmed, never blurred.
      expect(await backdropBlurredElements(page.page)).toEqual([]);
      await page.check('home-network-boot');

      await page.setViewport('desktop');
      await page.check('home-network-boot');
      // The boot went through the hall client: static mode first, the site code in every call.
      const calls = siteInfoCalls(page);
      expect(calls.length).toBeGreaterThanOrEqual(1);
      expect(calls.every((call) => call.headers.sitecode === 'demo' || call.url.includes('/demo/'))).toBe(
        true,
      );
      await page.close();
    });

    it('carries the site code in the page it is served', async () => {
      const page = await open();
      await page.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.page.locator('script#lobby-boot').getAttribute('data-site-code')).toBe('demo');
      await page.close();
    });
  });

  describe('when the hall cannot be reached at start-up', () => {
    it('says it is still trying, with retry and reload, and boots once the hall is back', async () => {
      const domains = await control.domains.list();
      for (const domain of domains) await control.domains.set(domain.id, { up: false });
      const page = await open();
      await page.page.getByRole('heading', { name: 'Still trying to connect' }).waitFor({ timeout: 30_000 });
      expect(await page.page.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
      await page.check('still-trying', { expectedErrors: [FAILED_HALL_ANSWER] });

      for (const domain of domains) await control.domains.set(domain.id, { up: true });
      const home = page.page.getByRole('tablist', { name: 'Game categories' });
      // The lobby keeps trying on its own too: its next try may win the race with the click.
      await page.page
        .getByRole('button', { name: 'Try now' })
        .click({ timeout: 30_000 })
        .catch(async (error: unknown) => {
          if (!(await home.isVisible())) throw error;
        });
      await home.waitFor({ timeout: 30_000 });
      await page.check('home-after-outage', { expectedErrors: [FAILED_HALL_ANSWER] });
      await page.close();
    }, 60_000);
  });

  describe('when the lobby answers a page', () => {
    it('sends its policy as headers: framed by its own origin only, connections to its own lines only', async () => {
      const origin = new URL(lobby.url).origin;
      const withWebSocket = (line: string) => [line, line.replace(/^http/, 'ws')];
      for (const path of ['/', '/games/slots']) {
        const response = await fetch(new URL(path, lobby.url));
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        const policy = policyOf(response);
        expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
        expect(policy.get('object-src')).toEqual(["'none'"]);
        expect(policy.get('base-uri')).toEqual(["'self'"]);
        expect(policy.get('script-src')).toEqual(["'self'"]);
        // This origin (it proxies /hall and /ws) and the hall's lines, each with its WebSocket
        // twin: no WebSocket to any other host; and where the tracking beacons go (no WebSocket).
        expect(policy.get('connect-src')).toEqual([
          ...new Set([
            "'self'",
            ...withWebSocket(origin),
            ...[...hall.apiUrls, ...hall.assetUrls].flatMap(withWebSocket),
            new URL(hall.url).origin,
          ]),
        ]);
        expect(policy.get('img-src')).toEqual(["'self'", ...hall.assetUrls]);
        // Demo games are the hall's pages, framed from the hall's own origins.
        expect(policy.get('frame-src')).toEqual(["'self'", ...new Set([hall.url, ...hall.apiUrls])]);
        expect(response.headers.get('content-security-policy')).not.toMatch(
          /unsafe-|\*|\s(wss?|https?):?(\s|;|$)/,
        );
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        // One policy, the header: no <meta> policy to intersect with it.
        expect(await response.text()).not.toMatch(/http-equiv="?Content-Security-Policy/i);
      }
    });
  });

  describe('when a page on another origin frames the lobby', () => {
    // The framing page is the other site's, not a lobby page: it is not checked like one.
    it('is refused: Chromium fetches the lobby but never renders it in the frame', async () => {
      const page = await chromium.browser.newPage();
      const lobbyAnswered = page.waitForResponse((response) => response.url() === lobby.url);
      await page.goto(framing.url);
      await lobbyAnswered;
      await page.waitForLoadState('load');
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame?.url()).toBe('chrome-error://chromewebdata/');
      expect(
        await page.frameLocator('iframe').getByRole('heading', { name: 'Lucky Harbor Lobby' }).count(),
      ).toBe(0);
      await page.close();
    });

    it('still renders when its own origin frames it', async () => {
      const page = await open();
      await page.page.getByRole('heading', { level: 1 }).waitFor();
      // Added by the test's own evaluation (not an inline script, which the policy refuses).
      await page.page.evaluate((url) => {
        const frame = document.createElement('iframe');
        frame.src = url;
        frame.title = 'The lobby again';
        document.body.append(frame);
      }, lobby.url);
      const heading = page.page.frameLocator('iframe').getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe('Lucky Harbor Lobby');
      await page.check('framed-by-itself');
      await page.close();
    });
  });
});

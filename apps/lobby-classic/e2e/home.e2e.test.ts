import { launchChromium, serveTestPages } from '@lobbykit/browser';
import { axeViolationsIn, newWatchedPage, screenshot, VIEWPORTS } from '@lobbykit/test-utils/chromium';
import { createControlClient, startHallServer, type ControlClient, type HallServer } from 'hall-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveLobby } from '../scripts/serve.mjs';

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof launchChromium>>['browser']['newPage']>>;

/** The site-info calls a page made, with the headers the hall protocol is made of. */
function watchSiteInfo(page: Page) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/hall/home/siteInfo'))
      calls.push({ url: request.url(), headers: request.headers() });
  });
  return calls;
}

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
  let lobby: { url: string; close: () => Promise<void> };
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let framing: { url: string; close: () => Promise<void> };
  // Every Content-Security-Policy violation any page or frame of any journey reports.
  const cspViolations: string[] = [];

  beforeAll(async () => {
    hall = await startHallServer({ control: true });
    control = createControlClient(hall.controlUrl!);
    lobby = await serveLobby({ hallUrl: hall.url });
    framing = await serveTestPages({ '/': framingPage(lobby.url) });
    chromium = await launchChromium();
    await chromium.browser.exposeBinding('reportCspViolation', (_source, line: string) => {
      cspViolations.push(line);
    });
    await chromium.browser.addInitScript(() => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      document.addEventListener('securitypolicyviolation', (event) =>
        report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} in ${event.documentURI}`),
      );
    });
  });

  afterEach(async () => {
    await control.faults.clear();
    await control.domains.set('api:0', { up: true });
    expect(cspViolations.splice(0)).toEqual([]);
  });

  afterAll(async () => {
    await chromium?.close();
    await framing?.close();
    await lobby?.close();
    await hall?.close();
  });

  describe('when the lobby boots against the hall server', () => {
    it('shows the title the server answered, at phone and desktop widths, with no axe violation', async () => {
      const { page, errors } = await newWatchedPage(chromium.browser, { viewport: 'phone' });
      const calls = watchSiteInfo(page);

      await page.goto(lobby.url);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe('Lucky Harbor Lobby');
      expect(await page.title()).toBe('Lucky Harbor Lobby');
      expect(await axeViolationsIn(page)).toEqual([]);
      await screenshot(page, 'lobby-classic-home-phone');

      await page.setViewportSize(VIEWPORTS.desktop);
      expect(await axeViolationsIn(page)).toEqual([]);
      await screenshot(page, 'lobby-classic-home-desktop');
      expect(errors).toEqual([]);
      // The boot went through the hall client: signed, its query encrypted, no token.
      expect(calls).toHaveLength(1);
      const [call] = calls;
      expect(call?.headers).toMatchObject({ sitecode: 'demo', token: 'public', platformtype: '5' });
      expect(call?.headers.sign).toMatch(/^[0-9a-f]{64}$/);
      expect(call?.headers.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(new URL(call?.url ?? '').searchParams.has('encryptString')).toBe(true);
      expect(call?.url).not.toContain('siteCode=demo');
      await page.close();
    });
  });

  describe('when the hall fails the first tries', () => {
    it('retries the same call until the hall answers, and boots', async () => {
      await control.faults.add({ kind: 'status', status: 503, route: 'siteInfo', times: 2 });
      const page = await chromium.browser.newPage();
      const calls = watchSiteInfo(page);

      await page.goto(lobby.url);
      await page.getByRole('heading', { level: 1 }).waitFor();

      expect(calls).toHaveLength(3);
      // One call: every attempt carries its request id, each is signed afresh.
      expect(new Set(calls.map((c) => c.headers.requestid)).size).toBe(1);
      expect(new Set(calls.map((c) => c.headers.nonce)).size).toBe(3);
      await page.close();
    });

    it('keeps loading while the hall is down and boots once it is back', async () => {
      await control.domains.set('api:0', { up: false });
      const page = await chromium.browser.newPage();
      await page.goto(lobby.url);
      await page.getByRole('status').waitFor();
      expect(await page.getByRole('status').textContent()).toBe('Loading the lobby…');

      await control.domains.set('api:0', { up: true });
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor({ timeout: 20_000 });
      expect(await heading.textContent()).toBe('Lucky Harbor Lobby');
      await page.close();
    }, 30_000);
  });

  describe('when the hall refuses the site', () => {
    it('says the lobby cannot start, with the code and the message, instead of a blank page', async () => {
      await control.faults.add({
        kind: 'code',
        code: 9110,
        message: 'restricted access',
        route: 'siteInfo',
      });
      const { page } = await newWatchedPage(chromium.browser, { viewport: 'phone' });
      await page.goto(lobby.url);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('The lobby cannot start');
      expect(await alert.textContent()).toContain('9110: restricted access');
      expect(await axeViolationsIn(page)).toEqual([]);
      await screenshot(page, 'lobby-classic-cannot-start-phone', { fullPage: false });
      await page.close();
    });
  });

  describe('when the lobby answers a page', () => {
    it('sends its policy as headers: framed by its own origin only, connections to its own lines only', async () => {
      const origin = new URL(lobby.url).origin;
      for (const path of ['/', '/games/slots']) {
        const response = await fetch(new URL(path, lobby.url));
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        const policy = policyOf(response);
        expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
        expect(policy.get('object-src')).toEqual(["'none'"]);
        expect(policy.get('base-uri')).toEqual(["'self'"]);
        expect(policy.get('script-src')).toEqual(["'self'"]);
        // The site's one line is this origin (it proxies /hall and /ws): no WebSocket to any host.
        expect(policy.get('connect-src')).toEqual(["'self'", origin, origin.replace(/^http/, 'ws')]);
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
      const page = await chromium.browser.newPage();
      await page.goto(lobby.url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Added by the test's own evaluation (not an inline script, which the policy refuses).
      await page.evaluate((url) => {
        const frame = document.createElement('iframe');
        frame.src = url;
        frame.title = 'The lobby again';
        document.body.append(frame);
      }, lobby.url);
      const heading = page.frameLocator('iframe').getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe('Lucky Harbor Lobby');
      await page.close();
    });
  });
});

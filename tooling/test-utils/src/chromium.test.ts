// The Chromium page helpers on a page served from loopback, in the system Chromium.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, serveTestPages } from '@lobbykit/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolationsIn,
  newWatchedPage,
  openLobbyPage,
  PAGE_SCREENSHOTS_DIR,
  screenshot,
  screenshotModeFromEnv,
} from './chromium';

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>test-utils</title>` +
  `<link rel="icon" href="data:,">${head}</head><body>${body}</body></html>`;

describe('Chromium page helpers', () => {
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let pages: Awaited<ReturnType<typeof serveTestPages>>;
  beforeAll(async () => {
    [chromium, pages] = await Promise.all([
      launchChromium(),
      serveTestPages({
        // A Content-Security-Policy as strict as the lobby's: no inline script may run.
        '/': page(
          '<main><h1>Lobby</h1><button>Play</button></main>',
          `<meta http-equiv="Content-Security-Policy" content="script-src 'self'">`,
        ),
        '/framing': page('<main><h1>Lobby</h1><iframe title="A game" src="/broken"></iframe></main>'),
        '/broken': page(
          '<main><h1>Lobby</h1><section id="bad"><button id="nameless"></button></section><p style="color:#eee">Faint</p></main>' +
            '<script>console.error("failed to boot"); setTimeout(() => { throw new Error("late boom"); });</script>',
        ),
      }),
    ]);
  }, 30_000);
  afterAll(async () => {
    await chromium?.close();
    await pages?.close();
  });

  describe('when a page breaks its rules', () => {
    it('records its console and uncaught errors, and axe finds a nameless button and faint text', async () => {
      const { page, errors } = await newWatchedPage(chromium.browser, { viewport: 'phone' });
      await page.goto(`${pages.url}/broken`);
      await expect.poll(() => errors).toEqual([`failed to boot (${pages.url}/broken)`, 'late boom']);
      expect(page.viewportSize()).toEqual({ width: 390, height: 844 });

      const violations = await axeViolationsIn(page);
      expect(violations).toContain('button-name: #nameless');
      expect(violations.some((line) => line.startsWith('color-contrast: '))).toBe(true);
      expect(await axeViolationsIn(page, '#bad')).toEqual(['button-name: #nameless']);
      expect(await axeViolationsIn(page, 'main', { 'color-contrast': { enabled: false } })).toEqual([
        'button-name: #nameless',
      ]);
      // Left out, the nameless button is not looked at; the rest of the page still is.
      const withoutIt = await axeViolationsIn(page, undefined, {}, ['#nameless']);
      expect(withoutIt.some((line) => line.startsWith('button-name: '))).toBe(false);
      expect(withoutIt.some((line) => line.startsWith('color-contrast: '))).toBe(true);
      await page.close();
    });
  });

  describe('when a page frames another page', () => {
    it('checks the page without the frame, which its own check covers', async () => {
      const { page } = await newWatchedPage(chromium.browser, { viewport: 'phone' });
      await page.goto(`${pages.url}/framing`);
      const framed = page.frames().find((frame) => frame.url().endsWith('/broken'))!;
      expect(await axeViolationsIn(framed)).toContain('button-name: #nameless');
      // axe now runs in the frame too, and still the page's own check leaves it out.
      expect(await axeViolationsIn(page)).toEqual([]);
      await page.close();
    });
  });

  describe('when a page is clean', () => {
    it('has no errors, no violations even under a strict CSP, and its screenshot lands in .screenshots/', async () => {
      const { page, errors } = await newWatchedPage(chromium.browser, { viewport: 'desktop' });
      await page.goto(pages.url);
      const path = await screenshot(page, 'test-utils-clean-desktop');
      try {
        expect(errors).toEqual([]);
        expect(await axeViolationsIn(page)).toEqual([]);
        expect(existsSync(path)).toBe(true);
        expect(path).toMatch(/\/\.screenshots\/test-utils-clean-desktop\.png$/);
      } finally {
        rmSync(path, { force: true });
      }
      await page.close();
    });
  });
});

describe('openLobbyPage', () => {
  const app = 'test-utils-probe';
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let pages: Awaited<ReturnType<typeof serveTestPages>>;
  // Only own-origin pictures: anything else is a violation the page reports.
  const strict = `<meta http-equiv="Content-Security-Policy" content="img-src 'self'">`;
  const clean = '<main><h1>Lobby</h1><p>Welcome</p></main>';

  beforeAll(async () => {
    [chromium, pages] = await Promise.all([
      launchChromium(),
      serveTestPages({
        '/clean': page(clean, strict),
        '/console-error': page(`${clean}<script>console.error('boot failed: 503')</script>`),
        '/csp-violation': page(`${clean}<img alt="Banner" src="http://127.0.0.2:9/banner.png">`, strict),
        '/axe-violation': page('<main><h1>Lobby</h1><button></button></main>'),
        // A hall call sent before anything is painted, and one sent once the page has painted.
        '/call-first': page(`<script>fetch('/hall/site')</script>${clean}`),
        '/paint-first': page(
          `${clean}<script>new PerformanceObserver(() => fetch('/hall/site')).observe({ type: 'paint', buffered: true })</script>`,
        ),
        '/blank': page(''),
        '/hall/site': '{}',
      }),
    ]);
  }, 30_000);
  afterAll(async () => {
    await chromium?.close();
    await pages?.close();
    rmSync(join(PAGE_SCREENSHOTS_DIR, app), { recursive: true, force: true });
  });

  describe('when the page is clean', () => {
    it('passes the check and keeps a screenshot named after the app, the label and the viewport', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/clean`, { app, screenshots: 'all' });
      const phone = await lobby.check('home');
      await lobby.setViewport('desktop');
      const desktop = await lobby.check('home');
      expect([phone, desktop]).toEqual([
        join(PAGE_SCREENSHOTS_DIR, app, 'home-phone.png'),
        join(PAGE_SCREENSHOTS_DIR, app, 'home-desktop.png'),
      ]);
      expect(existsSync(phone!) && existsSync(desktop!)).toBe(true);
      expect(lobby.page.viewportSize()).toEqual({ width: 1440, height: 900 });
      await lobby.close();
    });
  });

  describe('when only failures keep a screenshot', () => {
    it('keeps none of a passing check, and one of a failing check, named in its error', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/clean`, {
        app,
        screenshots: 'failures',
      });
      await expect(lobby.check('quiet')).resolves.toBeUndefined();
      expect(existsSync(join(PAGE_SCREENSHOTS_DIR, app, 'quiet-phone.png'))).toBe(false);
      await lobby.page.goto(`${pages.url}/console-error`);
      const failed = join(PAGE_SCREENSHOTS_DIR, app, 'loud-phone.png');
      await expect(lobby.check('loud')).rejects.toThrow(`screenshot ${failed}`);
      expect(existsSync(failed)).toBe(true);
      await lobby.close();
    });

    it('is what LOBBYKIT_SCREENSHOTS=failures asks for; anything else keeps them all', () => {
      expect(screenshotModeFromEnv({ LOBBYKIT_SCREENSHOTS: 'failures' })).toBe('failures');
      expect(screenshotModeFromEnv({ LOBBYKIT_SCREENSHOTS: 'all' })).toBe('all');
      expect(screenshotModeFromEnv({ LOBBYKIT_SCREENSHOTS: 'none' })).toBe('all');
      expect(screenshotModeFromEnv({})).toBe('all');
    });
  });

  describe('when the page logs a console error', () => {
    it('fails the check with the error, once: the next check looks only at what came after', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/console-error`, {
        app,
        screenshots: 'all',
      });
      await expect(lobby.check('console-error')).rejects.toThrow(/console error: boot failed: 503/);
      await expect(lobby.check('console-error-again')).resolves.toMatch(/console-error-again-phone\.png$/);
      await lobby.close();
    });

    it('passes when the visit expects that error', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/console-error`, {
        app,
        screenshots: 'all',
      });
      await expect(
        lobby.check('expected-error', { expectedErrors: [/^boot failed: 503/] }),
      ).resolves.toBeTruthy();
      await lobby.close();
    });
  });

  describe('when the page breaks its Content-Security-Policy', () => {
    it('fails the check with the violation', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/csp-violation`, {
        app,
        screenshots: 'all',
      });
      await expect.poll(() => lobby.cspViolations.length).toBe(1);
      const failure = lobby.check('csp-violation');
      await expect(failure).rejects.toThrow(
        `CSP violation: img-src refused http://127.0.0.2:9/banner.png in ${pages.url}/csp-violation`,
      );
      await lobby.close();
    });
  });

  describe('when axe finds a violation', () => {
    it('fails the check with the rule and the element', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/axe-violation`, {
        app,
        screenshots: 'all',
      });
      await expect(lobby.check('axe-violation')).rejects.toThrow(/axe violation: button-name: button/);
      await lobby.close();
    });
  });

  describe('when the page calls the hall', () => {
    it('counts a call sent before the first contentful paint', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/call-first`, {
        app,
        screenshots: 'all',
      });
      await lobby.page.getByRole('heading', { name: 'Lobby' }).waitFor();
      const early = await lobby.apiRequestsBeforeFirstPaint();
      expect(early.map((request) => [request.method, request.url])).toEqual([
        ['GET', `${pages.url}/hall/site`],
      ]);
      await lobby.close();
    });

    it('does not count a call sent once the page has painted', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/paint-first`, {
        app,
        screenshots: 'all',
      });
      await expect.poll(() => lobby.apiRequests.length).toBe(1);
      expect(await lobby.apiRequestsBeforeFirstPaint()).toEqual([]);
      await lobby.close();
    });

    it('refuses to count before the page has painted anything', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/blank`, { app, screenshots: 'all' });
      await expect(lobby.apiRequestsBeforeFirstPaint()).rejects.toThrow(/no first contentful paint/);
      await lobby.close();
      // It waits a few seconds for a paint report first.
    }, 30_000);
  });
});

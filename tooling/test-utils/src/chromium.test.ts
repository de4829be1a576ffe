// The Chromium page helpers on a page served from loopback, in the system Chromium.
import { existsSync, rmSync } from 'node:fs';
import { launchChromium, serveTestPages } from '@lobbykit/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsIn, newWatchedPage, screenshot } from './chromium';

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

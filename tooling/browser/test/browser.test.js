/* global document -- this callback runs inside the page */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleForBrowser, chromiumArgs, launchChromium, launchOptions, serveTestPages } from '../index.js';

describe('@lobbykit/browser', () => {
  describe('when it launches the system Chromium', () => {
    it('renders a page and reports its title', async () => {
      const { browser, close } = await launchChromium();
      try {
        const page = await browser.newPage();
        await page.setContent('<title>lobbykit probe</title><p id="p">2 + 3 = <span></span></p>');
        const sum = await page.evaluate(() => {
          const span = document.querySelector('span');
          if (span) span.textContent = String(2 + 3);
          return span?.textContent;
        });
        expect(await page.title()).toBe('lobbykit probe');
        expect(sum).toBe('5');
      } finally {
        await close();
      }
    });
  });

  describe('when tools ask for launch options', () => {
    it('includes the flags a closed network and a root user need', () => {
      expect(launchOptions().args).toEqual(chromiumArgs);
      for (const flag of [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-quic',
        '--headless',
      ]) {
        expect(chromiumArgs).toContain(flag);
      }
    });
  });

  describe('when a node test bundles a module for a page', () => {
    it('exposes its exports under the global name, packages read from their sources', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lobbykit-bundle-test-'));
      try {
        // A package whose build output does not exist: only the source condition finds it.
        const pkg = join(dir, 'node_modules', 'probe-pkg');
        mkdirSync(pkg, { recursive: true });
        writeFileSync(
          join(pkg, 'package.json'),
          JSON.stringify({
            name: 'probe-pkg',
            type: 'module',
            exports: { '.': { '@lobbykit/source': './src.ts', default: './dist/missing.js' } },
          }),
        );
        writeFileSync(join(pkg, 'src.ts'), 'export const factor: number = 7;\n');
        const entry = join(dir, 'entry.ts');
        writeFileSync(
          entry,
          "import { factor } from 'probe-pkg';\nexport const answer: number = 6 * factor;\n",
        );

        const script = await bundleForBrowser({ entry, globalName: 'BundleProbe' });
        const probe = new Function(`${script}\nreturn BundleProbe;`)();
        expect(probe).toEqual({ answer: 42 });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('when a test serves its pages', () => {
    it('sends each path with its content type and 404 for the rest', async () => {
      const site = await serveTestPages({ '/': '<p>home</p>', '/app.js': 'void 0;' });
      try {
        const home = await fetch(`${site.url}/?cache=1`);
        const script = await fetch(`${site.url}/app.js`);
        const missing = await fetch(`${site.url}/toString`);
        expect([home.status, home.headers.get('content-type'), await home.text()]).toEqual([
          200,
          'text/html',
          '<p>home</p>',
        ]);
        expect([script.status, script.headers.get('content-type')]).toEqual([200, 'text/javascript']);
        expect(missing.status).toBe(404);
      } finally {
        await site.close();
      }
      await expect(fetch(site.url)).rejects.toThrow();
    });
  });
});

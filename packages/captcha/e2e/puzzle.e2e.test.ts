// End to end in the system Chromium: a page bundling the captcha UI and the real hall client
// logs in against the reference hall server; after repeated failed logins the server asks
// for the slide puzzle, which the test solves from the two images and answers with the
// keyboard only. A second case runs the GeeTest adapter against the fake vendor script,
// served from the page's own origin.
import { launchChromium } from '@lobbykit/browser';
import { axeViolationsIn, newWatchedPage, screenshot } from '@lobbykit/test-utils/chromium';
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build, defaultClientConditions } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginOutcome } from './page/main';

type Browser = Awaited<ReturnType<typeof launchChromium>>;
type Page = Awaited<ReturnType<Browser['browser']['newPage']>>;
type LobbyWindow = {
  lobbyTest: { login(username: string, password: string): Promise<LoginOutcome>; state(): string };
};

const here = import.meta.dirname;
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};

describe('captcha in Chromium against the reference hall server', () => {
  let hall: TestHall;
  let outDir: string;
  let site: Server;
  let siteUrl: string;
  let chromium: Browser;
  const served: string[] = [];

  const openLobby = async (): Promise<Page> => {
    const query = new URLSearchParams({
      site: 'demo',
      key: hall.site('demo').staticKey,
      api: hall.server.apiUrls.join(','),
      oss: hall.server.assetUrls.join(','),
    });
    const { page, errors } = await newWatchedPage(chromium.browser);
    await page.goto(`${siteUrl}/?${query.toString()}`);
    await page.getByRole('heading', { name: 'Lobby' }).waitFor();
    expect(errors).toEqual([]);
    return page;
  };

  const login = (page: Page, password: string): Promise<LoginOutcome> =>
    page.evaluate(
      ([user, pass]) => (window as unknown as LobbyWindow).lobbyTest.login(user!, pass!),
      ['player01', password],
    );

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'lobbykit-captcha-e2e-'));
    await build({
      configFile: false,
      root: join(here, 'page'),
      logLevel: 'warn',
      resolve: { conditions: ['@lobbykit/source', ...defaultClientConditions] },
      build: { outDir, emptyOutDir: true, minify: false, sourcemap: false },
    });
    const fakeVendorScript = await readFile(join(here, '../src/test-support/fake-gt4.js'));
    site = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      served.push(path);
      // The vendor script lives on the site's own host, as the spec asks.
      if (path === '/geetest/gt4.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(fakeVendorScript);
        return;
      }
      const file = normalize(join(outDir, path === '/' ? 'index.html' : path));
      if (!file.startsWith(outDir)) {
        response.writeHead(403).end();
        return;
      }
      readFile(file).then(
        (body) =>
          response
            .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
            .end(body),
        () => response.writeHead(404).end('not found'),
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    chromium = await launchChromium();
  });

  afterAll(async () => {
    await chromium?.close();
    await new Promise((resolve) => site?.close(resolve));
    await hall?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await hall?.close();
    hall = await startTestHall();
    served.length = 0;
  });

  it('solves the built-in slide puzzle with the keyboard and the login goes through', async () => {
    const page = await openLobby();
    for (let i = 0; i < 3; i++)
      await expect(login(page, 'wrong-password')).resolves.toEqual({ ok: false, code: '1011' });

    const outcome = login(page, SEED_PASSWORD);
    const slider = page.getByRole('slider', { name: 'Puzzle piece position' });
    await slider.waitFor();
    await page.locator('[data-piece]').evaluate((img: HTMLImageElement) => img.decode());
    await page
      .getByRole('img', { name: 'Picture with a gap for the puzzle piece' })
      .evaluate((img: HTMLImageElement) => img.decode());

    // axe in a real browser, contrast included, on the open puzzle.
    expect(await axeViolationsIn(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, 'captcha-slide-puzzle');

    // Find the gap: it is the background under black at alpha 150/255, so the piece's own
    // pixels scaled by 105/255 match it best there.
    const gap = await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]')!;
      const background = dialog.querySelector<HTMLImageElement>('img:not([data-piece])')!;
      const piece = dialog.querySelector<HTMLImageElement>('img[data-piece]')!;
      const pixels = (image: HTMLImageElement): ImageData => {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height);
      };
      const back = pixels(background);
      const part = pixels(piece);
      const top = Number.parseFloat(piece.style.top);
      const size = part.width;
      const keep = 105 / 255;
      let best = { x: -1, error: Number.POSITIVE_INFINITY };
      for (let x = 0; x <= back.width - size; x++) {
        let error = 0;
        for (let row = 5; row < size - 5; row += 2) {
          for (let col = 5; col < size - 5; col += 2) {
            const b = ((top + row) * back.width + x + col) * 4;
            const p = (row * size + col) * 4;
            for (let channel = 0; channel < 3; channel++)
              error += Math.abs(back.data[b + channel]! - part.data[p + channel]! * keep);
          }
        }
        if (error < best.error) best = { x, error };
      }
      return best.x;
    });
    expect(gap).toBeGreaterThan(0);

    // Keyboard only: the slider has focus; Shift+Arrow moves 10 px, Arrow 1 px, Enter submits.
    expect(await slider.evaluate((element) => element === document.activeElement)).toBe(true);
    for (let i = 0; i < Math.floor(gap / 10); i++) await page.keyboard.press('Shift+ArrowRight');
    for (let i = 0; i < gap % 10; i++) await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe(String(gap));
    await page.keyboard.press('Enter');

    await expect(outcome).resolves.toEqual({ ok: true });
    expect(await page.evaluate(() => (window as unknown as LobbyWindow).lobbyTest.state())).toBe('passed');
    expect(await page.getByRole('dialog').count()).toBe(0);
    const counters = await hall.control.counters.get();
    expect(counters.requests).toMatchObject({ captchaChallenge: 1, captchaValidate: 1, login: 5 });
    await page.close();
  });

  it('runs the GeeTest adapter on 1125 with the vendor script from the site path, and shows the failure with code and lot', async () => {
    await hall.control.sites.set('demo', { captcha: { code: 1125, routes: ['login'] } });
    const page = await openLobby();
    const outcome = login(page, SEED_PASSWORD);
    const vendor = page.getByRole('dialog', { name: 'Fake GeeTest' });
    await vendor.waitFor();
    expect(await vendor.getAttribute('data-fake-geetest')).toBe('icon');
    expect(served).toContain('/geetest/gt4.js');
    await vendor.getByRole('button', { name: 'Verify' }).click();
    // The reference hall is no GeeTest back end: it refuses the vendor's lot (error_02).
    await expect(outcome).resolves.toEqual({
      ok: false,
      code: '1125',
      captcha: { kind: 'failed', code: 'error_02', lotNumber: 'fake-lot-1' },
    });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Verification failed (code error_02, lot fake-lot-1).');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });
});

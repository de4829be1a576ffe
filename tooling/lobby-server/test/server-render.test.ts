// serveLobby with a theme app's server render: the first screen in the page where the page has
// boot data, one render per page, language and layout, the render's stylesheet from this origin,
// and the splash page, as before, when the render fails or takes too long.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  loadServerRender,
  serveLobby,
  type ServedLobby,
  type ServerRender,
  type ServerRenderRequest,
} from '../index.js';

/** A built app with a root element holding the splash, as the theme apps' index.html has. */
function writeAppWithRoot(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'lobby-server-render-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lobby</title>' +
      '<script type="application/json" id="lobby-boot"></script></head><body>' +
      '<div id="root"><div class="lk-splash" role="status"><span class="lk-spinner"></span></div></div>' +
      '<script type="module" src="/assets/entry.js"></script></body></html>',
  );
  writeFileSync(join(distDir, 'assets', 'entry.js'), '');
  return distDir;
}

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

describe('serveLobby with a server render', () => {
  let distDir: string;
  let lobby: ServedLobby;
  const asked: Omit<ServerRenderRequest, 'signal'>[] = [];
  const logged: string[] = [];
  /** What the next render does; each test sets it. */
  let behaviour: 'render' | 'throw' | 'hang' | 'noBootData' = 'render';
  const signals: AbortSignal[] = [];

  const render: ServerRender = ({ signal, ...request }) => {
    asked.push(request);
    signals.push(signal);
    if (behaviour === 'throw') return Promise.reject(new Error('the theme is broken'));
    if (behaviour === 'hang') return new Promise(() => undefined);
    const { pathname } = new URL(request.url);
    return Promise.resolve({
      html: `<div class="lk-app" data-lk-style="0"><h1>Home of ${request.siteCode} at ${pathname} for a ${request.layout}</h1></div>`,
      head: '<link rel="preload" as="image" href="/active/banner.avif"/>',
      css: `[data-lk-style="0"]{--lk-color-bg:#140e0b;--path:"${pathname}"}`,
      attributes: { 'data-lk-render': JSON.stringify({ path: pathname, layout: request.layout }) },
    });
  };

  beforeAll(async () => {
    distDir = writeAppWithRoot();
    lobby = await serveLobby({
      distDir,
      hallUrl: 'http://127.0.0.1:9',
      siteCode: 'demo',
      bootData: () => (behaviour === 'noBootData' ? undefined : { siteInfo: { siteName: 'Lucky Harbor' } }),
      // Every page asks afresh: each test starts without renders.
      bootDataTtlMs: 0,
      render,
      renderTimeoutMs: 200,
      log: (line) => logged.push(line),
    });
  });
  beforeEach(() => {
    behaviour = 'render';
    asked.length = 0;
    signals.length = 0;
    logged.length = 0;
  });
  afterAll(async () => {
    await lobby?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const page = (path = '', userAgent?: string) =>
    fetch(new URL(path, lobby.url), userAgent ? { headers: { 'user-agent': userAgent } } : {});

  describe('when the page has boot data', () => {
    it('sends the first screen in the root, with what the render assumed on it, and no splash', async () => {
      const response = await page('games?gameCategoryId=2');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(
        '<div id="root" data-lk-render="{&quot;path&quot;:&quot;/games&quot;,&quot;layout&quot;:&quot;desktop&quot;}">' +
          '<div class="lk-app" data-lk-style="0"><h1>Home of demo at /games for a desktop</h1></div></div>',
      );
      expect(html).not.toContain('lk-splash');
      expect(asked).toEqual([
        {
          url: `${lobby.url}games?gameCategoryId=2`,
          siteCode: 'demo',
          snapshot: { siteInfo: { siteName: 'Lucky Harbor' } },
          languages: [],
          layout: 'desktop',
        },
      ]);
      expect(response.headers.get('vary')).toMatch(/Sec-CH-UA-Mobile/);
    });

    it('renders for a phone when the browser is one', async () => {
      expect(await (await page('', PHONE)).text()).toContain('for a phone</h1>');
      expect(asked.map((request) => request.layout)).toEqual(['phone']);
    });

    it("links the render's stylesheet, served from this origin by its content's name", async () => {
      const html = await (await page()).text();
      const href = /<link rel="stylesheet" href="(\/lobby-render\/[a-f0-9]{32}\.css)">/.exec(html)?.[1];
      expect(href).toBeDefined();
      expect(html).toContain('<link rel="preload" as="image" href="/active/banner.avif"/>');
      const styles = await fetch(new URL(href!, lobby.url));
      expect(styles.status).toBe(200);
      expect(styles.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(styles.headers.get('cache-control')).toContain('immutable');
      expect(styles.headers.get('content-security-policy')).toContain("style-src 'self'");
      expect(await styles.text()).toBe('[data-lk-style="0"]{--lk-color-bg:#140e0b;--path:"/"}');
      expect((await fetch(new URL(`/lobby-render/${'0'.repeat(32)}.css`, lobby.url))).status).toBe(404);
    });
  });

  describe('when pages are asked for while their boot data lasts', () => {
    it('renders each page, language and layout once', async () => {
      const kept = await serveLobby({
        distDir,
        hallUrl: 'http://127.0.0.1:9',
        siteCode: 'demo',
        bootData: () => ({ siteInfo: { siteName: 'Lucky Harbor' } }),
        render,
      });
      try {
        for (const path of ['', '', '?gameCategoryId=2', '']) await fetch(new URL(path, kept.url));
        await fetch(kept.url, { headers: { 'user-agent': PHONE } });
        expect(asked.map(({ url, layout }) => [new URL(url).search, layout])).toEqual([
          ['', 'desktop'],
          ['?gameCategoryId=2', 'desktop'],
          ['', 'phone'],
        ]);
      } finally {
        await kept.close();
      }
    });
  });

  describe('when the render fails', () => {
    it('sends the splash page, as without a render, and logs one line', async () => {
      behaviour = 'throw';
      const response = await page();
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(
        '<div id="root"><div class="lk-splash" role="status"><p class="lk-splash__brand">Lucky Harbor</p>',
      );
      expect(html).not.toContain('data-lk-render');
      expect(logged).toEqual([
        `lobby-server: no server render of ${lobby.url} (desktop) for site demo (the theme is broken); the page shows the splash`,
      ]);
    });
  });

  describe('when the render takes too long', () => {
    it('stops it, sends the splash page and logs one line', async () => {
      behaviour = 'hang';
      const html = await (await page()).text();
      expect(html).toContain('class="lk-splash"');
      expect(signals.map((signal) => signal.aborted)).toEqual([true]);
      expect(logged).toEqual([
        `lobby-server: no server render of ${lobby.url} (desktop) for site demo (no render in 200 ms); the page shows the splash`,
      ]);
    });
  });

  describe('when the page has no boot data', () => {
    it('renders nothing: the lobby boots from the hall behind the splash', async () => {
      behaviour = 'noBootData';
      const html = await (await page()).text();
      expect(html).toContain('class="lk-splash"');
      expect(asked).toEqual([]);
    });
  });
});

describe('loadServerRender', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'lobby-server-entry-'));
    mkdirSync(join(root, 'dist'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  describe('when the app was built without a server entry', () => {
    it('answers nothing', async () => {
      expect(await loadServerRender(join(root, 'dist'))).toBeUndefined();
    });
  });

  describe('when the app has one', () => {
    it('answers its render, or refuses an entry that has none', async () => {
      mkdirSync(join(root, 'dist-server'));
      writeFileSync(join(root, 'dist-server', 'server.js'), 'export const render = () => "rendered";');
      const loaded = await loadServerRender(join(root, 'dist'));
      expect(loaded?.({} as ServerRenderRequest)).toBe('rendered');

      const other = mkdtempSync(join(tmpdir(), 'lobby-server-entry-'));
      mkdirSync(join(other, 'dist-server'), { recursive: true });
      writeFileSync(join(other, 'dist-server', 'server.js'), 'export const draw = () => "";');
      await expect(loadServerRender(join(other, 'dist'))).rejects.toThrow(/exports no render function/);
      rmSync(other, { recursive: true, force: true });
    });
  });
});

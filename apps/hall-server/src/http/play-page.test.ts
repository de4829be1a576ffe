import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallServer } from '../server';
import { startTestHall, testClient } from '../test-support/hall';
import { playPageFrameAncestors } from './play-page';

/** The value of one CSP directive ('frame-ancestors' -> its sources). */
function directive(csp: string | null, name: string): string[] {
  const found = (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

describe('game page', () => {
  let server: HallServer;
  beforeAll(async () => {
    server = await startTestHall({ webUrls: ['https://lobby.example/app/', 'not a url'] });
  });
  afterAll(async () => {
    await server.close();
  });

  async function demoPage(language: string) {
    const launch = await testClient(server, 'demo', { language }).call<{ gameUrl: string }>(
      'demoGameLaunch',
      {
        gameId: 30001,
      },
    );
    if (!launch.ok) throw new Error('no demo launch');
    return fetch(launch.data.gameUrl);
  }

  describe('when a demo launch is opened', () => {
    it('serves a slot page with the demo balance, in the language of the launch', async () => {
      const page = await demoPage('pt');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('<html lang="pt-PT">');
      expect(html).toContain('Modo demonstração');
      expect(html).toMatch(/<output id="balance">2000\.00<\/output> BRL/);
      expect(html).toMatch(/<button type="button" id="spin">Girar \(aposta 10\)<\/button>/);
      expect(html.match(/class="reel"/g)).toHaveLength(3);
    });

    it('may be framed by the lobby: no X-Frame-Options, frame-ancestors of loopback and the lobby origins', async () => {
      const page = await demoPage('en');
      expect(page.headers.get('x-frame-options')).toBeNull();
      const csp = page.headers.get('content-security-policy');
      expect(directive(csp, 'frame-ancestors')).toEqual([
        "'self'",
        'https://lobby.example',
        'http://127.0.0.1:*',
        'http://localhost:*',
      ]);
    });

    it('allows only its own nonce for style and script, and images from the asset hosts', async () => {
      const page = await demoPage('en');
      const csp = page.headers.get('content-security-policy');
      const html = await page.text();
      expect(directive(csp, 'default-src')).toEqual(["'none'"]);
      const [scriptSource] = directive(csp, 'script-src');
      const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(scriptSource ?? '')?.[1];
      expect(nonce).toBeDefined();
      expect(directive(csp, 'style-src')).toEqual([`'nonce-${nonce!}'`]);
      expect(html).toContain(`<script nonce="${nonce!}">`);
      expect(html).toContain(`<style nonce="${nonce!}">`);
      // No inline handler or style attribute, which a nonce does not cover.
      expect(html).not.toMatch(/\s(on[a-z]+|style)=/);
      expect(directive(csp, 'img-src')).toEqual([...server.assetUrls]);
      const second = await demoPage('en');
      expect(second.headers.get('content-security-policy')).not.toBe(csp);
    });
  });

  describe('when the page is asked wrongly', () => {
    it('answers 404 for an unknown game and on an asset domain', async () => {
      expect((await fetch(`${server.url}/play/nope-000`)).status).toBe(404);
      expect((await fetch(`${server.assetUrls[0]!}/play/hbr-electronic-001?demo=1`)).status).toBe(404);
    });

    it('shows a currency only when it is a currency code', async () => {
      const launch = await testClient(server).call<{ gameUrl: string }>('demoGameLaunch', { gameId: 30001 });
      if (!launch.ok) throw new Error('no demo launch');
      const url = new URL(launch.data.gameUrl);
      url.searchParams.set('currency', '<script>');
      const html = await (await fetch(url)).text();
      expect(html).not.toContain('<script>"');
      expect(html).toMatch(/<output id="balance">2000\.00<\/output> <\/p>/);
    });
  });
});

describe('playPageFrameAncestors', () => {
  describe('when lobby URLs are configured', () => {
    it('keeps the origin of each http(s) URL once, after self and before loopback', () => {
      expect(
        playPageFrameAncestors([
          'http://127.0.0.1:7100/',
          'https://a.example/x?y',
          'https://a.example/other',
          'javascript:alert(1)',
        ]),
      ).toBe("'self' http://127.0.0.1:7100 https://a.example http://127.0.0.1:* http://localhost:*");
    });
  });
});

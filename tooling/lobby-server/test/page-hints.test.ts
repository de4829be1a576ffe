// What the served page carries besides its boot data: the site's name in the splash, and a
// preload of the starting language's texts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandOf, languageOf, localeChunks, withModulePreload, withSplashBrand } from '../index.js';

/** Names that would open an element or an attribute if written as they are. */
const HOSTILE = [
  '</p><script>window.pwned = 1</script>',
  '<img src=x onerror=alert(1)>',
  '"\'><b>',
  '&lt;b&gt;',
];

const page = (head: string) =>
  `<!doctype html><html><head><title>Lobby</title>${head}</head><body></body></html>`;

describe('withSplashBrand', () => {
  const splash =
    '<div id="root"><div class="lk-splash" role="status"><span class="lk-spinner" aria-hidden="true"></span></div></div>';

  describe('when the page has the splash and the site a name', () => {
    it("writes the name as the splash's first child, as text", () => {
      expect(withSplashBrand(splash, 'Lucky Harbor')).toBe(
        '<div id="root"><div class="lk-splash" role="status"><p class="lk-splash__brand">Lucky Harbor</p><span class="lk-spinner" aria-hidden="true"></span></div></div>',
      );
    });

    it.each(HOSTILE)('writes %j as text that opens no element', (name) => {
      const html = withSplashBrand(splash, name);
      const written = /<p class="lk-splash__brand">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
      expect(written).not.toMatch(/[<>"']/);
      expect(html.match(/</g)).toHaveLength(splash.match(/</g)!.length + 2);
    });
  });

  describe('when there is no name or no splash', () => {
    it('leaves the page as it is', () => {
      expect(withSplashBrand(splash, undefined)).toBe(splash);
      expect(withSplashBrand(splash, '')).toBe(splash);
      expect(withSplashBrand(page(''), 'Lucky Harbor')).toBe(page(''));
    });
  });
});

describe('brandOf', () => {
  it.each([
    [{ siteInfo: { siteName: 'Lucky Harbor', title: 'Lucky Harbor Lobby' } }, 'Lucky Harbor'],
    [{ siteInfo: { siteName: '  ', title: 'Siam Moon' } }, 'Siam Moon'],
    [{ siteInfo: { siteName: 'x'.repeat(80) } }, 'x'.repeat(60)],
    [{ siteInfo: { siteName: 42 } }, undefined],
    [{}, undefined],
    [null, undefined],
    ['corrupt', undefined],
  ])('reads %j as %j', (value, brand) => {
    expect(brandOf(value)).toBe(brand);
  });
});

describe('languageOf', () => {
  it.each([
    [{ language: 'th_TH' }, 'th_TH'],
    [{ language: 'en' }, undefined],
    [{ language: '../../x' }, undefined],
    [{ language: 7 }, undefined],
    [null, undefined],
  ])('reads %j as %j', (value, language) => {
    expect(languageOf(value)).toBe(language);
  });
});

describe('localeChunks', () => {
  it('finds each language chunk of a build, and nothing else', () => {
    const dist = mkdtempSync(join(tmpdir(), 'lobby-locales-'));
    mkdirSync(join(dist, 'assets'));
    for (const file of [
      'en_US-CLCC5qy0.js',
      'th_TH-Dd_VFk-R1n.js',
      'en_US-CLCC5qy0.js.map',
      'index-abc.js',
      'x_Y-1.js',
    ])
      writeFileSync(join(dist, 'assets', file), '');
    expect(Object.fromEntries(localeChunks(dist))).toEqual({
      en_US: '/assets/en_US-CLCC5qy0.js',
      th_TH: '/assets/th_TH-Dd_VFk-R1n.js',
    });
  });

  it('answers none for a folder without assets', () => {
    expect(localeChunks(join(tmpdir(), 'no-such-lobby-build')).size).toBe(0);
  });
});

describe('withModulePreload', () => {
  it('adds the preload at the end of the head', () => {
    expect(withModulePreload(page(''), '/assets/en_US-1.js')).toBe(
      page('<link rel="modulepreload" crossorigin href="/assets/en_US-1.js">'),
    );
  });

  it('leaves the page as it is without a chunk', () => {
    expect(withModulePreload(page(''), undefined)).toBe(page(''));
  });
});

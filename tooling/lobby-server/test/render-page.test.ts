// A server render in the served page: the root's content replaced, its inputs on the root, its
// head and stylesheet in <head>; and the layout a request asks for.
import { describe, expect, it } from 'vitest';
import { layoutOfRequest, withServerRender } from '../index.js';

const PAGE =
  '<!doctype html><html><head><title>Lobby</title></head><body>' +
  '<div id="root"><!-- the splash; a <div> in a comment is no element -->' +
  '<div class="lk-splash" role="status"><div class="lk-spinner"></div></div></div>' +
  '<script type="module" src="/assets/entry.js"></script></body></html>';

const RENDER = {
  html: '<div class="lk-app"><main><h1>Lucky Harbor</h1></main></div>',
  head: '<link rel="preload" as="image" href="/active/banner.avif"/>',
  stylesHref: '/lobby-render/0123456789abcdef0123456789abcdef.css',
  attributes: { 'data-lk-render': '{"language":"en_US","path":"/?q=\\"<b>"}' },
};

describe('withServerRender', () => {
  describe('when the page has a root element', () => {
    it('puts the markup in the root in place of the splash, and keeps what follows the root', () => {
      const html = withServerRender(PAGE, RENDER);
      expect(html).toContain(
        `<div id="root" data-lk-render="{&quot;language&quot;:&quot;en_US&quot;,&quot;path&quot;:&quot;/?q=\\&quot;&lt;b&gt;&quot;}">${RENDER.html}</div><script type="module" src="/assets/entry.js"></script>`,
      );
      expect(html).not.toContain('lk-splash');
    });

    it("adds the render's head and its stylesheet at the end of <head>", () => {
      expect(withServerRender(PAGE, RENDER)).toContain(
        `<title>Lobby</title>${RENDER.head}<link rel="stylesheet" href="${RENDER.stylesHref}"></head>`,
      );
    });

    it('links no stylesheet for a render without styles', () => {
      expect(withServerRender(PAGE, { ...RENDER, stylesHref: undefined })).not.toContain('stylesheet');
    });

    it('refuses to write anything but data attributes on the root', () => {
      expect(() => withServerRender(PAGE, { ...RENDER, attributes: { onclick: 'alert(1)' } })).toThrow(
        TypeError,
      );
      expect(() =>
        withServerRender(PAGE, { ...RENDER, attributes: { 'data-x" onclick="alert(1)': '' } }),
      ).toThrow(TypeError);
    });

    it("writes the render's language on <html>, in place of the page's own", () => {
      const html = withServerRender(PAGE.replace('<html>', '<html lang="en" class="x">'), {
        ...RENDER,
        lang: 'pt-BR',
      });
      expect(html).toContain('<!doctype html><html lang="pt-BR" class="x"><head>');
      expect(withServerRender(PAGE, { ...RENDER, lang: 'th-TH' })).toContain('<html lang="th-TH"><head>');
      expect(withServerRender(PAGE, RENDER)).toContain('<html><head>');
    });

    it('refuses a language that is not a language tag', () => {
      for (const lang of ['en" onload="alert(1)', '', 'en_US', 'x'])
        expect(() => withServerRender(PAGE, { ...RENDER, lang })).toThrow(TypeError);
    });
  });

  describe('when the page has no root element', () => {
    it('leaves the page as it is', () => {
      const page = '<!doctype html><html><head></head><body><main id="rooted"></main></body></html>';
      expect(withServerRender(page, RENDER)).toBe(page);
    });
  });
});

describe('layoutOfRequest', () => {
  describe('when the browser sends the mobile client hint', () => {
    it('follows the hint, whatever the user agent says', () => {
      expect(layoutOfRequest({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'Mozilla/5.0 (X11; Linux)' })).toBe(
        'phone',
      );
      expect(layoutOfRequest({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 Mobile Safari' })).toBe(
        'desktop',
      );
    });
  });

  describe('when it sends no hint', () => {
    it('reads "Mobile" in the user agent, and takes anything else for a desktop', () => {
      expect(
        layoutOfRequest({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36' }),
      ).toBe('phone');
      expect(layoutOfRequest({ 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0) Safari/605.1.15' })).toBe(
        'desktop',
      );
      expect(layoutOfRequest({})).toBe('desktop');
    });
  });
});

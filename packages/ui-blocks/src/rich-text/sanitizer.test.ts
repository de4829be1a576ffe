import { describe, expect, it } from 'vitest';
import { xssCorpus } from '@lobbykit/test-utils/xss';
import { richTextViolations } from '../../test/xss-invariants';
import { applyRichTextStyles, renameInlineAttributes, sanitizeRichText } from './sanitizer';

const options = {
  window,
  baseUrl: 'https://lobby.example/notice',
  allowedHosts: ['promo.example'],
  trustedTypesPolicyName: 'lobbykit-rich-text',
};

function render(html: string) {
  const result = sanitizeRichText(html, options);
  if (!result.ok) throw new Error(`sanitize failed: ${result.code}`);
  const host = document.createElement('div');
  host.append(result.fragment);
  applyRichTextStyles(result.styles);
  return host;
}

describe('sanitizeRichText', () => {
  describe('when given ordinary notice HTML', () => {
    it('keeps formatting, lists, tables and images', () => {
      const host = render(
        '<h2>Rules</h2><p><b>Bold</b> <em>em</em> <u>u</u></p><ul><li>one</li></ul><table><tr><td colspan="2">cell</td></tr></table><img src="https://cdn.example/a.png" alt="Banner" width="300">',
      );
      expect(host.querySelector('h2')?.textContent).toBe('Rules');
      expect(host.querySelector('td')?.getAttribute('colspan')).toBe('2');
      const img = host.querySelector('img')!;
      expect(img.getAttribute('src')).toBe('https://cdn.example/a.png');
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(render('<img src="https://cdn.example/b.png">').querySelector('img')?.getAttribute('alt')).toBe(
        '',
      );
      expect(richTextViolations(host)).toEqual([]);
    });
  });

  describe('when given links', () => {
    it('keeps http(s) links to the own origin and allowed hosts, opened safely', () => {
      const host = render('<a href="/wallet">own</a> <a href="https://promo.example/x">promo</a>');
      const [own, promo] = Array.from(host.querySelectorAll('a'));
      expect(own?.getAttribute('href')).toBe('https://lobby.example/wallet');
      expect(promo?.getAttribute('href')).toBe('https://promo.example/x');
      for (const link of [own, promo]) {
        expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
        expect(link?.getAttribute('target')).toBe('_blank');
      }
    });

    it('turns other links into plain text', () => {
      const host = render(
        '<p><a href="https://evil.example/">evil</a> and <a href="javascript:alert(1)">js</a></p>',
      );
      expect(host.querySelector('a')).toBeNull();
      expect(host.textContent).toBe('evil and js');
    });
  });

  describe('when given inline styles', () => {
    it('keeps safe colours through the CSSOM and drops the rest', () => {
      const host = render('<span style="color:#e33;position:fixed;background:url(x)">hot</span>');
      const span = host.querySelector('span')!;
      expect(span.style.getPropertyValue('color')).toBe('rgb(238, 51, 51)');
      expect(span.style.getPropertyValue('position')).toBe('');
      expect(span.getAttribute('style')).not.toMatch(/url|fixed/);
    });

    it('keeps the block sanitised when a style names an inherited property', () => {
      for (const style of ['constructor:x', '__proto__:x']) {
        const result = sanitizeRichText(
          `<p><b>bold</b> <span style="${style};color:red">hot</span></p>`,
          options,
        );
        expect(result.ok, style).toBe(true);
        if (!result.ok) continue;
        const host = document.createElement('div');
        host.append(result.fragment);
        applyRichTextStyles(result.styles);
        expect(host.querySelector('b')?.textContent, style).toBe('bold');
        expect(host.querySelector('span')?.style.getPropertyValue('color'), style).toBe('red');
      }
    });
  });

  describe('when given images with unsafe sources', () => {
    it('drops them', () => {
      const host = render('<img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><img>');
      expect(host.querySelectorAll('img')).toHaveLength(0);
    });
  });

  describe('when given the XSS corpus', () => {
    it('has at least 400 payloads', () => {
      expect(xssCorpus.length).toBeGreaterThanOrEqual(400);
    });

    it('leaves nothing outside the rules in any payload', () => {
      const failures: string[] = [];
      for (const payload of xssCorpus) {
        const violations = richTextViolations(render(payload.html));
        if (violations.length > 0) failures.push(`${payload.html} -> ${violations.join('; ')}`);
      }
      expect(failures).toEqual([]);
    });
  });
});

describe('renameInlineAttributes', () => {
  describe('when tags carry style or event handler attributes', () => {
    it('renames them to inert data attributes, leaving text alone', () => {
      expect(renameInlineAttributes('<p style="color:red" onclick=x()>a style=b</p><img/onerror=y>')).toBe(
        '<p data-lk-style="color:red" data-lk-onclick=x()>a style=b</p><img/data-lk-onerror=y>',
      );
      expect(renameInlineAttributes('<a title="x" ONMOUSEOVER = "z">')).toBe(
        '<a title="x" data-lk-ONMOUSEOVER = "z">',
      );
    });
  });
});

import { describe, expect, it } from 'vitest';
import { isExternalHref, safeHref } from './safe-href';

describe('safeHref', () => {
  describe('when the link cannot run script', () => {
    it.each([
      ['https://help.example/faq', 'https://help.example/faq'],
      ['http://example.com', 'http://example.com'],
      ['mailto:support@example.com', 'mailto:support@example.com'],
      ['tel:+5511999999999', 'tel:+5511999999999'],
      ['/home/event', '/home/event'],
      ['  ?gameCategoryId=3 ', '?gameCategoryId=3'],
      ['//cdn.example/terms', '//cdn.example/terms'],
    ])('keeps %s', (input, output) => {
      expect(safeHref(input)).toBe(output);
    });
  });

  describe('when the link could run script or is empty', () => {
    it.each([
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '',
      '   ',
    ])('drops %j', (input) => {
      expect(safeHref(input)).toBeUndefined();
    });

    it('drops what is not a string', () => {
      expect(safeHref(undefined)).toBeUndefined();
      expect(safeHref(null)).toBeUndefined();
    });
  });
});

describe('isExternalHref', () => {
  describe('when given links', () => {
    it('tells links to other sites from paths', () => {
      expect(isExternalHref('https://t.me/lobby')).toBe(true);
      expect(isExternalHref('//cdn.example/x')).toBe(true);
      expect(isExternalHref('/home/vip')).toBe(false);
      expect(isExternalHref('mailto:a@b.c')).toBe(false);
    });
  });
});

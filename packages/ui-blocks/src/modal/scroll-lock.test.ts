import { describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock';

describe('lockScroll', () => {
  describe('when one lock is taken and released', () => {
    it('hides overflow, then restores what was there', () => {
      document.body.style.setProperty('overflow', 'auto');
      const release = lockScroll(document);
      expect(document.body.style.getPropertyValue('overflow')).toBe('hidden');
      release();
      expect(document.body.style.getPropertyValue('overflow')).toBe('auto');
      document.body.style.removeProperty('overflow');
    });
  });

  describe('when locks nest', () => {
    it('keeps the page locked until the last release, and a double release counts once', () => {
      const first = lockScroll(document);
      const second = lockScroll(document);
      first();
      first();
      expect(document.body.style.getPropertyValue('overflow')).toBe('hidden');
      second();
      expect(document.body.style.getPropertyValue('overflow')).toBe('');
    });
  });
});

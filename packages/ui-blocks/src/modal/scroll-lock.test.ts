import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from './scroll-lock';

const overflow = () => document.body.style.getPropertyValue('overflow');
const gutter = () => document.documentElement.style.getPropertyValue('scrollbar-gutter');

afterEach(() => {
  vi.restoreAllMocks();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
});

describe('lockScroll', () => {
  describe('when one lock is taken and released', () => {
    it('hides overflow and keeps the scrollbar’s gutter, then restores what was there', () => {
      document.body.style.setProperty('overflow', 'auto');
      const release = lockScroll(document);
      expect(overflow()).toBe('hidden');
      expect(gutter()).toBe('stable');
      release();
      expect(overflow()).toBe('auto');
      expect(gutter()).toBe('');
    });

    it('keeps a gutter the page set itself', () => {
      document.documentElement.style.setProperty('scrollbar-gutter', 'stable both-edges');
      lockScroll(document)();
      expect(gutter()).toBe('stable both-edges');
    });
  });

  describe('when a modal opens on a page whose layout is not up to date', () => {
    it('reads no layout (that would lay the whole page out in the opening’s task)', () => {
      const clientWidth = vi.spyOn(document.documentElement, 'clientWidth', 'get');
      const innerWidth = vi.spyOn(window, 'innerWidth', 'get');
      lockScroll(document)();
      expect(clientWidth).not.toHaveBeenCalled();
      expect(innerWidth).not.toHaveBeenCalled();
    });
  });

  describe('when locks nest', () => {
    it('keeps the page locked until the last release, and a double release counts once', () => {
      const first = lockScroll(document);
      const second = lockScroll(document);
      first();
      first();
      expect(overflow()).toBe('hidden');
      second();
      expect(overflow()).toBe('');
      expect(gutter()).toBe('');
    });
  });
});

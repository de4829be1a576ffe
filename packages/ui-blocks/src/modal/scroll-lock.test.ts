import { afterEach, describe, expect, it, vi } from 'vitest';
import { COVERED_ATTRIBUTE, lockScroll, scrollbarWidth } from './scroll-lock';

const overflow = () => document.body.style.getPropertyValue('overflow');
const padding = () => document.body.style.getPropertyValue('padding-right');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.removeAttribute('style');
});

describe('lockScroll', () => {
  describe('when one lock is taken and released', () => {
    it('hides overflow, then restores what was there', () => {
      document.body.style.setProperty('overflow', 'auto');
      const release = lockScroll(document);
      expect(overflow()).toBe('hidden');
      release();
      expect(overflow()).toBe('auto');
    });
  });

  describe('when the page has a scrollbar that takes room', () => {
    it('pads the body by its width while locked, so nothing beside it moves', () => {
      document.body.style.setProperty('padding-right', '4px');
      const release = lockScroll(document, 15);
      expect(padding()).toBe('15px');
      release();
      expect(padding()).toBe('4px');
    });

    it('reads no layout when the width was measured before the modal joined the page', () => {
      const clientWidth = vi.spyOn(document.documentElement, 'clientWidth', 'get');
      lockScroll(document, 15)();
      expect(clientWidth).not.toHaveBeenCalled();
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
    });
  });

  describe('while any lock holds', () => {
    it('marks the root element as covered, and unmarks it with the last release', () => {
      const covered = () => document.documentElement.hasAttribute(COVERED_ATTRIBUTE);
      expect(COVERED_ATTRIBUTE).toBe('data-lk-covered');
      const first = lockScroll(document);
      const second = lockScroll(document);
      expect(covered()).toBe(true);
      first();
      expect(covered()).toBe(true);
      second();
      expect(covered()).toBe(false);
    });
  });
});

describe('scrollbarWidth', () => {
  it('is the viewport’s width less the page’s, and 0 where nothing is laid out', () => {
    expect(scrollbarWidth(document)).toBe(0);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1009);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
    expect(scrollbarWidth(document)).toBe(15);
    expect(scrollbarWidth(undefined)).toBe(0);
  });

  it('is 0 on a touch screen without hover (its scrollbars overlay the page), reading no layout', () => {
    const matchMedia = vi.fn(
      (query: string) => ({ matches: query.includes('pointer: coarse') }) as MediaQueryList,
    );
    vi.stubGlobal('matchMedia', matchMedia);
    const clientWidth = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1009);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
    expect(scrollbarWidth(document)).toBe(0);
    expect(matchMedia).toHaveBeenCalledWith('(hover: none) and (pointer: coarse)');
    expect(clientWidth).not.toHaveBeenCalled();
  });
});

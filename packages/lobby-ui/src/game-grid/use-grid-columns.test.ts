import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countColumns, useGridColumns, type ResizeObserverConstructor } from './use-grid-columns';

/** A ResizeObserver the test drives: `resize(width)` reports a new content box to each observer. */
function manualResizeObserver() {
  const callbacks = new Set<(width: number) => void>();
  const Observer = class {
    readonly #report: (width: number) => void;
    constructor(callback: ResizeObserverCallback) {
      this.#report = (width) => callback([{ contentRect: { width } } as ResizeObserverEntry], this);
    }
    observe() {
      callbacks.add(this.#report);
    }
    unobserve() {}
    disconnect() {
      callbacks.delete(this.#report);
    }
  } as unknown as ResizeObserverConstructor;
  return {
    Observer,
    resize: (width: number) =>
      act(() => {
        for (const callback of callbacks) callback(width);
      }),
    get observing() {
      return callbacks.size;
    },
  };
}

/** A grid in the document (jsdom recomputes the style of connected elements only). */
function gridOf(columns: string): HTMLElement {
  const element = document.body.appendChild(document.createElement('div'));
  element.style.gridTemplateColumns = columns;
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('countColumns', () => {
  describe('when the browser resolved the tracks', () => {
    it('counts them, line names aside', () => {
      expect(countColumns('140px 140px 140px')).toBe(3);
      expect(countColumns('[start] 120.5px [middle] 120.5px [end]')).toBe(2);
    });
  });

  describe('when there are no tracks', () => {
    it('counts one column', () => {
      expect(countColumns('none')).toBe(1);
      expect(countColumns('')).toBe(1);
    });
  });
});

describe('useGridColumns', () => {
  describe('when the theme fixes the columns', () => {
    it('returns them without observing the grid', () => {
      const observer = manualResizeObserver();
      const { result } = renderHook(() => useGridColumns(gridOf('1fr 1fr'), 4, observer.Observer));
      expect(result.current).toBe(4);
      expect(observer.observing).toBe(0);
    });
  });

  describe('when the grid fits its columns to its width', () => {
    it('is unknown until laid out, then reads the tracks again only when the width changes', () => {
      const observer = manualResizeObserver();
      const grid = gridOf('100px 100px 100px');
      const { result, unmount } = renderHook(() => useGridColumns(grid, undefined, observer.Observer));
      expect(result.current).toBeUndefined();
      observer.resize(320);
      expect(result.current).toBe(3);
      // Taller with a new page, same width: the tracks are not read again.
      grid.style.gridTemplateColumns = '100px';
      observer.resize(320);
      expect(result.current).toBe(3);
      grid.style.gridTemplateColumns = '100px 100px 100px 100px 100px';
      observer.resize(560);
      expect(result.current).toBe(5);
      unmount();
      expect(observer.observing).toBe(0);
    });
  });

  describe('when there is no ResizeObserver', () => {
    it('stays unknown', () => {
      const { result } = renderHook(() => useGridColumns(gridOf('1fr 1fr'), undefined, undefined));
      expect(result.current).toBeUndefined();
    });
  });
});

// How many columns an auto-filled grid shows, read after the browser has laid it out, so each run
// of cards can estimate its height before it is first rendered.
import { useEffect, useState } from 'react';

/** The ResizeObserver constructor, injected so tests (and browsers without one) can replace it. */
export type ResizeObserverConstructor = new (callback: ResizeObserverCallback) => ResizeObserver;

/** Tracks of a resolved `grid-template-columns` ("140px 140px 140px" is three). */
export function countColumns(tracks: string): number {
  const sizes = tracks
    .replace(/\[[^\]]*\]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((size) => size !== '' && size !== 'none');
  return Math.max(1, sizes.length);
}

/**
 * The column count of `element`, a grid: `fixed` when the theme fixes it, otherwise what the
 * browser resolved, or undefined until it is known (or without a ResizeObserver).
 */
export function useGridColumns(
  element: HTMLElement | null,
  fixed: number | undefined,
  Observer: ResizeObserverConstructor | undefined = globalThis.ResizeObserver,
): number | undefined {
  const [measured, setMeasured] = useState<number>();
  useEffect(() => {
    if (fixed !== undefined || !element || !Observer) return undefined;
    // The grid grows taller with every page; only a new width can change its columns.
    let width = -1;
    const observer = new Observer((entries) => {
      const entry = entries.at(-1);
      if (!entry || entry.contentRect.width === width) return;
      width = entry.contentRect.width;
      // Read inside the observer's callback, where layout is already done: no forced layout.
      setMeasured(countColumns(getComputedStyle(element).gridTemplateColumns));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, fixed, Observer]);
  return fixed ?? measured;
}

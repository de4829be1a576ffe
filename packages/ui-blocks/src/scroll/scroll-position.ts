// Where a container is and where it should go: its position, the thumb that shows it, and the
// targets of a snap and a step. Reads the DOM, never writes it.
import type { CssVars } from '../shared/use-css-vars';
import { getScrollOffset, maxScrollOffset, nearestStep, type ScrollAxis } from './scroll-animation';

/** Where a container is scrolled to. */
export interface ScrollPosition {
  readonly offset: number;
  readonly max: number;
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

export function positionOf(element: HTMLElement, axis: ScrollAxis): ScrollPosition {
  const offset = getScrollOffset(element, axis);
  const max = maxScrollOffset(element, axis);
  // Sub-pixel offsets on zoomed pages never quite reach max.
  return { offset, max, atStart: offset <= 1, atEnd: offset >= max - 1 };
}

/** The visible length along the axis. */
export const viewSize = (element: HTMLElement, axis: ScrollAxis): number =>
  axis === 'horizontal' ? element.clientWidth : element.clientHeight;

/** The whole content's length along the axis. */
export const scrollSize = (element: HTMLElement, axis: ScrollAxis): number =>
  axis === 'horizontal' ? element.scrollWidth : element.scrollHeight;

/** Where the pointer is along the axis. */
export const pointerAlong = (event: PointerEvent, axis: ScrollAxis): number =>
  axis === 'horizontal' ? event.clientX : event.clientY;

/**
 * The thumb's size and place as shares of the track: its size is the visible share of the
 * content, at least 10% of the track; undefined while the content has no size.
 */
export function thumbVars(position: ScrollPosition, view: number, content: number): CssVars | undefined {
  if (!(content > 0)) return undefined;
  const size = Math.min(1, Math.max(0.1, view / content));
  const { offset, max } = position;
  return {
    '--lk-thumb-size': `${(size * 100).toFixed(2)}%`,
    '--lk-thumb-offset': `${(max > 0 ? (offset / max) * (1 - size) * 100 : 0).toFixed(2)}%`,
  };
}

/** The step boundary to settle on once scrolling stops, or undefined when already within 1 px of it. */
export function snapTarget(position: ScrollPosition, step: number | undefined): number | undefined {
  const target = nearestStep(position.offset, step ?? 0, position.max);
  return Math.abs(target - position.offset) >= 1 ? target : undefined;
}

/**
 * Where one step forward (1) or back (-1) lands, counted from the nearest step boundary: one
 * step further, or 80% of the view further without a step size.
 */
export function stepTarget(
  offset: number,
  step: number | undefined,
  view: number,
  direction: 1 | -1,
): number {
  const size = step ?? 0;
  const from = nearestStep(offset, size, Infinity);
  return from + direction * (size > 0 ? size : Math.round(view * 0.8));
}

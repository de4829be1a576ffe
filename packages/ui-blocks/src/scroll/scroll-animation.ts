// Animated scrolling on injected frames, so the spec's durations are exact and testable.
import type { Scheduler } from '../shared/scheduler';

/** Which way a container scrolls. */
export type ScrollAxis = 'horizontal' | 'vertical';

/** Reads and writes the scroll offset along one axis. */
export function getScrollOffset(element: HTMLElement, axis: ScrollAxis): number {
  return axis === 'horizontal' ? element.scrollLeft : element.scrollTop;
}

export function setScrollOffset(element: HTMLElement, axis: ScrollAxis, value: number): void {
  if (axis === 'horizontal') element.scrollLeft = value;
  else element.scrollTop = value;
}

/** The largest offset the element can scroll to along the axis. */
export function maxScrollOffset(element: HTMLElement, axis: ScrollAxis): number {
  const max =
    axis === 'horizontal'
      ? element.scrollWidth - element.clientWidth
      : element.scrollHeight - element.clientHeight;
  return Math.max(0, max);
}

/** Starts fast and settles gently, like native smooth scrolling. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** Options of {@link animateScroll}. */
export interface AnimateScrollOptions {
  readonly element: HTMLElement;
  readonly axis: ScrollAxis;
  /** Target offset; clamped to the scrollable range. */
  readonly to: number;
  /** Duration in ms; 0 jumps at once. */
  readonly duration: number;
  readonly scheduler: Scheduler;
  /** Called once when the target is reached (not when cancelled). */
  readonly onDone?: () => void;
}

/** Scrolls to `to` over `duration`; returns a function that stops the animation where it is. */
export function animateScroll(options: AnimateScrollOptions): () => void {
  const { element, axis, duration, scheduler, onDone } = options;
  const to = Math.min(maxScrollOffset(element, axis), Math.max(0, options.to));
  const from = getScrollOffset(element, axis);
  if (duration <= 0 || from === to) {
    setScrollOffset(element, axis, to);
    onDone?.();
    return () => undefined;
  }
  const start = scheduler.now();
  let handle: unknown;
  let running = true;
  const step = () => {
    if (!running) return;
    const t = (scheduler.now() - start) / duration;
    setScrollOffset(element, axis, from + (to - from) * easeOutCubic(t));
    if (t >= 1) {
      running = false;
      setScrollOffset(element, axis, to);
      onDone?.();
    } else {
      handle = scheduler.requestFrame(step);
    }
  };
  handle = scheduler.requestFrame(step);
  return () => {
    if (!running) return;
    running = false;
    scheduler.cancelFrame(handle);
  };
}

/** The offset of the step boundary nearest to `offset` (snap target). */
export function nearestStep(offset: number, step: number, max: number): number {
  if (!(step > 0)) return offset;
  const snapped = Math.round(offset / step) * step;
  return Math.min(max, Math.max(0, snapped));
}

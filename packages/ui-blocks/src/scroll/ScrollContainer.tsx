// A scroll area with the lobby's timings: idle end event, snapping, drag-to-scroll, a custom track.
import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { cx } from '../shared/class-names';
import { browserScheduler, type Scheduler } from '../shared/scheduler';
import { SCROLL_TO_MS } from '../shared/timings';
import type { ScrollAxis } from './scroll-animation';
import { createScrollController, type LatestProps, type ScrollController } from './scroll-controller';
import type { ScrollPosition } from './scroll-position';

/** Options of the animated scroll methods. */
export interface ScrollOptions {
  /** Animation length in ms; 0 jumps. */
  readonly duration?: number;
}

/** What a ref to a ScrollContainer can do. */
export interface ScrollContainerHandle {
  /** The scrolling element. */
  readonly element: HTMLDivElement | null;
  /** Scrolls to an offset. @default duration SCROLL_TO_MS (200) */
  scrollTo(offset: number, options?: ScrollOptions): void;
  /** Scrolls by a distance. @default duration SCROLL_TO_MS (200) */
  scrollBy(delta: number, options?: ScrollOptions): void;
  /** Moves one step (the `step` size, else 80% of the view) forward (1) or back (-1) in STEP_SNAP_MS (400). */
  step(direction: 1 | -1): void;
}

/** Props of {@link ScrollContainer}. */
export interface ScrollContainerProps {
  /** Accessible name of the scroll region (it is focusable, so the keyboard can scroll it). */
  readonly label: string;
  /**
   * Scroll direction.
   * @default 'vertical'
   */
  readonly direction?: ScrollAxis;
  readonly children?: ReactNode;
  readonly className?: string;
  /** Called SCROLL_IDLE_MS (150 ms) after the last scroll movement, once any snap has finished. */
  readonly onScrollEnd?: (position: ScrollPosition) => void;
  /** Called at most every EDGE_DEBOUNCE_MS (50 ms) while scrolling, and after a resize. */
  readonly onPositionChange?: (position: ScrollPosition) => void;
  /** Snap step in px: after scrolling stops the content settles on a multiple of it in STEP_SNAP_MS (400 ms). */
  readonly step?: number;
  /**
   * Shows the custom track; clicking it pages by a view in TRACK_CLICK_SCROLL_MS (300 ms). It fades
   * out SCROLLBAR_HIDE_MS (600 ms) after activity.
   * @default true
   */
  readonly scrollbar?: boolean;
  /**
   * Lets a mouse drag the content; a press becomes a drag past DRAG_THRESHOLD_PX (20 px), and then
   * the click that ends it is swallowed so a card under the pointer does not open.
   * @default true
   */
  readonly dragToScroll?: boolean;
  /**
   * Clock, timers and frames.
   * @default browserScheduler
   */
  readonly scheduler?: Scheduler;
  readonly ref?: Ref<ScrollContainerHandle>;
}

/**
 * A horizontal or vertical scroll area: reports when scrolling ends, snaps to steps, scrolls
 * by mouse drag, and draws a slim track that pages when clicked. The root carries
 * `data-at-start` / `data-at-end` for edge fades, and the `ref` handle's `step()` drives
 * previous/next buttons.
 */
export function ScrollContainer({
  label,
  direction = 'vertical',
  children,
  className,
  onScrollEnd,
  onPositionChange,
  step,
  scrollbar = true,
  dragToScroll = true,
  scheduler = browserScheduler,
  ref,
}: ScrollContainerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const latest = useRef<LatestProps>({ onScrollEnd, onPositionChange, step, dragToScroll });
  useEffect(() => {
    latest.current = { onScrollEnd, onPositionChange, step, dragToScroll };
  }, [onScrollEnd, onPositionChange, step, dragToScroll]);

  // The controller lives as long as the element; only a new axis or clock rebuilds it.
  const controllerRef = useRef<ScrollController>(null);
  useEffect(() => {
    const controller = createScrollController({
      root: rootRef.current!,
      viewport: viewportRef.current!,
      track: trackRef.current,
      axis: direction,
      scheduler,
      latest: () => latest.current,
    });
    controllerRef.current = controller;
    return () => controller.destroy();
  }, [direction, scheduler]);

  useImperativeHandle(
    ref,
    () => ({
      get element() {
        return viewportRef.current;
      },
      scrollTo: (offset, options) =>
        controllerRef.current?.scrollTo(offset, options?.duration ?? SCROLL_TO_MS),
      scrollBy: (delta, options) => controllerRef.current?.scrollBy(delta, options?.duration ?? SCROLL_TO_MS),
      step: (stepDirection) => controllerRef.current?.step(stepDirection),
    }),
    [],
  );

  return (
    <div ref={rootRef} className={cx('lk-scroll', className)} data-direction={direction}>
      <div ref={viewportRef} className="lk-scroll__viewport" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
      {scrollbar && (
        <div ref={trackRef} className="lk-scroll__track" aria-hidden="true">
          <div className="lk-scroll__thumb" />
        </div>
      )}
    </div>
  );
}

export { browserScheduler };
export type { Scheduler, ScrollAxis, ScrollPosition };

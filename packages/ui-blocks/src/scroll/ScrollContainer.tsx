// A scroll area with the lobby's timings: idle end event, snapping, drag-to-scroll, a custom track.
import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { cx } from '../shared/class-names';
import { setCssVars } from '../shared/use-css-vars';
import { browserScheduler, debounce, type Scheduler } from '../shared/scheduler';
import {
  DRAG_THRESHOLD_PX,
  EDGE_DEBOUNCE_MS,
  RESIZE_DEBOUNCE_MS,
  SCROLL_IDLE_MS,
  SCROLL_TO_MS,
  SCROLLBAR_HIDE_MS,
  STEP_SNAP_MS,
  TRACK_CLICK_SCROLL_MS,
} from '../shared/timings';
import { dragOffset, dragTransition, idleDrag, type DragState } from './drag-machine';
import {
  animateScroll,
  getScrollOffset,
  maxScrollOffset,
  nearestStep,
  setScrollOffset,
  type ScrollAxis,
} from './scroll-animation';

/** Where a container is scrolled to. */
export interface ScrollPosition {
  readonly offset: number;
  readonly max: number;
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

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

function positionOf(element: HTMLElement, axis: ScrollAxis): ScrollPosition {
  const offset = getScrollOffset(element, axis);
  const max = maxScrollOffset(element, axis);
  // Sub-pixel offsets on zoomed pages never quite reach max.
  return { offset, max, atStart: offset <= 1, atEnd: offset >= max - 1 };
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
  const latest = useRef<Latest>({ onScrollEnd, onPositionChange, step, dragToScroll });
  useEffect(() => {
    latest.current = { onScrollEnd, onPositionChange, step, dragToScroll };
  }, [onScrollEnd, onPositionChange, step, dragToScroll]);

  // The controller lives as long as the element; only a new axis or clock rebuilds it.
  const controllerRef = useRef<ReturnType<typeof createController>>(null);
  useEffect(() => {
    const controller = createController(
      rootRef.current!,
      viewportRef.current!,
      trackRef.current,
      direction,
      scheduler,
      () => latest.current,
    );
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

interface Latest {
  readonly onScrollEnd?: ((position: ScrollPosition) => void) | undefined;
  readonly onPositionChange?: ((position: ScrollPosition) => void) | undefined;
  readonly step?: number | undefined;
  readonly dragToScroll: boolean;
}

/** The imperative part: DOM listeners, timers and animations of one mounted container. */
function createController(
  root: HTMLElement,
  viewport: HTMLElement,
  track: HTMLElement | null,
  axis: ScrollAxis,
  scheduler: Scheduler,
  latest: () => Latest,
) {
  const horizontal = axis === 'horizontal';
  const thumb = track?.firstElementChild as HTMLElement | null | undefined;
  const listeners = new AbortController();
  const on = <E extends Event>(
    target: EventTarget | null,
    type: string,
    listener: (event: E) => void,
    capture = false,
  ) =>
    target?.addEventListener(type, listener as EventListener, {
      signal: listeners.signal,
      capture,
      passive: type === 'scroll' || type === 'wheel',
    });
  let cancelAnimation: (() => void) | undefined;
  let drag: DragState = idleDrag;
  let swallowClick = false;

  const offset = () => getScrollOffset(viewport, axis);
  const position = () => positionOf(viewport, axis);
  const viewSize = () => (horizontal ? viewport.clientWidth : viewport.clientHeight);
  const pointerAt = (event: PointerEvent) => (horizontal ? event.clientX : event.clientY);

  function measure(): void {
    const scrollSize = horizontal ? viewport.scrollWidth : viewport.scrollHeight;
    const { offset: at, max, atStart, atEnd } = position();
    Object.assign(root.dataset, { overflow: max > 0, atStart, atEnd });
    if (thumb && scrollSize > 0) {
      const size = Math.min(1, Math.max(0.1, viewSize() / scrollSize));
      setCssVars(thumb, {
        '--lk-thumb-size': `${(size * 100).toFixed(2)}%`,
        '--lk-thumb-offset': `${(max > 0 ? (at / max) * (1 - size) * 100 : 0).toFixed(2)}%`,
      });
    }
  }
  const report = () => {
    measure();
    latest().onPositionChange?.(position());
  };

  const reportPosition = debounce(scheduler, EDGE_DEBOUNCE_MS, report);
  const remeasure = debounce(scheduler, RESIZE_DEBOUNCE_MS, report);
  const hideScrollbar = debounce(scheduler, SCROLLBAR_HIDE_MS, () => delete root.dataset.active);
  const idle = debounce(scheduler, SCROLL_IDLE_MS, () => {
    if (drag.phase !== 'idle' || cancelAnimation) return;
    const { step } = latest();
    const current = position();
    const target = nearestStep(current.offset, step ?? 0, current.max);
    if (Math.abs(target - current.offset) >= 1) animateTo(target, STEP_SNAP_MS);
    else latest().onScrollEnd?.(current);
  });

  function stopAnimation(): void {
    cancelAnimation?.();
    cancelAnimation = undefined;
  }
  function animateTo(to: number, duration: number): void {
    stopAnimation();
    let done = false;
    const cancel = animateScroll({
      element: viewport,
      axis,
      to,
      duration,
      scheduler,
      onDone: () => {
        done = true;
        cancelAnimation = undefined;
        // A jump may not fire a scroll event (already there); make sure the end is reported.
        idle();
      },
    });
    // A jump (duration 0) is done before animateScroll returns.
    if (!done) cancelAnimation = cancel;
  }

  on(viewport, 'scroll', () => {
    root.dataset.active = 'true';
    hideScrollbar();
    measure();
    reportPosition();
    idle();
  });
  on<PointerEvent>(viewport, 'pointerdown', (event) => {
    stopAnimation();
    swallowClick = false;
    if (latest().dragToScroll && event.pointerType === 'mouse' && event.button === 0) {
      drag = dragTransition(
        drag,
        { type: 'press', at: pointerAt(event), offset: offset() },
        DRAG_THRESHOLD_PX,
      );
    }
  });
  on<PointerEvent>(viewport, 'pointermove', (event) => {
    const before = drag.phase;
    drag = dragTransition(drag, { type: 'move', at: pointerAt(event) }, DRAG_THRESHOLD_PX);
    if (drag.phase === 'dragging' && before === 'pressed') {
      root.dataset.dragging = 'true';
      viewport.setPointerCapture?.(event.pointerId);
    }
    const to = dragOffset(drag, pointerAt(event));
    if (to !== undefined) setScrollOffset(viewport, axis, to);
  });
  const endDrag = (event: PointerEvent) => {
    const cancelled = event.type === 'pointercancel';
    if (drag.phase === 'dragging') {
      swallowClick = !cancelled;
      delete root.dataset.dragging;
      idle();
    }
    drag = dragTransition(drag, { type: cancelled ? 'cancel' : 'release' }, DRAG_THRESHOLD_PX);
  };
  on(viewport, 'pointerup', endDrag);
  on(viewport, 'pointercancel', endDrag);
  // The click that ends a real drag must not open the card under the pointer.
  on<MouseEvent>(
    viewport,
    'click',
    (event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
  on(viewport, 'dragstart', (event) => {
    if (latest().dragToScroll) event.preventDefault();
  });
  on(viewport, 'wheel', stopAnimation);
  on(viewport, 'keydown', stopAnimation);
  on<PointerEvent>(track, 'pointerdown', (event) => {
    // A press on the track pages towards it, one view per press.
    if (event.target === thumb) return;
    const rect = thumb?.getBoundingClientRect();
    const before = rect !== undefined && pointerAt(event) < (horizontal ? rect.left : rect.top);
    animateTo(offset() + (before ? -1 : 1) * viewSize(), TRACK_CLICK_SCROLL_MS);
  });
  const resizeObserver = globalThis.ResizeObserver ? new ResizeObserver(() => remeasure()) : undefined;
  resizeObserver?.observe(viewport);
  measure();

  return {
    scrollTo: animateTo,
    scrollBy: (delta: number, duration: number) => animateTo(offset() + delta, duration),
    step(direction: 1 | -1) {
      const step = latest().step ?? 0;
      const from = nearestStep(offset(), step, Infinity);
      animateTo(from + direction * (step > 0 ? step : Math.round(viewSize() * 0.8)), STEP_SNAP_MS);
    },
    destroy() {
      stopAnimation();
      for (const debounced of [reportPosition, remeasure, hideScrollbar, idle]) debounced.cancel();
      resizeObserver?.disconnect();
      listeners.abort();
    },
  };
}

export { browserScheduler };
export type { Scheduler, ScrollAxis };

// The imperative half of ScrollContainer: the DOM listeners, timers and animations of one
// mounted container. The component keeps React's half (refs, props, the ref handle).
import { debounce, type Scheduler } from '../shared/scheduler';
import {
  DRAG_THRESHOLD_PX,
  EDGE_DEBOUNCE_MS,
  RESIZE_DEBOUNCE_MS,
  SCROLL_IDLE_MS,
  SCROLLBAR_HIDE_MS,
  STEP_SNAP_MS,
  TRACK_CLICK_SCROLL_MS,
} from '../shared/timings';
import { setCssVars } from '../shared/use-css-vars';
import {
  dragScrollOffset,
  dragScrollTransition,
  initialDragScrollState,
  type DragScrollState,
} from './drag-machine';
import { animateScroll, getScrollOffset, setScrollOffset, type ScrollAxis } from './scroll-animation';
import {
  pointerAlong,
  positionOf,
  scrollSize,
  snapTarget,
  stepTarget,
  thumbVars,
  viewSize,
  type ScrollPosition,
} from './scroll-position';

/** The props the controller reads when it needs them, so that new ones need no rebuild. */
export interface LatestProps {
  readonly onScrollEnd?: ((position: ScrollPosition) => void) | undefined;
  readonly onPositionChange?: ((position: ScrollPosition) => void) | undefined;
  readonly step?: number | undefined;
  readonly dragToScroll: boolean;
}

export interface ScrollControllerOptions {
  readonly root: HTMLElement;
  /** The scrolling element. */
  readonly viewport: HTMLElement;
  /** The custom track when it is shown; its first child is the thumb. */
  readonly track: HTMLElement | null;
  readonly axis: ScrollAxis;
  readonly scheduler: Scheduler;
  readonly latest: () => LatestProps;
}

export interface ScrollController {
  scrollTo(offset: number, duration: number): void;
  scrollBy(delta: number, duration: number): void;
  step(direction: 1 | -1): void;
  destroy(): void;
}

type Listen = <E extends Event>(
  target: EventTarget | null,
  type: string,
  listener: (event: E) => void,
  capture?: boolean,
) => void;

/** Listeners that one `abort()` removes together; scroll and wheel ones are passive. */
function listenerScope(): { on: Listen; abort: () => void } {
  const listeners = new AbortController();
  const on: Listen = (target, type, listener, capture = false) =>
    target?.addEventListener(type, listener as EventListener, {
      signal: listeners.signal,
      capture,
      passive: type === 'scroll' || type === 'wheel',
    });
  return { on, abort: () => listeners.abort() };
}

/** One scroll animation at a time: a new one stops the one running. */
function createAnimator(viewport: HTMLElement, axis: ScrollAxis, scheduler: Scheduler, onDone: () => void) {
  let cancel: (() => void) | undefined;
  const stop = (): void => {
    cancel?.();
    cancel = undefined;
  };
  const to = (offset: number, duration: number): void => {
    stop();
    let done = false;
    const cancelThis = animateScroll({
      element: viewport,
      axis,
      to: offset,
      duration,
      scheduler,
      onDone: () => {
        done = true;
        cancel = undefined;
        onDone();
      },
    });
    // A jump (duration 0) is done before animateScroll returns.
    if (!done) cancel = cancelThis;
  };
  return { to, stop, running: () => cancel !== undefined };
}

/** Marks the root for edge fades and places the thumb. */
function paintPosition(
  root: HTMLElement,
  thumb: HTMLElement | null | undefined,
  viewport: HTMLElement,
  axis: ScrollAxis,
): void {
  const position = positionOf(viewport, axis);
  const { max, atStart, atEnd } = position;
  Object.assign(root.dataset, { overflow: max > 0, atStart, atEnd });
  const vars = thumb && thumbVars(position, viewSize(viewport, axis), scrollSize(viewport, axis));
  if (vars) setCssVars(thumb, vars);
}

interface DragToScrollOptions {
  readonly on: Listen;
  readonly root: HTMLElement;
  readonly viewport: HTMLElement;
  readonly axis: ScrollAxis;
  readonly enabled: () => boolean;
  /** A real drag ended: the content may have to settle. */
  readonly onDragEnd: () => void;
}

/**
 * Lets a mouse drag the content once a press travels past DRAG_THRESHOLD_PX, and swallows the
 * click that ends such a drag. Touch is left to native scrolling.
 */
function wireDragToScroll({ on, root, viewport, axis, enabled, onDragEnd }: DragToScrollOptions) {
  let drag: DragScrollState = initialDragScrollState();
  let swallowClick = false;

  on<PointerEvent>(viewport, 'pointerdown', (event) => {
    swallowClick = false;
    if (enabled() && event.pointerType === 'mouse' && event.button === 0) {
      drag = dragScrollTransition(
        drag,
        { type: 'press', at: pointerAlong(event, axis), offset: getScrollOffset(viewport, axis) },
        DRAG_THRESHOLD_PX,
      );
    }
  });
  on<PointerEvent>(viewport, 'pointermove', (event) => {
    const before = drag.status;
    drag = dragScrollTransition(drag, { type: 'move', at: pointerAlong(event, axis) }, DRAG_THRESHOLD_PX);
    if (drag.status === 'dragging' && before === 'pressed') {
      root.dataset.dragging = 'true';
      viewport.setPointerCapture?.(event.pointerId);
    }
    const to = dragScrollOffset(drag, pointerAlong(event, axis));
    if (to !== undefined) setScrollOffset(viewport, axis, to);
  });
  const endDrag = (event: PointerEvent) => {
    const cancelled = event.type === 'pointercancel';
    if (drag.status === 'dragging') {
      swallowClick = !cancelled;
      delete root.dataset.dragging;
      onDragEnd();
    }
    drag = dragScrollTransition(drag, { type: cancelled ? 'cancel' : 'release' }, DRAG_THRESHOLD_PX);
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
    if (enabled()) event.preventDefault();
  });
  // Pressed from a mouse press until its release: the content is not to settle meanwhile.
  return { pressed: () => drag.status !== 'idle' };
}

/** A press on the track pages one view towards it; a press on the thumb does nothing. */
function wireTrackPaging(
  on: Listen,
  track: HTMLElement | null,
  thumb: HTMLElement | null | undefined,
  viewport: HTMLElement,
  axis: ScrollAxis,
  page: (to: number) => void,
): void {
  on<PointerEvent>(track, 'pointerdown', (event) => {
    if (event.target === thumb) return;
    const rect = thumb?.getBoundingClientRect();
    const before =
      rect !== undefined && pointerAlong(event, axis) < (axis === 'horizontal' ? rect.left : rect.top);
    page(getScrollOffset(viewport, axis) + (before ? -1 : 1) * viewSize(viewport, axis));
  });
}

export function createScrollController({
  root,
  viewport,
  track,
  axis,
  scheduler,
  latest,
}: ScrollControllerOptions): ScrollController {
  const thumb = track?.firstElementChild as HTMLElement | null | undefined;
  const { on, abort } = listenerScope();
  const paint = () => paintPosition(root, thumb, viewport, axis);
  const report = () => {
    paint();
    latest().onPositionChange?.(positionOf(viewport, axis));
  };
  const reportPosition = debounce(scheduler, EDGE_DEBOUNCE_MS, report);
  const remeasure = debounce(scheduler, RESIZE_DEBOUNCE_MS, report);
  const hideScrollbar = debounce(scheduler, SCROLLBAR_HIDE_MS, () => delete root.dataset.active);
  // Once scrolling has stopped (and no press or animation is under way): snap, or report the end.
  const idle = debounce(scheduler, SCROLL_IDLE_MS, () => {
    if (drag.pressed() || animator.running()) return;
    const current = positionOf(viewport, axis);
    const target = snapTarget(current, latest().step);
    if (target !== undefined) animator.to(target, STEP_SNAP_MS);
    else latest().onScrollEnd?.(current);
  });
  // A jump may not fire a scroll event (already there); the idle check makes sure the end is reported.
  const animator = createAnimator(viewport, axis, scheduler, () => idle());

  on(viewport, 'scroll', () => {
    root.dataset.active = 'true';
    hideScrollbar();
    paint();
    reportPosition();
    idle();
  });
  // The user takes over: a press, the wheel or a key stops an animation where it is. Before the
  // drag wiring, so a press reads the offset the animation stopped at.
  for (const type of ['pointerdown', 'wheel', 'keydown']) on(viewport, type, animator.stop);
  const drag = wireDragToScroll({
    on,
    root,
    viewport,
    axis,
    enabled: () => latest().dragToScroll,
    onDragEnd: () => idle(),
  });
  wireTrackPaging(on, track, thumb, viewport, axis, (to) => animator.to(to, TRACK_CLICK_SCROLL_MS));
  // The first position is painted from the observer's first report, which comes once the page
  // is laid out: reading it at creation would force a layout of the whole page for each scroller
  // while the page is still being built (a long task per row on a phone).
  let measured = false;
  const resizeObserver = globalThis.ResizeObserver
    ? new ResizeObserver(() => {
        if (measured) remeasure();
        else {
          measured = true;
          paint();
        }
      })
    : undefined;
  resizeObserver?.observe(viewport);
  if (!resizeObserver) paint();

  return {
    scrollTo: animator.to,
    scrollBy: (delta, duration) => animator.to(getScrollOffset(viewport, axis) + delta, duration),
    step: (direction) =>
      animator.to(
        stepTarget(getScrollOffset(viewport, axis), latest().step, viewSize(viewport, axis), direction),
        STEP_SNAP_MS,
      ),
    destroy() {
      animator.stop();
      for (const debounced of [reportPosition, remeasure, hideScrollbar, idle]) debounced.cancel();
      resizeObserver?.disconnect();
      abort();
    },
  };
}

// Reads a horizontal swipe from pointer events: a touch (or pen) that travels far enough
// sideways, more sideways than down.

/** Sideways travel (px) that makes a swipe; shorter moves stay taps. */
const SWIPE_MIN_PX = 40;

export interface SwipeStart {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
}

/** -1 for a swipe to the left (next), 1 to the right (previous), 0 for no swipe. */
export function swipeDirection(start: SwipeStart, endX: number, endY: number): -1 | 0 | 1 {
  const dx = endX - start.x;
  const dy = endY - start.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? -1 : 1;
}

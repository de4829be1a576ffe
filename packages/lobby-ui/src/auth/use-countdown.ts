// Whole seconds left until a moment, re-rendered as each second passes, on an injected clock and
// timers so tests move time by hand. The end is a moment, not a number of ticks: a slow or
// sleeping device shows the right number when it wakes.
import type { Clock, Timers } from '@lobbykit/contract';
import { useCallback, useEffect, useState } from 'react';

export const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const browserClock: Clock = () => Date.now();

export interface Countdown {
  /** Whole seconds left, rounded up; 0 when nothing runs. */
  readonly seconds: number;
  /** Starts (or restarts) a countdown of `seconds`; 0 or less stops it. */
  readonly start: (seconds: number) => void;
}

/**
 * A countdown. `givenSeconds` (a prop such as the restriction's) starts one from the first
 * render and restarts it whenever the number given changes.
 */
export function useCountdown(now: Clock, timers: Timers, givenSeconds = 0): Countdown {
  const endOf = (seconds: number) => (seconds > 0 ? now() + seconds * 1000 : null);
  const [given, setGiven] = useState(givenSeconds);
  const [until, setUntil] = useState<number | null>(() => endOf(givenSeconds));
  if (given !== givenSeconds) {
    setGiven(givenSeconds);
    setUntil(endOf(givenSeconds));
  }
  // Bumped by the timer so the component reads the clock again.
  const [, setTick] = useState(0);

  const left = until === null ? 0 : until - now();
  useEffect(() => {
    // A past end needs no timer: the count reads 0 until the next start.
    if (until === null || left <= 0) return undefined;
    // Wake when the shown number changes, not on a fixed beat that drifts.
    const handle = timers.setTimeout(() => setTick((tick) => tick + 1), left % 1000 || 1000);
    return () => timers.clearTimeout(handle);
  });

  const start = useCallback(
    (seconds: number) => setUntil(seconds > 0 ? now() + seconds * 1000 : null),
    [now],
  );
  return { seconds: left > 0 ? Math.ceil(left / 1000) : 0, start };
}

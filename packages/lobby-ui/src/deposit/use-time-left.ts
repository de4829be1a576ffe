// The time left until a moment, re-read as each second passes, on an injected clock and timers
// (tests and stories move time by hand). The end is a moment, not a count of ticks: a phone that
// slept shows the right time when it wakes.
import type { Clock, Timers } from '@lobbykit/contract';
import { useEffect, useState } from 'react';

export const browserClock: Clock = () => Date.now();

export const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Whole seconds left until `until` (ms since the epoch), rounded up; 0 once it has passed. */
export function useSecondsLeft(until: number, now: Clock, timers: Timers): number {
  // Bumped by the timer so the component reads the clock again.
  const [, setTick] = useState(0);
  const left = until - now();
  useEffect(() => {
    if (left <= 0) return undefined;
    // Wake when the shown second changes, not on a fixed beat that drifts.
    const handle = timers.setTimeout(() => setTick((tick) => tick + 1), left % 1000 || 1000);
    return () => timers.clearTimeout(handle);
  });
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** `m:ss` under an hour, `h:mm:ss` from an hour on. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

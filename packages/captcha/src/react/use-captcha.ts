// Hooks that read the guard from React.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CaptchaGuardHandle } from '../guard';
import type { CaptchaState } from '../machine';
import { secondsLeft } from '../messages';

/** The guard's current state; re-renders on every change. */
export function useCaptchaState(guard: Pick<CaptchaGuardHandle, 'subscribe' | 'getState'>): CaptchaState {
  return useSyncExternalStore(guard.subscribe, guard.getState, guard.getState);
}

/** Whole seconds of restriction left, re-read four times a second while `active`. */
export function useRestrictionSeconds(
  guard: Pick<CaptchaGuardHandle, 'restrictedMs'>,
  active: boolean,
): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    // A quarter second keeps the shown second within 250 ms of the true one.
    const id = setInterval(() => setTick((tick) => tick + 1), 250);
    return () => clearInterval(id);
  }, [active]);
  return active ? secondsLeft(guard.restrictedMs()) : 0;
}

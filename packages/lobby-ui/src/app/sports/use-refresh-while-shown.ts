// Loads again every `everyMs` while the page is shown: a hidden tab (another tab in front, the
// phone locked) asks nothing, and the first tick after it comes back does.
import { useEffect, useRef } from 'react';

export interface RefreshWhileShownOptions {
  /** 0 or less: never. */
  readonly everyMs: number;
  /** False: no refresh (the list has ended, say). */
  readonly enabled: boolean;
  /** Whether the page is shown now. Default: the document's visibility. */
  readonly shown?: (() => boolean) | undefined;
}

const documentShown = () => typeof document === 'undefined' || document.visibilityState === 'visible';

export function useRefreshWhileShown(
  refresh: () => void,
  { everyMs, enabled, shown = documentShown }: RefreshWhileShownOptions,
) {
  // The latest callbacks, so a new one from the render does not restart the timer.
  const latest = useRef({ refresh, shown });
  useEffect(() => {
    latest.current = { refresh, shown };
  });
  useEffect(() => {
    if (!enabled || !(everyMs > 0)) return;
    const timer = setInterval(() => {
      if (latest.current.shown()) latest.current.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [enabled, everyMs]);
}

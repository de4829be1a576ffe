// Data the first screen does not need (marquee, jackpot, footer: not in the boot snapshot)
// is asked for after the first contentful paint, so the page paints with no API request before it.
import { startTransition, useEffect, useState } from 'react';

let paintedOnce = false;
const listeners = new Set<() => void>();

function painted(): void {
  if (paintedOnce) return;
  paintedOnce = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** When the browser cannot tell its paints, this long after the first render counts as painted. */
const FALLBACK_MS = 1000;

let watching = false;
function watchFirstPaint(): void {
  if (watching) return;
  watching = true;
  const Observer = globalThis.PerformanceObserver;
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('paint')) {
    setTimeout(painted, typeof Observer === 'function' ? FALLBACK_MS : 0);
    return;
  }
  // The browser's own first-contentful-paint entry, not a frame guess: a request sent from its
  // callback is sent after the paint by the browser's clock too.
  const observer = new Observer((list) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
      observer.disconnect();
      painted();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that never paints content (hidden tab) still gets its data in the end.
  setTimeout(painted, 10 * FALLBACK_MS);
}

/**
 * False until the page's first contentful paint, then true. Always false on a server, and in the
 * render that hydrates its markup: the paint is watched from an effect, and none has run yet.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(paintedOnce);
  useEffect(() => {
    if (done) return undefined;
    // A transition: what waited for the paint (marquee, jackpot, footer, float bar) renders in
    // slices, yielding to the browser, not in one long task.
    const listener = () => startTransition(() => setDone(true));
    // Painted between this component's render and this effect.
    if (paintedOnce) return void listener();
    listeners.add(listener);
    watchFirstPaint();
    return () => {
      listeners.delete(listener);
    };
  }, [done]);
  return done;
}

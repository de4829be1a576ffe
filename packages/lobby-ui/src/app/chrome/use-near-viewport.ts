import { startTransition, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const nothingToWatch = () => () => undefined;
const noObserver = () => typeof IntersectionObserver !== 'function';
// A server has no viewport, and the hydration of its markup must render what it rendered.
const onServer = () => false;

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays true: a
 * section asks for its data only when the visitor scrolls near it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  // Without IntersectionObserver (an old browser, a test page) everything counts as near.
  const unobserved = useSyncExternalStore(nothingToWatch, noObserver, onServer);
  const [seen, setSeen] = useState(false);
  const near = unobserved || seen;
  useEffect(() => {
    const element = ref.current;
    // Without an observer, the render after a hydration counts the element near.
    if (near || !element || noObserver()) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // In a transition: what comes near (a section's providers and cards) renders in slices
        // the browser can interrupt, not as one task while the visitor scrolls towards it.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setSeen(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

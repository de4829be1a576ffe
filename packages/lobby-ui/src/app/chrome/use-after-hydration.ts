// The hosts around every page (start-up pop-ups, lines, site status, tracking) load their own
// chunks once the page is hydrated: false in the render that hydrates the server's markup (which
// has none of them), true right after, from a timer an effect starts.
import { startTransition, useEffect, useState } from 'react';

/**
 * False on a server and in the render that hydrates its markup, then true. The change renders in
 * a transition: what it brings renders in slices the browser can interrupt, where a plain update
 * from a timer would render as one task while the page is still starting.
 */
export function useAfterHydration(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setHydrated(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return hydrated;
}

// The lobby's router: the location's current entry shown through wouter (so its hooks work
// inside the lobby too), the page it matches, and navigation that keeps the marketing
// parameters. A navigation renders in a transition: a page whose chunk is still loading leaves
// the old page on screen for `pendingMs`, then the page's loading state shows. A new page starts
// at the top (unless `keepScroll`); back and forward bring back the entry's scroll position.
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Router } from 'wouter';
import type { KeepParams } from './keep-marketing-params';
import {
  sameOriginHref,
  type LobbyLocation,
  type LobbyLocationChange,
  type LobbyLocationEntry,
} from './location';
import { useMatchedPage } from './match-page';
import {
  LobbyRouterContext,
  ShownLocationContext,
  useShownLocation,
  type LobbyNavigateOptions,
  type ShownLocation,
} from './router-context';
import { parseLobbySearch, stringifyLobbySearch } from './search-params';

/** How long a navigation keeps the old page while the new one loads. */
const PENDING_MS = 300;

export interface LobbyRouterProps {
  readonly location: LobbyLocation;
  /** What a navigation does to the query (keepMarketingParams). */
  readonly keep: KeepParams;
  /** @default 300 */
  readonly pendingMs?: number | undefined;
  readonly children?: ReactNode;
}

interface Shown {
  readonly entry: LobbyLocationEntry;
  /** How it was reached; 'start': the page the app opened on (the browser placed its scroll). */
  readonly change: LobbyLocationChange | 'start';
  readonly keepScroll: boolean;
}

export function LobbyRouter({ location, keep, pendingMs = PENDING_MS, children }: LobbyRouterProps) {
  const [shown, setShown] = useState<Shown>(() => ({
    entry: location.current(),
    change: 'start',
    keepScroll: true,
  }));
  const shownEntry = useRef(shown.entry);
  useLayoutEffect(() => {
    shownEntry.current = shown.entry;
  }, [shown.entry]);
  // Scroll positions by history index, saved as each entry is left.
  const [positions] = useState(() => new Map<number, number>());
  // Set by `go` just before it changes the location (which tells its listeners at once).
  const keepScrollNext = useRef(false);

  useEffect(() => {
    let left = location.current();
    let pending: ReturnType<typeof setTimeout> | undefined;
    const show = (change: LobbyLocationChange) => {
      positions.set(left.index, location.scrollY());
      const next: Shown = { entry: location.current(), change, keepScroll: keepScrollNext.current };
      keepScrollNext.current = false;
      left = next.entry;
      startTransition(() => setShown(next));
      // Past the wait, the same update again, urgent: a page still loading shows its fallback.
      clearTimeout(pending);
      pending = setTimeout(() => setShown(next), pendingMs);
    };
    const stop = location.subscribe(show);
    // A change between the first render and this subscription.
    if (left !== shownEntry.current) show('replace');
    return () => {
      stop();
      clearTimeout(pending);
    };
  }, [location, pendingMs, positions]);

  useLayoutEffect(() => {
    if (shown.change === 'pop') location.scrollTo(positions.get(shown.entry.index) ?? 0);
    else if (shown.change !== 'start' && !shown.keepScroll) location.scrollTo(0);
  }, [location, positions, shown]);

  const resolve = useCallback(
    (ownHref: string, currentSearch: string) => {
      const { path, search } = sameOriginHref(ownHref);
      return path + stringifyLobbySearch(keep(parseLobbySearch(currentSearch), parseLobbySearch(search)));
    },
    [keep],
  );
  const go = useCallback(
    (ownHref: string, { replace = false, keepScroll = false }: LobbyNavigateOptions = {}) => {
      const current = location.current();
      const href = resolve(ownHref, current.search);
      keepScrollNext.current = keepScroll;
      try {
        // The address on screen again (a link to the current page): no second history entry.
        if (replace || href === current.href) location.replace(href);
        else location.push(href);
      } finally {
        keepScrollNext.current = false;
      }
    },
    [location, resolve],
  );
  const entrySearch = shown.entry.search;
  const hrefOf = useCallback((ownHref: string) => resolve(ownHref, entrySearch), [resolve, entrySearch]);
  const value = useMemo<ShownLocation>(
    () => ({ location, entry: shown.entry, hrefOf, go }),
    [location, shown.entry, hrefOf, go],
  );
  return (
    <ShownLocationContext value={value}>
      <Router hook={useWouterLocation} searchHook={useWouterSearch}>
        <CurrentPage>{children}</CurrentPage>
      </Router>
    </ShownLocationContext>
  );
}

function CurrentPage({ children }: { readonly children?: ReactNode }) {
  const shown = useShownLocation();
  const page = useMatchedPage(shown.entry.search);
  const value = useMemo(() => ({ ...shown, page }), [shown, page]);
  return <LobbyRouterContext value={value}>{children}</LobbyRouterContext>;
}

// wouter's location hooks over the entry on screen: its `useLocation`, `useRoute` and
// `navigate` follow the lobby's location, and its navigations keep the marketing parameters.
function useWouterLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const { entry, go } = useShownLocation();
  return [entry.path, go];
}

function useWouterSearch(): string {
  return useShownLocation().entry.search;
}

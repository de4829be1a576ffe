// The browser's history as the lobby's location. Each entry the lobby adds carries its index in
// `history.state`, so the demo page knows whether "back" stays in the lobby and the router can
// give each entry its own scroll position (restored by the router, not the browser, because the
// page is drawn after the address changes).
import type { LobbyLocation, LobbyLocationChange, LobbyLocationEntry } from './location';

interface LobbyHistoryState {
  readonly lobbykitIndex: number;
}

function indexOf(state: unknown): number {
  const index = (state as Partial<LobbyHistoryState> | null)?.lobbykitIndex;
  // The entry the visit landed on has no state of the lobby's.
  return typeof index === 'number' && Number.isSafeInteger(index) && index > 0 ? index : 0;
}

/** The location of `window` (the page's own). */
export function createBrowserLocation(window: Window = globalThis.window): LobbyLocation {
  const { history } = window;
  const listeners = new Set<(change: LobbyLocationChange) => void>();
  let entry: LobbyLocationEntry | undefined;

  const current = (): LobbyLocationEntry => {
    const { pathname, search } = window.location;
    const index = indexOf(history.state as unknown);
    if (entry?.path !== pathname || entry.search !== search || entry.index !== index) {
      entry = { path: pathname, search, href: pathname + search, index };
    }
    return entry;
  };
  const notify = (change: LobbyLocationChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  const onPop = () => notify('pop');
  const write = (href: string, index: number, change: 'push' | 'replace') => {
    const state: LobbyHistoryState = { lobbykitIndex: index };
    if (change === 'push') history.pushState(state, '', href);
    else history.replaceState(state, '', href);
    notify(change);
  };

  return {
    current,
    subscribe: (listener) => {
      if (listeners.size === 0) {
        history.scrollRestoration = 'manual';
        window.addEventListener('popstate', onPop);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPop);
      };
    },
    push: (href) => write(href, current().index + 1, 'push'),
    replace: (href) => write(href, current().index, 'replace'),
    back: () => history.back(),
    forward: () => history.forward(),
    scrollY: () => window.scrollY,
    scrollTo: (y) => window.scrollTo({ top: y, left: 0, behavior: 'instant' }),
  };
}

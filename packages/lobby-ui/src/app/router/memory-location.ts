// A history kept in memory, for tests and stories: the app runs at an address without a
// browser's address bar, and back and forward work as in a browser.
import {
  sameOriginHref,
  type LobbyLocation,
  type LobbyLocationChange,
  type LobbyLocationEntry,
} from './location';

function entryAt(href: string, index: number): LobbyLocationEntry {
  const { path, search } = sameOriginHref(href);
  return { path, search, href: path + search, index };
}

/**
 * A lobby location in memory, starting at `href` (path and query). Its scroll position is a
 * number the page never moves, so tests can set it and read what the router made of it.
 * @example <LobbyApp lobby={lobby} theme={theme} location={createMemoryLocation('/?gameCategoryId=3')} />
 */
export function createMemoryLocation(href = '/'): LobbyLocation {
  const entries: LobbyLocationEntry[] = [entryAt(href, 0)];
  let index = 0;
  let y = 0;
  const listeners = new Set<(change: LobbyLocationChange) => void>();
  const notify = (change: LobbyLocationChange) => {
    for (const listener of [...listeners]) listener(change);
  };
  const go = (delta: number) => {
    const next = index + delta;
    if (next < 0 || next >= entries.length) return;
    index = next;
    notify('pop');
  };
  return {
    current: () => entries[index]!,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    push: (next) => {
      // A new entry drops the ones ahead of it, as a browser does.
      entries.splice(index + 1, entries.length, entryAt(next, index + 1));
      index += 1;
      notify('push');
    },
    replace: (next) => {
      entries[index] = entryAt(next, index);
      notify('replace');
    },
    back: () => go(-1),
    forward: () => go(1),
    scrollY: () => y,
    scrollTo: (next) => {
      y = next;
    },
  };
}

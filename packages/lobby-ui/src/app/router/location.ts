// Where the lobby's address lives: the browser's history in a page, a list in memory in tests
// and stories. The router reads and changes it only through this shape.

/** One entry of the history: an address and where it sits. */
export interface LobbyLocationEntry {
  /** The path, e.g. `/provider/HBR` (as in the address bar, not decoded). */
  readonly path: string;
  /** The query string with its `?`, or '' when there is none. */
  readonly search: string;
  /** `path` + `search`. */
  readonly href: string;
  /**
   * How many entries of this lobby lie behind it (0: the one the visit landed on). A way back
   * exists when it is above 0; scroll positions are remembered per index.
   */
  readonly index: number;
}

/** How the location came to a new entry: a new one, the same one rewritten, back or forward. */
export type LobbyLocationChange = 'push' | 'replace' | 'pop';

/**
 * The lobby's history. `current()` answers the same object until the location changes.
 * @example const location = createMemoryLocation('/search?q=lucky'); // tests and stories
 */
export interface LobbyLocation {
  readonly current: () => LobbyLocationEntry;
  /** Calls `listener` after every change; answers the function that stops it. */
  readonly subscribe: (listener: (change: LobbyLocationChange) => void) => () => void;
  /** Adds an entry (`href`: a path and query on this origin). */
  readonly push: (href: string) => void;
  /** Rewrites the current entry. */
  readonly replace: (href: string) => void;
  readonly back: () => void;
  readonly forward: () => void;
  /** The page's vertical scroll position. */
  readonly scrollY: () => number;
  readonly scrollTo: (y: number) => void;
}

/** `href` as the path and query on the lobby's own origin (another origin's address stays out). */
export function sameOriginHref(href: string): { readonly path: string; readonly search: string } {
  const url = new URL(href, 'http://lobby.invalid');
  return { path: url.pathname, search: url.search };
}

/**
 * Resource preload (spec §9: "starts after 30 seconds, one file every 2 seconds"): its states as
 * data, and when the page may fetch. The runner (`schedule.ts`) holds one timer or one file on
 * its way at a time and sends the events; everything it decides is here.
 */

/**
 * What the preload knows of the network: `navigator.connection` (the Network Information API,
 * absent in some browsers; then the network counts as good enough).
 */
export interface PreloadConnection {
  /** The visitor asked for less data (the browser's data saver). */
  readonly saveData?: boolean | undefined;
  /** 'slow-2g', '2g', '3g' or '4g', the browser's estimate of the current network. */
  readonly effectiveType?: string | undefined;
  addEventListener?(type: 'change', listener: () => void): void;
  removeEventListener?(type: 'change', listener: () => void): void;
}

/** Network estimates too slow to spend on files the visitor may never open. */
const SLOW_TYPES: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/**
 * Whether the page may preload now: it is not hidden, the visitor did not ask to save data, and
 * the network is not estimated at 2G or slower. An unknown visibility or network allows it.
 */
export function mayPreload(
  visibilityState: string | undefined,
  connection: PreloadConnection | undefined,
): boolean {
  if (visibilityState === 'hidden') return false;
  if (connection?.saveData === true) return false;
  return connection?.effectiveType === undefined || !SLOW_TYPES.has(connection.effectiveType);
}

/**
 * Where the preload stands. `next` is the index of the file it loads next (or is loading).
 * - `starting`: the start delay runs.
 * - `waiting`: the gap after a file runs.
 * - `loading`: file `next` is on its way.
 * - `paused`: a timer ran out while the page was hidden or the network slow; nothing runs until
 *   both change, then the gap.
 * - `done`: every file was tried; `stopped`: `stop()` was called.
 */
export type PreloadState =
  | { readonly kind: 'starting' }
  | { readonly kind: 'waiting'; readonly next: number }
  | { readonly kind: 'loading'; readonly next: number }
  | { readonly kind: 'paused'; readonly next: number }
  | { readonly kind: 'done' }
  | { readonly kind: 'stopped' };

export type PreloadEvent =
  /** The start delay or the gap ran out; `allowed` is `mayPreload` at that moment. */
  | { readonly type: 'due'; readonly allowed: boolean }
  /** The file on its way loaded or failed (either way it is not asked for again). */
  | { readonly type: 'settled' }
  /** The file had nothing to fetch (already loaded or on its way): the next one, without a gap. */
  | { readonly type: 'skipped' }
  /** The page became visible, or the network good enough, again. */
  | { readonly type: 'allowed' }
  | { readonly type: 'stop' };

/** The first state for `fileCount` files: nothing to do for none. */
export function initialPreloadState(fileCount: number): PreloadState {
  return fileCount > 0 ? { kind: 'starting' } : { kind: 'done' };
}

/** The next state; an event a state does not expect leaves it as it is (the same object). */
export function preloadTransition(state: PreloadState, event: PreloadEvent, fileCount: number): PreloadState {
  if (state.kind === 'stopped') return state;
  if (event.type === 'stop') return { kind: 'stopped' };
  switch (state.kind) {
    case 'starting':
    case 'waiting': {
      if (event.type !== 'due') return state;
      const next = state.kind === 'starting' ? 0 : state.next;
      return event.allowed ? { kind: 'loading', next } : { kind: 'paused', next };
    }
    case 'loading': {
      if (event.type !== 'settled' && event.type !== 'skipped') return state;
      const next = state.next + 1;
      if (next >= fileCount) return { kind: 'done' };
      return event.type === 'settled' ? { kind: 'waiting', next } : { kind: 'loading', next };
    }
    case 'paused':
      return event.type === 'allowed' ? { kind: 'waiting', next: state.next } : state;
    case 'done':
      return state;
  }
}

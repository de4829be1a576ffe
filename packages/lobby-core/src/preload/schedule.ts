/**
 * Runs the resource preload (spec §9) over a list of files: the start delay, then one file at a
 * time with a gap after each, only while the page is visible and the network allows (see
 * `rules.ts`). A file is any function that starts a download: a lobby hands it its code-split
 * pages' chunks.
 */
import { RESOURCE_PRELOAD_DELAY_MS, RESOURCE_PRELOAD_INTERVAL_MS, type Timers } from '@lobbykit/contract';
import {
  initialPreloadState,
  mayPreload,
  preloadTransition,
  type PreloadConnection,
  type PreloadEvent,
  type PreloadState,
} from './rules';

/**
 * One file of the preload: starts its download and settles when it is in or failed. Returns
 * undefined when there is nothing to fetch (already loaded or on its way); the next file is then
 * tried at once, without a gap.
 */
export type PreloadFile = () => PromiseLike<unknown> | undefined;

/** The page's visibility: `document` in a browser. */
export interface PreloadVisibility {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface PreloadOptions {
  /** The files, in the order they load. Each is asked for at most once. */
  readonly files: readonly PreloadFile[];
  /** How long after the call the first file loads. @default RESOURCE_PRELOAD_DELAY_MS (30 s) */
  readonly startAfterMs?: number | undefined;
  /** The gap between one file settling and the next starting. @default RESOURCE_PRELOAD_INTERVAL_MS (2 s) */
  readonly everyMs?: number | undefined;
  /** @default the global timers */
  readonly timers?: Timers | undefined;
  /**
   * Nothing loads while it is hidden; once visible again the next file waits the gap.
   * @default undefined: always visible
   * @example visibility: document
   */
  readonly visibility?: PreloadVisibility | undefined;
  /**
   * Nothing loads while it says save data or 2G; its `change` event resumes.
   * @default undefined: the network allows it
   * @example connection: (navigator as { connection?: PreloadConnection }).connection
   */
  readonly connection?: PreloadConnection | undefined;
}

export interface PreloadSchedule {
  /** Cancels the pending timer and every file not yet asked for (one on its way finishes). */
  readonly stop: () => void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Starts the preload's clock: the first file after `startAfterMs`, then one after another with
 * `everyMs` between them. A file that fails is skipped, never asked for again.
 * @example
 * const preload = schedulePreload({ files: pages.map((page) => page.preload), visibility: document });
 * // on unmount
 * preload.stop();
 */
export function schedulePreload(options: PreloadOptions): PreloadSchedule {
  const { files, visibility, connection } = options;
  const startAfterMs = options.startAfterMs ?? RESOURCE_PRELOAD_DELAY_MS;
  const everyMs = options.everyMs ?? RESOURCE_PRELOAD_INTERVAL_MS;
  const timers = options.timers ?? globalTimers;
  let state: PreloadState = initialPreloadState(files.length);
  let timer: unknown;

  const allowed = () => mayPreload(visibility?.visibilityState, connection);
  const onChange = () => {
    if (allowed()) send({ type: 'allowed' });
  };

  function wait(ms: number) {
    timer = timers.setTimeout(() => {
      timer = undefined;
      send({ type: 'due', allowed: allowed() });
    }, ms);
  }

  function load(index: number) {
    let download: PromiseLike<unknown> | undefined;
    try {
      download = files[index]?.();
    } catch {
      // A file that throws at once failed like one that rejects.
      download = Promise.resolve();
    }
    if (download === undefined) {
      send({ type: 'skipped' });
      return;
    }
    const settled = () => send({ type: 'settled' });
    Promise.resolve(download).then(settled, settled);
  }

  function send(event: PreloadEvent) {
    const before = state;
    state = preloadTransition(state, event, files.length);
    if (state !== before) enter(state);
  }

  function enter(next: PreloadState) {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    switch (next.kind) {
      case 'starting':
        wait(startAfterMs);
        break;
      case 'waiting':
        wait(everyMs);
        break;
      case 'loading':
        load(next.next);
        break;
      case 'paused':
        break;
      case 'done':
      case 'stopped':
        visibility?.removeEventListener('visibilitychange', onChange);
        connection?.removeEventListener?.('change', onChange);
        break;
    }
  }

  if (state.kind !== 'done') {
    visibility?.addEventListener('visibilitychange', onChange);
    connection?.addEventListener?.('change', onChange);
    enter(state);
  }
  return { stop: () => send({ type: 'stop' }) };
}

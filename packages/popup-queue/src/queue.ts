// Runs the pure machine: calls loaders, arms load timeouts, reads the gates, notifies views.
import { POPUP_LOAD_TIMEOUT_MS, type Timers } from '@lobbykit/contract';
import { initialPopupQueueState, popupQueueTransition } from './machine';
import type { PopupItemConfig, PopupItemState, PopupQueueEvent, PopupQueueState } from './machine';

export interface PopupLoadContext {
  /** The item being loaded. */
  readonly id: string;
  /** True when the run was started by `restart(true)` after a login. */
  readonly loginTriggered: boolean;
  /** Aborted when the load times out, the run restarts or the queue is destroyed. */
  readonly signal: AbortSignal;
}

export interface PopupItem extends PopupItemConfig {
  /**
   * Decides whether the item has something to show and fetches what it needs. Resolve
   * with `false`, `null` or `undefined` for "nothing to show" (the item is skipped),
   * with anything else to show it (the value becomes `data`); a rejection marks the
   * item failed.
   * @default () => true (always shows)
   */
  readonly load?: ((context: PopupLoadContext) => unknown) | undefined;
}

/**
 * The two timer functions the queue uses; inject fakes in tests and simulators.
 * @deprecated Use `Timers` of @lobbykit/contract, the one timers type of every lobbykit package.
 */
export type PopupTimers = Timers;

export interface PopupQueueOptions {
  /** The route gate: whether the game (home) route is active now. Read before every event. */
  readonly isGameRoute: () => boolean;
  /**
   * Whether a dialog that is not one of this queue's items is open now.
   * @default () => false
   */
  readonly isDialogOpen?: (() => boolean) | undefined;
  /**
   * How long a load may take before the item is marked timeout.
   * @default POPUP_LOAD_TIMEOUT_MS (5000)
   */
  readonly loadTimeoutMs?: number | undefined;
  /**
   * @default globalThis.setTimeout / clearTimeout
   */
  readonly timers?: Timers | undefined;
}

export interface PopupQueue {
  readonly getState: () => PopupQueueState;
  /** Calls the listener after every change; returns the unsubscribe function. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Starts the first run (only from idle). */
  readonly start: () => void;
  /** Starts a new run from any state but destroyed; items with shows left load again. */
  readonly restart: (loginTriggered?: boolean) => void;
  readonly pause: () => void;
  /** Continues a paused run; ended items marked `reshowOnResume` run again. */
  readonly resume: () => void;
  /** Cancels every load and timer and hides everything, for good. */
  readonly destroy: () => void;
  /** The view closed the shown item. */
  readonly close: (id: string) => void;
  /** Re-reads the gates; call it when the route changes or another dialog opens or closes. */
  readonly refresh: () => void;
}

interface Flight {
  readonly attempt: number;
  readonly timer: unknown;
  readonly controller: AbortController;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Creates a queue over the items, in the order given. */
export function createPopupQueue(items: readonly PopupItem[], options: PopupQueueOptions): PopupQueue {
  if (typeof options?.isGameRoute !== 'function') {
    throw new TypeError('popup-queue: options.isGameRoute must be a function');
  }
  const {
    isGameRoute,
    isDialogOpen = () => false,
    loadTimeoutMs = POPUP_LOAD_TIMEOUT_MS,
    timers = globalTimers,
  } = options;
  let state = initialPopupQueueState(items);
  const loaders = new Map(items.map((item) => [item.id, item.load]));
  const flights = new Map<string, Flight>();
  const listeners = new Set<() => void>();

  const dispatch = (event: PopupQueueEvent): void => {
    const before = state;
    state = popupQueueTransition(
      popupQueueTransition(state, { type: 'gate', gameRoute: isGameRoute(), dialogOpen: isDialogOpen() }),
      event,
    );
    if (state === before) return;
    for (const item of state.items) track(item);
    for (const listener of [...listeners]) listener();
  };

  /** Starts the load the state asks for and cancels those it no longer wants. */
  const track = ({ id, status, attempt }: PopupItemState): void => {
    const flight = flights.get(id);
    const wanted = status === 'loading';
    if (flight && (!wanted || flight.attempt !== attempt)) {
      timers.clearTimeout(flight.timer);
      flight.controller.abort();
      flights.delete(id);
    }
    if (!wanted || flights.has(id)) return;
    const controller = new AbortController();
    const { loginTriggered } = state;
    flights.set(id, {
      attempt,
      controller,
      timer: timers.setTimeout(() => dispatch({ type: 'timeout', id, attempt }), loadTimeoutMs),
    });
    // A microtask first, so a loader that throws synchronously or returns at once
    // still reports after this dispatch finished.
    Promise.resolve()
      .then(() => {
        const load = loaders.get(id);
        return load ? load({ id, loginTriggered, signal: controller.signal }) : true;
      })
      .then(
        (data) => dispatch({ type: 'loaded', id, attempt, data }),
        () => dispatch({ type: 'failed', id, attempt }),
      );
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start: () => dispatch({ type: 'start' }),
    restart: (loginTriggered = false) => dispatch({ type: 'restart', loginTriggered }),
    pause: () => dispatch({ type: 'pause' }),
    resume: () => dispatch({ type: 'resume' }),
    destroy() {
      dispatch({ type: 'destroy' });
      listeners.clear();
    },
    close: (id) => dispatch({ type: 'close', id }),
    refresh: () => dispatch({ type: 'gate', gameRoute: isGameRoute(), dialogOpen: isDialogOpen() }),
  };
}

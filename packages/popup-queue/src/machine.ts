// The pop-up queue as data: a state type, its events and one pure transition function.
import { POPUP_DEFAULT_SHOW_TIMES } from '@lobbykit/contract';

/**
 * Where one item is in the current run. The spec's load states are `waiting`
 * (here split into `waiting` and `loading`, so a view can tell an idle item from one
 * whose load is in flight), `loaded`, `timeout` and `failed`; `showing`, `closed` and
 * `skipped` (loaded with nothing to show, or no shows left) follow a load.
 */
export type PopupItemStatus =
  'waiting' | 'loading' | 'loaded' | 'showing' | 'closed' | 'skipped' | 'timeout' | 'failed';

/** The queue itself: created, running, paused, every item ended, or destroyed for good. */
export type PopupQueueStatus = 'idle' | 'running' | 'paused' | 'ended' | 'destroyed';

/** When the item after this one starts loading: once this one loaded, or once it closed (ended). */
export type PopupAdvance = 'loaded' | 'closed';

export interface PopupItemState {
  readonly id: string;
  readonly status: PopupItemStatus;
  /** Shows left over the queue's whole life; decremented when the item shows. */
  readonly remaining: number;
  /** This run already counted a show: an item hidden by a gate or a pause re-displays without a second decrement. */
  readonly shown: boolean;
  /** Id of the load in flight; results carrying another attempt are stale and ignored. */
  readonly attempt: number;
  /** What the load resolved with (handed to the view). */
  readonly data: unknown;
  readonly advance: PopupAdvance;
  readonly reshowOnResume: boolean;
}

export interface PopupQueueState {
  readonly status: PopupQueueStatus;
  /** Set by `restart(true)`: the run was started by a login. Loaders read it. */
  readonly loginTriggered: boolean;
  /** Last value of the injected route gate. */
  readonly gameRoute: boolean;
  /** Last value of the injected "another dialog is open" gate. */
  readonly dialogOpen: boolean;
  /** Counter behind `PopupItemState.attempt`. */
  readonly attempts: number;
  readonly items: readonly PopupItemState[];
}

export type PopupQueueEvent =
  | { readonly type: 'start' }
  | { readonly type: 'restart'; readonly loginTriggered: boolean }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | { readonly type: 'destroy' }
  | { readonly type: 'gate'; readonly gameRoute: boolean; readonly dialogOpen: boolean }
  | { readonly type: 'loaded'; readonly id: string; readonly attempt: number; readonly data: unknown }
  | { readonly type: 'failed'; readonly id: string; readonly attempt: number }
  | { readonly type: 'timeout'; readonly id: string; readonly attempt: number }
  | { readonly type: 'close'; readonly id: string };

/** What the machine needs to know about an item. */
export interface PopupItemConfig {
  readonly id: string;
  /** @default POPUP_DEFAULT_SHOW_TIMES (1) */
  readonly showTimes?: number | undefined;
  /** @default 'closed' */
  readonly advance?: PopupAdvance | undefined;
  /** @default false */
  readonly reshowOnResume?: boolean | undefined;
}

/** True once an item has nothing more to do in this run. */
export const isEnded = (status: PopupItemStatus): boolean =>
  status === 'closed' || status === 'skipped' || status === 'timeout' || status === 'failed';

/**
 * The first state of a queue. Throws on a wrong item list: that is a programming error,
 * not something a caller can recover from.
 */
export function initialPopupQueueState(items: readonly PopupItemConfig[]): PopupQueueState {
  if (!Array.isArray(items)) throw new TypeError('popup-queue: items must be an array');
  const seen = new Set<string>();
  return {
    status: 'idle',
    loginTriggered: false,
    gameRoute: false,
    dialogOpen: false,
    attempts: 0,
    items: items.map((item: PopupItemConfig, index) => {
      const id: unknown = item?.id;
      if (typeof id !== 'string' || !id || seen.has(id)) {
        throw new TypeError(`popup-queue: item ${index} needs a unique, non-empty string id`);
      }
      seen.add(id);
      const remaining = item.showTimes ?? POPUP_DEFAULT_SHOW_TIMES;
      if (!Number.isInteger(remaining) || remaining < 0) {
        throw new TypeError(`popup-queue: item "${id}" showTimes must be a whole number >= 0`);
      }
      return {
        id,
        status: 'waiting',
        remaining,
        shown: false,
        attempt: 0,
        data: undefined,
        advance: item.advance === 'loaded' ? 'loaded' : 'closed',
        reshowOnResume: item.reshowOnResume === true,
      };
    }),
  };
}

/** A new run of one item: it loads again if it has shows left. */
const rerun = (item: PopupItemState): PopupItemState => ({
  ...item,
  status: item.remaining > 0 ? 'waiting' : 'skipped',
  shown: false,
  data: undefined,
});

/**
 * Applies one event. Returns the same object when the event changes nothing, so a
 * subscriber can compare by identity.
 */
export function popupQueueTransition(state: PopupQueueState, event: PopupQueueEvent): PopupQueueState {
  const { status } = state;
  if (status === 'destroyed') return state;
  let next: PopupQueueState;
  switch (event.type) {
    case 'start':
      if (status !== 'idle') return state;
      next = { ...state, status: 'running', items: state.items.map(rerun) };
      break;
    case 'restart':
      next = {
        ...state,
        status: 'running',
        loginTriggered: event.loginTriggered,
        items: state.items.map(rerun),
      };
      break;
    case 'pause':
      if (status !== 'running') return state;
      next = { ...state, status: 'paused' };
      break;
    case 'resume':
      if (status !== 'paused') return state;
      next = {
        ...state,
        status: 'running',
        items: state.items.map((item) => (item.reshowOnResume && isEnded(item.status) ? rerun(item) : item)),
      };
      break;
    case 'destroy':
      // Nothing stays on screen or in flight: loads go back to waiting, a shown item is hidden.
      return {
        ...state,
        status: 'destroyed',
        items: state.items.map((item) =>
          item.status === 'loading'
            ? { ...item, status: 'waiting' }
            : item.status === 'showing'
              ? { ...item, status: 'loaded' }
              : item,
        ),
      };
    case 'gate':
      if (state.gameRoute === event.gameRoute && state.dialogOpen === event.dialogOpen) return state;
      next = { ...state, gameRoute: event.gameRoute, dialogOpen: event.dialogOpen };
      break;
    case 'close':
      next = patch(
        state,
        event.id,
        (item) => item.status === 'showing' || (item.status === 'loaded' && item.shown),
        {
          status: 'closed',
        },
      );
      break;
    default: {
      const { attempt } = event;
      next = patch(
        state,
        event.id,
        (item) => item.status === 'loading' && item.attempt === attempt,
        event.type !== 'loaded'
          ? { status: event.type }
          : event.data == null || event.data === false
            ? { status: 'skipped' }
            : { status: 'loaded', data: event.data },
      );
    }
  }
  return next === state ? state : settle(next);
}

function patch(
  state: PopupQueueState,
  id: string,
  applies: (item: PopupItemState) => boolean,
  change: Partial<PopupItemState>,
): PopupQueueState {
  const index = state.items.findIndex((item) => item.id === id && applies(item));
  if (index < 0) return state;
  const items = state.items.slice();
  items[index] = { ...state.items[index]!, ...change };
  return { ...state, items };
}

/**
 * Derives what follows from the state: hides a shown item when it may not show,
 * starts the next load, shows the next item, ends the run.
 */
function settle(state: PopupQueueState): PopupQueueState {
  const running = state.status === 'running';
  const open = running && state.gameRoute && !state.dialogOpen;
  let { attempts } = state;
  // An item blocks every later one from loading until it loaded (advance 'loaded') or
  // ended (advance 'closed'); the first item that has not ended blocks every later show.
  let loadBlocked = false;
  let showBlocked = false;
  let allEnded = true;
  const items = state.items.map((item) => {
    let next = item;
    if (next.status === 'showing' && !open) next = { ...next, status: 'loaded' };
    if (running && !loadBlocked && next.status === 'waiting') {
      next = { ...next, status: 'loading', attempt: ++attempts };
    }
    if (open && !showBlocked && next.status === 'loaded') {
      next = {
        ...next,
        status: 'showing',
        shown: true,
        remaining: next.shown ? next.remaining : next.remaining - 1,
      };
    }
    const ended = isEnded(next.status);
    loadBlocked ||=
      !ended && !(next.advance === 'loaded' && (next.status === 'loaded' || next.status === 'showing'));
    showBlocked ||= !ended;
    allEnded &&= ended;
    return next;
  });
  return { ...state, attempts, items, status: running && allEnded ? 'ended' : state.status };
}

/** The lobby's Redux store: the API's cache, the lobby's slices and its reactions. */
import {
  configureStore,
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
  type TypedStartListening,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { LinesState } from '@lobbykit/transport/lines';
import type { LobbyApi } from './api/core-api';
import { bootSlice, type BootSliceState } from './boot/slice';
import type { LobbyExtra } from './extra';
import { linesSlice } from './network/lines-slice';
import { gameSlice, type OpenGame } from './play/slice';
import { playerSlice, type PlayerState } from './session/player-slice';
import { sessionSlice, type LobbySession } from './session/slice';
import { siteStatusSlice, type SiteStatusState } from './site/status-slice';
import { visitSlice, type VisitState } from './visit/slice';

export interface LobbyState {
  readonly hall: ReturnType<LobbyApi['reducer']>;
  readonly boot: BootSliceState;
  readonly visit: VisitState;
  readonly siteStatus: SiteStatusState;
  readonly session: LobbySession;
  readonly player: PlayerState;
  readonly game: { readonly open: OpenGame | undefined };
  readonly lines: LinesState;
}

export type LobbyDispatch = ThunkDispatch<LobbyState, LobbyExtra, UnknownAction>;

export type LobbyStartListening = TypedStartListening<LobbyState, LobbyDispatch, LobbyExtra>;

/**
 * One lobby reaction: a listener started on the store (see `src/reactions`), given the API the
 * store was built with for its matchers. Returns the function that stops it.
 */
export type LobbyReaction = (startListening: LobbyStartListening, api: LobbyApi) => () => void;

function configureLobbyStore(
  api: LobbyApi,
  extra: LobbyExtra,
  listeners: ListenerMiddlewareInstance<LobbyState, LobbyDispatch, LobbyExtra>,
) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [bootSlice.reducerPath]: bootSlice.reducer,
      [visitSlice.reducerPath]: visitSlice.reducer,
      [siteStatusSlice.reducerPath]: siteStatusSlice.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
      [playerSlice.reducerPath]: playerSlice.reducer,
      [gameSlice.reducerPath]: gameSlice.reducer,
      [linesSlice.reducerPath]: linesSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // Development checks only (off in production builds). A category of 2,000 games is a
        // big state: warn when a check gets slow, not at RTK's 32 ms.
        immutableCheck: { warnAfter: 200 },
        serializableCheck: { warnAfter: 200 },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware),
  });
}

export type LobbyStore = ReturnType<typeof configureLobbyStore>;

/**
 * The store and its listeners. Typed by name, not inferred: an inferred `startListening` is
 * written out in full in the declaration files, in a form TypeScript cannot read back.
 */
export interface LobbyStoreParts {
  readonly store: LobbyStore;
  /** Starts one more listener (the session's reactions, once its chunk loads). */
  readonly startListening: LobbyStartListening;
  readonly stopReactions: () => void;
}

export function createLobbyStore(
  api: LobbyApi,
  extra: LobbyExtra,
  reactions: readonly LobbyReaction[],
): LobbyStoreParts {
  const listeners = createListenerMiddleware<LobbyState, LobbyDispatch, LobbyExtra>({ extra });
  const store = configureLobbyStore(api, extra, listeners);
  const stops = reactions.map((react) => react(listeners.startListening, api));
  return {
    store,
    startListening: listeners.startListening,
    stopReactions: () => {
      stops.forEach((stop) => stop());
      listeners.clearListeners();
    },
  };
}

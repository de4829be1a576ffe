/** Puts a lobby (its store and its API's hooks) in reach of every screen below. */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Lobby } from '../create-lobby';
import type { LobbyState } from '../store';
import { lobbyReactApi, type LobbyReactApi } from './api';

export type ReactLobby = Lobby<LobbyReactApi>;

const LobbyContext = createContext<ReactLobby | null>(null);

export interface LobbyProviderProps {
  /** A lobby from `createLobby` of `@lobbykit/lobby-core/react`. */
  readonly lobby: ReactLobby;
  /**
   * The store's state a server render of the page was made from, when the page is hydrated
   * (`hydrateRoot`): the hooks read it while hydrating, so the first client render matches the
   * server's markup, and what the store learnt since (a restored session, fresh data) arrives as
   * an update right after.
   * @default none: the hooks read the store from the first render on
   */
  readonly serverState?: LobbyState | undefined;
  readonly children?: ReactNode;
}

/**
 * Provides the lobby and its store. Starts the boot if the app has not (it should, before the
 * first render, so an inlined snapshot paints at once).
 */
export function LobbyProvider({ lobby, serverState, children }: LobbyProviderProps): ReactNode {
  // The hooks belong to one API object; a store built on another would not answer them.
  if (lobby?.api !== lobbyReactApi) {
    throw new TypeError(
      'LobbyProvider: create the lobby with createLobby from @lobbykit/lobby-core/react (its API has the hooks)',
    );
  }
  useEffect(() => {
    void lobby.boot();
  }, [lobby]);
  return (
    <LobbyContext value={lobby}>
      <Provider store={lobby.store} serverState={serverState}>
        {children}
      </Provider>
    </LobbyContext>
  );
}

/** The lobby of the nearest `LobbyProvider`. */
export function useLobby(): ReactLobby {
  const lobby = useContext(LobbyContext);
  if (!lobby) throw new Error('useLobby: no LobbyProvider above this component');
  return lobby;
}

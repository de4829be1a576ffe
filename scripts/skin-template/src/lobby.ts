// The lobby of this page: the store, the hall client and the boot, made from one config.
import { browserConfig, indexedDbSessionStore } from '@lobbykit/lobby-core/browser';
import { createLobby } from '@lobbykit/lobby-core/react';
import { bootElementId } from './env';
import { __skin__LobbyConfig } from './lobby-config';

/** The page's lobby (made when the app starts: see main.tsx); its boot is the caller's. */
export function createPageLobby() {
  const config = __skin__LobbyConfig({
    siteCode: document.getElementById(bootElementId)?.dataset['siteCode'],
    origin: window.location.origin,
  });

  return createLobby({
    ...browserConfig({ snapshotElementId: bootElementId }),
    ...config,
    // The player's session survives a reload (its key pair needs IndexedDB).
    session: { store: indexedDbSessionStore(config.siteCode) },
  });
}

// The lobby of this page: the store, the hall client and the boot, made from one config.
import { browserConfig, indexedDbSessionStore } from '@lobbykit/lobby-core/browser';
import { createLobby } from '@lobbykit/lobby-core/react';
import { bootElementId } from './env';
import { auroraLobbyConfig } from './lobby-config';

const config = auroraLobbyConfig({
  siteCode: document.getElementById(bootElementId)?.dataset['siteCode'],
  origin: window.location.origin,
});

export const lobby = createLobby({
  ...browserConfig({ snapshotElementId: bootElementId }),
  ...config,
  // The player's session survives a reload (its key pair needs IndexedDB).
  session: { store: indexedDbSessionStore(config.siteCode) },
});
// Before the first render: an inlined snapshot is in the store at once.
void lobby.boot();

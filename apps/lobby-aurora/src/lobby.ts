// The lobby of this page: the store, the hall client and the boot, made from one config.
import { browserConfig, indexedDbSessionStore } from '@lobbykit/lobby-core/browser';
import { createLobby } from '@lobbykit/lobby-core/react';
import { apiOrigin, bootElementId, siteCode, siteStaticKey } from './env';

export const lobby = createLobby({
  ...browserConfig({ snapshotElementId: bootElementId }),
  siteCode,
  // The player's session survives a reload (its key pair needs IndexedDB).
  session: { store: indexedDbSessionStore(siteCode) },
  staticKey: siteStaticKey,
  lines: { api: [apiOrigin] },
  // mock.* and fixed.* URL parameters are for development only.
  debugParams: import.meta.env.DEV,
});
// Before the first render: an inlined snapshot is in the store at once.
void lobby.boot();

// The classic app's lobby: lobby-core's store and hall client, configured from the page
// (location, languages, storage, the inlined boot snapshot) and the build's environment.
import { browserConfig, indexedDbSessionStore } from '@lobbykit/lobby-core/browser';
import { createLobby } from '@lobbykit/lobby-core/react';
import { apiOrigin, assetOrigin, debugParams, siteCode, siteStaticKey } from './env';

/** The page's boot block, which the server fills with the site code and the boot snapshot. */
const BOOT_ELEMENT_ID = 'lobby-boot';

// One build serves every site of its theme: the site code the server wrote wins.
const pageSiteCode = document.getElementById(BOOT_ELEMENT_ID)?.dataset['siteCode'];

const lobbySiteCode = pageSiteCode || siteCode;

export const lobby = createLobby({
  ...browserConfig({ snapshotElementId: BOOT_ELEMENT_ID }),
  siteCode: lobbySiteCode,
  // The player's session survives a reload (its key pair needs IndexedDB).
  session: { store: indexedDbSessionStore(lobbySiteCode) },
  staticKey: siteStaticKey,
  lines: { api: [apiOrigin || window.location.origin], assets: assetOrigin ? [assetOrigin] : [] },
  debugParams,
});

// Before the first render: an inlined snapshot is in the store at once.
void lobby.boot();

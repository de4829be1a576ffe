// The classic app's lobby: lobby-core's store and hall client, configured from the page
// (location, languages, storage, the inlined boot snapshot) and the build's environment.
import { browserConfig, indexedDbSessionStore } from '@lobbykit/lobby-core/browser';
import { createLobby } from '@lobbykit/lobby-core/react';
import { classicLobbyConfig } from './lobby-config';

/** The page's boot block, which the server fills with the site code and the boot snapshot. */
export const BOOT_ELEMENT_ID = 'lobby-boot';

/** The page's lobby (made when the app starts: see main.tsx); its boot is the caller's. */
export function createPageLobby() {
  const config = classicLobbyConfig({
    siteCode: document.getElementById(BOOT_ELEMENT_ID)?.dataset['siteCode'],
    origin: window.location.origin,
  });

  return createLobby({
    ...browserConfig({ snapshotElementId: BOOT_ELEMENT_ID }),
    ...config,
    // The player's session survives a reload (its key pair needs IndexedDB).
    session: { store: indexedDbSessionStore(config.siteCode) },
  });
}

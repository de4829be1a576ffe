// The lobby's screens (lobby-ui with this theme), mounted on the lobby main.tsx made: a chunk of
// its own, whose modules run in a task of their own (see startLobby of @lobbykit/lobby-ui/start).
import { mountLobby, trackingOfPage } from '@lobbykit/lobby-ui/app';
import { classicApp } from './composition';
import { BOOT_ELEMENT_ID } from './lobby';
import type { createPageLobby } from './lobby';

/** Draws the lobby in `root`: hydrates the server's first screen when it matches, or renders over the splash. */
export function mountScreens(root: Element, lobby: ReturnType<typeof createPageLobby>): void {
  mountLobby(root, {
    lobby,
    ...classicApp,
    // The site's tracking vendors, told where the server says (a proxy of them, or their own origins).
    tracking: trackingOfPage(BOOT_ELEMENT_ID),
    // The IP check and the maintenance polling; the status pages show over the lobby when closed.
    siteStatus: {},
  });
}

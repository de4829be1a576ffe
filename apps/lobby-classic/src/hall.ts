// The app's hall client: every call of the lobby goes through @lobbykit/transport.
import { createHallClient, type HallClient } from '@lobbykit/transport';
import { createLines } from '@lobbykit/transport/lines';
import { hallOrigin, siteCode, siteStaticKey } from './env';

/**
 * One API line: the configured hall origin, or the page's own (where `npm start` proxies
 * /hall). Object-storage lines arrive with the site URL config, so static mode waits for them.
 */
export function createLobbyHall(origin: string = hallOrigin || window.location.origin): HallClient {
  return createHallClient({
    siteCode,
    staticKey: siteStaticKey,
    lines: createLines({ api: [origin] }),
    // platformType is the client's default, 5 (web).
    context: () => ({ referer: window.location.href }),
  });
}

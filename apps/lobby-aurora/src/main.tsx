// The lobby, started once the page has painted (see entry.ts), in steps, each a task of its own
// so none holds up a tap for long: these modules' evaluation, the lobby made, the inlined
// snapshot read, its boot (the snapshot is in the store at once), then the first render, which
// hydrates the server's first screen when the page carries one that matches, or renders over
// the splash.
import { mountLobby, trackingOfPage } from '@lobbykit/lobby-ui/app';
import { nextTask } from '@lobbykit/lobby-ui/start';
import { auroraApp } from './composition';
import { bootElementId } from './env';
import { createPageLobby } from './lobby';

async function start(root: Element) {
  await nextTask();
  const lobby = createPageLobby();
  await nextTask();
  lobby.readSnapshot();
  await nextTask();
  void lobby.boot();
  await nextTask();
  // The site's tracking vendors, told where the server says (a proxy of them, or their own origins).
  mountLobby(root, {
    lobby,
    ...auroraApp,
    tracking: trackingOfPage(bootElementId),
    // The IP check and the maintenance polling; the status pages show over the lobby when closed.
    siteStatus: {},
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);

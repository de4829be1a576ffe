// The lobby, started once the page has painted (see entry.ts), in steps, each a task of its own
// so none holds up a tap for long: lobby-core's modules, the lobby made, its snapshot read, its
// boot, the screens' modules (their own chunk, downloading meanwhile), their first render.
import { startLobby } from '@lobbykit/lobby-ui/start';
import { createPageLobby } from './lobby';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void startLobby(root, { createLobby: createPageLobby, screens: () => import('./screens') });

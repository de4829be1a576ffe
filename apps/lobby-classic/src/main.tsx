// The lobby, mounted once the page has painted (see entry.ts): it hydrates the server's first
// screen when the page carries one that matches, or renders over the splash.
import { mountLobby } from '@lobbykit/lobby-ui/app';
import { classicApp } from './composition';
import { lobby } from './lobby';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
mountLobby(root, { lobby, ...classicApp });

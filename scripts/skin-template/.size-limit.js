// size-limit: the home page's initial JavaScript, as the browser fetches it: the entry script of
// the built index.html plus the app it imports once the first screen is painted, with every
// chunk the app imports, each gzipped as it is sent (lazy chunks load later and are not counted).
// The budget is the lobby's: 160 kB for the home (issue 14); the two first themes measure 153 kB.
import { join } from 'node:path';
import { initialScripts } from '@lobbykit/lobby-server';

export default [
  {
    name: 'home page, initial JavaScript (entry + the app and its chunks, React included)',
    path: initialScripts(join(import.meta.dirname, 'dist')),
    limit: '160 kB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
];

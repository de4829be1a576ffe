import { defineLibrary } from '@lobbykit/tsup-config';

// `.` is the props-driven blocks; `./app` adds the router, the boot gate and the connected
// screens a theme app mounts (it needs lobby-core, theme-kit and the router, `.` does not);
// `./server` renders the app's first screen in Node (react-dom/static), for a server to inline;
// `./start` is the one function a page's entry script runs before the app (it imports nothing).
export default defineLibrary({
  entry: {
    index: 'src/index.ts',
    app: 'src/app/index.ts',
    server: 'src/server/index.ts',
    start: 'src/start.ts',
  },
});

import { defineLibrary } from '@lobbykit/tsup-config';

// `.` is the props-driven blocks; `./app` adds the router, the boot gate and the connected
// screens a theme app mounts (it needs lobby-core, theme-kit and the router, `.` does not);
// `./money` is the money blocks (wallet, deposit, withdraw, security), kept out of `.` so a
// home never carries them; `./promotions` is the start-up pop-ups (notice frames, cuts, tasks,
// waiting-to-collect, app download, weak password), out of `.` for the same reason;
// `./server` renders the app's first screen in Node (react-dom/static), for a server to inline;
// `./start` is the one function a page's entry script runs before the app (it imports nothing).
export default defineLibrary({
  entry: {
    index: 'src/index.ts',
    app: 'src/app/index.ts',
    money: 'src/money.ts',
    promotions: 'src/promotions.ts',
    server: 'src/server/index.ts',
    start: 'src/start.ts',
  },
});

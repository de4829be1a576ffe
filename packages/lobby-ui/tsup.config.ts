import { defineLibrary } from '@lobbykit/tsup-config';

// `.` is the props-driven blocks; `./app` adds the router, the boot gate and the connected
// screens a theme app mounts (it needs lobby-core, theme-kit and the router, `.` does not).
export default defineLibrary({ entry: { index: 'src/index.ts', app: 'src/app/index.ts' } });

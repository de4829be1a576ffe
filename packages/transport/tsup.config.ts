import { defineLibrary } from '@lobbykit/tsup-config';

// The main entry is the client a lobby loads on first paint; everything else is a subpath,
// so a lobby only downloads the line store, the RTK base query, the stored cache or the
// upload encoder where it imports them; ky only where an app runs the client on it, and the
// reading of Node's network errors only where the client runs on Node.
export default defineLibrary({
  entry: {
    index: 'src/index.ts',
    crypto: 'src/crypto.ts',
    lines: 'src/lines.ts',
    rtk: 'src/base-query.ts',
    cache: 'src/cache.ts',
    upload: 'src/upload.ts',
    'static-path': 'src/static-path.ts',
    node: 'src/node.ts',
    ky: 'src/ky.ts',
  },
});

import { defineLibrary } from '@lobbykit/tsup-config';

// `.` is everything; the subpaths are the parts a page may need alone (to encrypt and sign, to
// name a static file, to build an upload), so they stay as small as before the split.
export default defineLibrary({
  entry: {
    index: 'src/index.ts',
    crypto: 'src/crypto/index.ts',
    'static-path': 'src/static-path.ts',
    upload: 'src/upload.ts',
  },
});

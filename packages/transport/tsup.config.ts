import { defineLibrary } from '@lobbykit/tsup-config';

export default defineLibrary({ entry: { index: 'src/index.ts', crypto: 'src/crypto/index.ts' } });

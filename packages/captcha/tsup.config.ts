import { defineLibrary } from '@lobbykit/tsup-config';

export default defineLibrary({ entry: { index: 'src/index.ts', react: 'src/react/index.ts' } });

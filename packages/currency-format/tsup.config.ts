import { defineLibrary } from '@lobbykit/tsup-config';

export default defineLibrary({
  entry: { index: 'src/index.ts', lobby: 'src/lobby.ts', icons: 'src/icons.ts' },
});

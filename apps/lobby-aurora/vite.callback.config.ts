// The third-party sign-in's standalone callback page (/pages/actions/index.html?type=line), built
// on its own after the lobby (`emptyOutDir: false`): as a second entry of the lobby's build it
// would share chunks with it and split the home's first JavaScript into more, larger requests.
import { sourceConditions } from '@lobbykit/vitest-config';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: sourceConditions.resolve,
  build: {
    target: 'es2022',
    emptyOutDir: false,
    rollupOptions: { input: fileURLToPath(new URL('pages/actions/index.html', import.meta.url)) },
  },
});

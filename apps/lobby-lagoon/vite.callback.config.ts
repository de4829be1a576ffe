// The standalone pages: the third-party sign-in's callback (/pages/actions/index.html?type=line),
// the maintenance page (/pages/503/index.html) and the region-restricted page
// (/pages/403/index.html), built on their own after the lobby (`emptyOutDir: false`): as more
// entries of the lobby's build they would share chunks with it and split the home's first
// JavaScript into more, larger requests.
import { sourceConditions } from '@lobbykit/vitest-config';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: sourceConditions.resolve,
  build: {
    target: 'es2022',
    emptyOutDir: false,
    rollupOptions: {
      input: Object.fromEntries(
        ['actions', '503', '403'].map((page) => [
          page,
          fileURLToPath(new URL(`pages/${page}/index.html`, import.meta.url)),
        ]),
      ),
    },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { appChunks, sourceConditions } from '@lobbykit/vitest-config';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: sourceConditions.resolve,
  // The server entry (`vite build --ssr src/server.ts`) is one file with everything in it: Node
  // runs it from dist-server/, where the packages' own dependencies are not installed.
  ssr: { ...sourceConditions.ssr, noExternal: true },
  // The manifest says which chunks the entry imports once the first screen is painted (the size
  // budget measures them, see .size-limit.js).
  // No modulepreload polyfill (0.4 kB of the home's budget): a browser without modulepreload
  // (Safari before 17) still loads the modules, through their imports.
  // The home's first JavaScript is one chunk, not dozens (see appChunks).
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: appChunks(
      fileURLToPath(new URL('src/main.tsx', import.meta.url)),
      fileURLToPath(new URL('src/screens.ts', import.meta.url)),
    ),
  },
});

import { defineConfig } from 'tsup';

// The server bundles the workspace packages it uses from their sources, so `npm start`
// needs no separate package build; npm dependencies stay external.
export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: { entry: { index: 'src/index.ts' }, compilerOptions: { ignoreDeprecations: '6.0' } },
  noExternal: [/^@lobbykit\//],
  esbuildOptions(options) {
    options.conditions = ['@lobbykit/source'];
  },
});

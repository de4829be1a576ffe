// @ts-check
import { defineConfig } from 'tsup';

/**
 * Builds a lobbykit package: ESM only, .d.ts next to each entry, React and every
 * dependency external, no minification (the consuming app minifies once).
 * @param {{ entry?: Record<string, string> | string[], external?: string[] }} [options]
 */
export function defineLibrary(options = {}) {
  return defineConfig({
    entry: options.entry ?? { index: 'src/index.ts' },
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    dts: { compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] } },
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    external: options.external ?? [],
    outDir: 'dist',
  });
}

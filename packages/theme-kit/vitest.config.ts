import { jsdomPreset } from '@lobbykit/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// The type tests (*.test-d.ts) run through tsc as part of `vitest run`.
export default defineConfig(
  mergeConfig(jsdomPreset(), { test: { typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] } } }),
);

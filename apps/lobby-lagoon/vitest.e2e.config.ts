import { nodePreset } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = nodePreset({ include: ['e2e/**/*.e2e.test.ts'] });
export default defineConfig({
  ...preset,
  test: { ...preset.test, testTimeout: 60_000, hookTimeout: 60_000 },
});

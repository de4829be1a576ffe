import { jsdomPreset, sharingModules } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

// Browser tests (*.browser.test.tsx) run in vitest.browser.config.ts, in the system Chromium.
const preset = jsdomPreset();
export default defineConfig(
  sharingModules(
    {
      ...preset,
      test: {
        ...preset.test,
        setupFiles: [...[preset.test?.setupFiles ?? []].flat(), 'test/setup.ts'],
        exclude: ['src/**/*.browser.test.{ts,tsx}', 'node_modules/**'],
      },
    },
    { root: import.meta.dirname },
  ),
);

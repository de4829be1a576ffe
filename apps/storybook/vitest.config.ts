import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { launchOptions } from '@lobbykit/browser';
import { reporters, sourceConditions } from '@lobbykit/vitest-config';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story is a test: it renders in the system Chromium, runs its play function, and
// fails on an axe violation (a11y.test = 'error' in preview.tsx).
export default defineConfig({
  ...sourceConditions,
  plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
  test: {
    name: 'storybook',
    reporters: reporters(),
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: launchOptions() }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

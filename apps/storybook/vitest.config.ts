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
    // The story files share one page and its modules: a page and module graph of its own for
    // each of 43 files was most of the run (about 240 s on a loaded CI machine, 90 s shared).
    isolate: false,
    reporters: reporters(),
    browser: {
      enabled: true,
      headless: true,
      // Reduced motion: a play function that looks at a dialog the moment it opens meets the
      // first frame of its entrance (opacity 0); the stories' own motion is for the Storybook UI.
      provider: playwright({ launchOptions: launchOptions(), contextOptions: { reducedMotion: 'reduce' } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

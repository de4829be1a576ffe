import { nodePreset } from '@lobbykit/vitest-config';
import { configDefaults, defineConfig } from 'vitest/config';

const preset = nodePreset();
// *.browser.test.ts run in Chromium (vitest.browser.config.ts), not here.
export default defineConfig({
  ...preset,
  test: { ...preset.test, exclude: [...configDefaults.exclude, 'src/**/*.browser.test.ts'] },
});

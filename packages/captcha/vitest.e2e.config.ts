// The Chromium end-to-end test: a page bundling the captcha UI, the real hall client and the
// reference hall server, driven by playwright through @lobbykit/browser.
import { nodePreset } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = nodePreset({ include: ['e2e/**/*.e2e.test.ts'] });
export default defineConfig({
  ...preset,
  test: { ...preset.test, testTimeout: 60_000, hookTimeout: 120_000 },
});

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodePreset } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = nodePreset();
export default defineConfig({
  ...preset,
  // These tests check pages that break on purpose: their page checks stay out of the e2e record.
  test: {
    ...preset.test,
    env: { LOBBYKIT_PAGE_CHECKS_DIR: join(tmpdir(), 'lobbykit-test-utils-page-checks') },
  },
});

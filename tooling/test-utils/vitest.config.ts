import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodePreset, sharingModules } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = nodePreset();
export default defineConfig(
  sharingModules(
    {
      ...preset,
      // These tests check pages that break on purpose: their page checks stay out of the e2e record.
      test: {
        ...preset.test,
        env: { LOBBYKIT_PAGE_CHECKS_DIR: join(tmpdir(), 'lobbykit-test-utils-page-checks') },
      },
    },
    { root: import.meta.dirname },
  ),
);

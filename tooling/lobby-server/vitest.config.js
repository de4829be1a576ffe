// Tooling tests run on plain vitest, as the other tooling workspaces do.
import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest/reporters.js';

export default defineConfig({
  test: { include: ['test/**/*.test.ts'], reporters: reporters(), testTimeout: 30_000, hookTimeout: 60_000 },
});

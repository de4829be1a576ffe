// Tooling tests run on plain vitest: the shared presets are what is under test here.
import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest/reporters.js';

export default defineConfig({
  test: { include: ['test/**/*.test.js'], reporters: reporters(), testTimeout: 30_000 },
});

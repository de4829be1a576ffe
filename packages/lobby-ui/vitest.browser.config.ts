import { browserPreset } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = await browserPreset();
export default defineConfig({
  ...preset,
  // Pre-bundled up front: discovering them mid-run makes Vite reload the page under a test.
  optimizeDeps: {
    include: [
      'i18next',
      'react',
      'react-dom',
      'react-dom/client',
      'react-i18next',
      'react/jsx-dev-runtime',
      '@testing-library/react',
      '@testing-library/user-event',
      'axe-core',
      // The connected screens' store and hall client (the pseudo-locale test's offline lobby).
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/query',
      '@reduxjs/toolkit/query/react',
      'react-redux',
      'ky',
    ],
  },
  test: { ...preset.test, setupFiles: [...[preset.test?.setupFiles ?? []].flat(), 'test/setup.ts'] },
});

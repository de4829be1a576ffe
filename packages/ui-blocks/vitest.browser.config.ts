import { browserPreset } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = await browserPreset();
export default defineConfig({
  ...preset,
  // Pre-bundled up front: discovering them mid-run makes Vite reload the page under a test.
  optimizeDeps: {
    include: [
      'dompurify',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      '@testing-library/react',
    ],
  },
  test: { ...preset.test, setupFiles: [...[preset.test?.setupFiles ?? []].flat(), 'test/setup.ts'] },
});

import react from '@vitejs/plugin-react';
import { jsdomPreset } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

const preset = jsdomPreset();
export default defineConfig({
  ...preset,
  plugins: [react()],
  // The serving scripts' pure modules (the security policy) are unit-tested too.
  test: { ...preset.test, include: [...(preset.test?.include ?? []), 'scripts/**/*.test.ts'] },
});

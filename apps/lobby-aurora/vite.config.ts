import react from '@vitejs/plugin-react';
import { sourceConditions } from '@lobbykit/vitest-config';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: sourceConditions.resolve,
  build: { target: 'es2022', sourcemap: true },
});

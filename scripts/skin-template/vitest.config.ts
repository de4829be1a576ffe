import react from '@vitejs/plugin-react';
import { jsdomPreset } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({ ...jsdomPreset(), plugins: [react()] });

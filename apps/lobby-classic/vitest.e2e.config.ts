import { e2ePreset } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(e2ePreset());

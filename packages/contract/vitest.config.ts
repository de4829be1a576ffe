import { nodePreset, sharingModules } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(sharingModules(nodePreset(), { root: import.meta.dirname }));

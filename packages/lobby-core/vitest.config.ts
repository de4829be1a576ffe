import { nodePreset, sharingModules } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

// Node by default; the React tests say `@vitest-environment jsdom` at their top.
export default defineConfig(sharingModules(nodePreset(), { root: import.meta.dirname }));

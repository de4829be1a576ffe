import { jsdomPreset, sharingModules } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(sharingModules(jsdomPreset(), { root: import.meta.dirname }));

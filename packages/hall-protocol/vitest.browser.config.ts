import { browserPreset } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

// The crypto must run in browsers too: its *.browser.test.ts files run in the system Chromium.
export default defineConfig(await browserPreset());

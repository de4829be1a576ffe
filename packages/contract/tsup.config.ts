import { defineLibrary } from '@lobbykit/tsup-config';

// One output module per source file (index re-exports them), so that with
// "sideEffects": false a bundler drops every module an app does not import.
export default defineLibrary({ entry: ['src/*.ts', '!src/*.test.ts', '!src/*.test-d.ts'] });

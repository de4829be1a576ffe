import { defineLibrary } from '@lobbykit/tsup-config';

// `./detect` is the choice of the initial language alone, so a package that only detects
// (lobby-core) never brings i18next into an app's bundle.
export default defineLibrary({
  entry: { index: 'src/index.ts', detect: 'src/detect.ts' },
});

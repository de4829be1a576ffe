import { defineLibrary } from '@lobbykit/tsup-config';

// `.` is framework-free; `./react` adds the Provider and the API with hooks; `./browser` is the
// one module that reads `window`, for apps that want their config from the page.
export default defineLibrary({
  entry: { index: 'src/index.ts', react: 'src/react/index.ts', browser: 'src/browser.ts' },
});

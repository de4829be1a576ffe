// @ts-check
import { fileURLToPath } from 'node:url';
import { launchOptions } from '@lobbykit/browser';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { reporters } from './reporters.js';
import { sharingModules } from './shared-modules.js';

/** Every jsdom and browser suite's first setup file: testing-library's polls stay quiet. */
const TESTING_LIBRARY_SETUP = fileURLToPath(new URL('./setup-testing-library.js', import.meta.url));

export { reporters, sharingModules };

/** Read package sources (the `@lobbykit/source` export condition) instead of dist. */
export const sourceConditions = {
  resolve: { conditions: ['@lobbykit/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@lobbykit/source', ...defaultServerConditions] } },
};

/**
 * A theme app's build, split so the home's first JavaScript is a few chunks: the app's main
 * module with everything it imports statically, and, when given, its screens module (which the
 * main module imports dynamically) with what it imports statically beyond that. The page's entry
 * imports the main module dynamically (once the first screen is painted), so the bundler sees it
 * as one dynamic import among the lazy pages and cuts what they share with it into dozens of
 * small chunks the home loads anyway (45 files, 162.4 kB gzipped on classic); grouped, it is 3
 * files and 148 kB. Two groups, the main module's first: their modules run in two tasks, not
 * one long one. The lazy pages keep their own chunks.
 * @param {string} mainModule the app's main module, an absolute path
 * @param {string} [screensModule] the module the main one imports for the screens, an absolute path
 * @returns {{ output: { codeSplitting: { groups: { name: string, test: (id: string) => boolean, priority: number }[] } } }}
 */
export function appChunks(mainModule, screensModule) {
  return {
    output: {
      codeSplitting: {
        groups: [
          // What the entry itself runs (the first-screen wait, the loader of dynamic imports)
          // stays out of the app's chunk, or the page would load the app before its first paint.
          { name: 'start', test: isEntryModule, priority: 3 },
          // A module both groups import is the main one's, which runs first.
          { name: 'main', test: (id) => id === mainModule, priority: 2 },
          ...(screensModule
            ? [{ name: 'screens', test: (/** @type {string} */ id) => id === screensModule, priority: 1 }]
            : []),
        ],
      },
    },
  };
}

/** The modules a theme app's entry script runs before it imports the app. @param {string} id */
function isEntryModule(id) {
  return /[\\/]lobby-ui[\\/]src[\\/]start\.ts$/.test(id) || id.includes('vite/preload-helper');
}

/**
 * @param {string[]} [include]
 * @returns {import('vitest/config').ViteUserConfig}
 */
function base(include) {
  return {
    ...sourceConditions,
    test: {
      include: include ?? ['src/**/*.test.{ts,tsx}'],
      reporters: reporters(),
      passWithNoTests: false,
      restoreMocks: true,
      // A jsdom test of a whole screen takes about 4 s alone and was seen past 15 s on a CI
      // machine running slow with every suite in parallel.
      testTimeout: 30_000,
      // Failure screenshots and other attachments go to the package's git-ignored
      // .reports/, never next to the sources, where a commit or a tarball would take them.
      attachmentsDir: '.reports/vitest-attachments',
    },
  };
}

/** Node environment: transport, realtime, contract, servers. @param {{ include?: string[] }} [options] */
export function nodePreset(options = {}) {
  const config = base(options.include);
  return { ...config, test: { ...config.test, environment: 'node' } };
}

/**
 * A theme app's end-to-end journeys: the built lobby in the system Chromium against the
 * reference hall, a minute per test and hook. A failed journey runs once more: on a CI machine
 * running every suite at once, a journey has been seen to stall on the machine, not on the
 * lobby (a popup that never got its turn, a button gone between two looks). The reporters list
 * each pass that took the retry, with what failed the first time (FLAKY in the CI log), so a
 * real intermittent fault stays in view; a journey that fails twice fails the run.
 */
export function e2ePreset() {
  const config = nodePreset({ include: ['e2e/**/*.e2e.test.ts'] });
  return { ...config, test: { ...config.test, testTimeout: 60_000, hookTimeout: 60_000, retry: 1 } };
}

/** jsdom environment: React hooks and components with testing-library. @param {{ include?: string[] }} [options] */
export function jsdomPreset(options = {}) {
  const config = base(options.include);
  return { ...config, test: { ...config.test, environment: 'jsdom', setupFiles: [TESTING_LIBRARY_SETUP] } };
}

/**
 * Real browser: the system Chromium through vitest's playwright provider (no download).
 * @param {{ include?: string[] }} [options]
 */
export async function browserPreset(options = {}) {
  const { playwright } = await import('@vitest/browser-playwright');
  const config = base(options.include ?? ['src/**/*.browser.test.{ts,tsx}']);
  return {
    ...config,
    test: {
      ...config.test,
      setupFiles: [TESTING_LIBRARY_SETUP],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: launchOptions() }),
        instances: [{ browser: 'chromium' }],
        // Next to the test file by default; see attachmentsDir above.
        screenshotDirectory: '.reports/screenshots',
      },
    },
  };
}

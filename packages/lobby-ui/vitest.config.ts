import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsdomPreset } from '@lobbykit/vitest-config';
import { defineConfig } from 'vitest/config';

// Browser tests (*.browser.test.tsx) run in vitest.browser.config.ts, in the system Chromium.
const preset = jsdomPreset();
const BROWSER_TESTS = 'src/**/*.browser.test.{ts,tsx}';

/**
 * The test files that need modules of their own. The others share their worker's modules and
 * jsdom (`isolate: false`, the page reset before each file by test/setup-jsdom.ts): a fresh
 * jsdom and module graph for each of a hundred files was about 60% of this package's test time.
 */
const ISOLATED = [
  // Replaces lobby-core/react with vi.mock, which a module another file already loaded ignores.
  'src/app/shell/I18nBridge.test.tsx',
  // Hydrates a server render: its lazy screens must load as on a fresh page, as the server's did.
  'src/app/shell/mount.test.tsx',
  // Fake timers: a page-long timer a module starts under them (the first-paint fallback, say)
  // would never fire for the files after them.
  'src/app/chunks/chunk-load.test.ts',
  'src/app/preload/PreloadHost.test.tsx',
  'src/app/sports/use-refresh-while-shown.test.ts',
  'src/start.test.ts',
  // Replaces the QR code's module with one that fails to load.
  'src/deposit/OrderView.qr-missing.test.tsx',
  // After some files in a shared worker its float bar's support finds the footer's contact link
  // gone again between two renders (seen with --sequence.shuffle.files, seed 31269); not traced yet.
  'src/app/screens/FloatBarEntries.hall.test.tsx',
];

// A file that mocks modules or fakes timers shares nothing: one more outside the list fails the run.
const SHARES_BADLY = /\bvi\.(do[Mm]ock|mock|useFakeTimers)\(/;
const unlisted = readdirSync(join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !/\.browser\.test\./.test(file))
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .filter((file) => !ISOLATED.includes(file))
  .filter((file) => SHARES_BADLY.test(readFileSync(join(import.meta.dirname, file), 'utf8')));
if (unlisted.length > 0) {
  throw new Error(
    `lobby-ui vitest.config.ts: list these in ISOLATED, they mock modules or fake timers: ${unlisted.join(', ')}`,
  );
}

const shared = {
  ...preset.test,
  setupFiles: [...[preset.test?.setupFiles ?? []].flat(), 'test/setup.ts', 'test/setup-jsdom.ts'],
  exclude: [BROWSER_TESTS, 'node_modules/**'],
};
export default defineConfig({
  ...preset,
  test: {
    reporters: preset.test?.reporters,
    projects: [
      {
        ...preset,
        test: { ...shared, name: 'jsdom', isolate: false, exclude: [...shared.exclude, ...ISOLATED] },
      },
      { ...preset, test: { ...shared, name: 'jsdom-isolated', include: ISOLATED } },
    ],
  },
});

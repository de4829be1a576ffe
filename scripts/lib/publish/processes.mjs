// @ts-check
// How `pnpm check:publish` runs commands: each in its own process group (so Ctrl-C or a kill
// stops what it started), with a time-out, its output kept for the error; and its steps, each
// printed with its time.
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';

/** Longest a single command may take before the check gives up on it. */
const COMMAND_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Every process the check started that is still running (commands, the registry): each runs
 * in its own process group, so stopping it stops what it started too (turbo, tsup, changeset).
 * @type {Set<import('node:child_process').ChildProcess>}
 */
export const children = new Set();

/**
 * Sends a signal to the process group of a child the check started; it may be gone already.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Stops children with SIGTERM, and with SIGKILL those still running after `graceMs`.
 * @param {Iterable<import('node:child_process').ChildProcess>} targets
 * @param {number} graceMs
 */
export async function stopChildren(targets, graceMs) {
  const running = [...targets].filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) signalGroup(child, 'SIGTERM');
  await Promise.race([Promise.all(exited), sleep(graceMs)]);
  for (const child of running) signalGroup(child, 'SIGKILL');
}

/**
 * Keeps a child started with `detached: true` (its own process group) in `children` until it exits.
 * @template {import('node:child_process').ChildProcess} T
 * @param {T} child
 * @returns {T}
 */
export function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A step's failure, with the output that explains it. */
export class StepError extends Error {
  /**
   * @param {string} message
   * @param {string} [details] output that explains the failure
   */
  constructor(message, details) {
    super(message);
    this.details = details;
  }
}

/**
 * The environment for commands that talk to the check's registry. npm and pnpm also read
 * `npm_config_*` variables, which `pnpm run`/`npm run` set from the caller's config (npm sets
 * `npm_config_userconfig` to ~/.npmrc): left in, they could send a publish to the real
 * registry. So every such variable goes, and the registry and user config are set here.
 * @param {string} npmrc path of the check's user config
 * @param {string} registry
 */
export function registryEnv(npmrc, registry) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm|pnpm)_config_/i.test(key)) env[key] = value;
  }
  return { ...env, npm_config_userconfig: npmrc, npm_config_registry: registry, FORCE_COLOR: '0' };
}

/**
 * Runs a command and collects its output; rejects with that output when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<string>} stdout and stderr, interleaved
 */
export function exec(command, args, { cwd, env = { ...process.env, FORCE_COLOR: '0' } }) {
  const line = `${command} ${args.join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true }),
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => void stopChildren([child], 5000), COMMAND_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new StepError(`could not run "${line}": ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else {
        const why = signal ? `was stopped by ${signal}` : `exited with ${code}`;
        reject(new StepError(`"${line}" in ${cwd} ${why}`, output));
      }
    });
  });
}

const seconds = (/** @type {number} */ since) => ((Date.now() - since) / 1000).toFixed(1);

let stepNumber = 0;
let stepTitle = 'before the first step';

/** Where the check is: `step 3 (build the packages)`, for the line a failure prints. */
export const currentStep = () => `step ${stepNumber} (${stepTitle})`;
/**
 * Runs one step of the check, printing its title and, when it ends, its time.
 * @template T
 * @param {string} title
 * @param {() => Promise<T> | T} body
 * @returns {Promise<T>}
 */
export async function step(title, body) {
  stepNumber += 1;
  stepTitle = title;
  const started = Date.now();
  console.info(`check:publish: ${stepNumber}. ${title}`);
  try {
    const result = await body();
    console.info(`check:publish:    ok in ${seconds(started)} s`);
    return result;
  } catch (error) {
    console.info(`check:publish:    FAILED after ${seconds(started)} s`);
    throw error;
  }
}

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

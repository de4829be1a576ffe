#!/usr/bin/env node
// `npm test`: everything, on a machine that has only Node and npm. Installs pnpm and the
// dependencies, installs Chromium with apt when it is missing, then runs format, lint,
// typecheck, every unit and story test, the package checks, the tarball check (no test
// code in what would be published), the secret scan (no OAuth client secret in a built
// app), knip, the dependency direction and the e2e tests, and ends with one line
// "N passed, N failed" summing all of them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { clearPageChecks, formatPageChecks, sumPageChecks } from './lib/page-checks.mjs';
import { root, run, runInBackground, setup } from './lib/setup.mjs';

const started = Date.now();
const pnpm = setup();
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromium)) return true;
  console.info('lobbykit: installing Chromium with apt (needed by story and e2e tests)');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = asRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run(apt[0], [...apt.slice(1), 'update', '-qq'], { env });
  run(apt[0], [...apt.slice(1), 'install', '-y', '-qq', 'chromium'], { env });
  if (!existsSync(chromium)) {
    console.error(
      `lobbykit: Chromium is still missing at ${chromium}; install it ("apt-get install -y chromium").`,
    );
    return false;
  }
  return true;
}

const reportDir = join(root, '.reports', 'vitest');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const env = {
  ...process.env,
  LOBBYKIT_REPORT_DIR: reportDir,
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
  // The e2e checks keep the screenshots of the checks that fail; LOBBYKIT_SCREENSHOTS=all keeps every one.
  LOBBYKIT_SCREENSHOTS: process.env.LOBBYKIT_SCREENSHOTS ?? 'failures',
};
const turbo = (tasks, extra = []) => [
  pnpm,
  ['exec', 'turbo', 'run', ...[tasks].flat(), '--continue', '--output-logs=new-only', ...extra],
];

/** Each step is one check; steps marked `tests` also count the vitest tests they ran. */
const steps = [
  { name: 'workspace consistency (sherif)', cmd: [pnpm, ['exec', 'sherif']] },
  // Beside the build, which leaves a core idle while one package's declarations bundle (the
  // format check alone took 36-47 s of a CI run); its output is printed once the build is done.
  {
    name: 'format (prettier --check)',
    cmd: [pnpm, ['exec', 'prettier', '--check', '--log-level', 'warn', '.']],
    besideNext: true,
  },
  { name: 'build', cmd: turbo('build') },
  // One turbo run for both, two tasks at a time: a package's type check fills the core its lint
  // leaves idle, and more than two type programs at once on two cores thrash (about a third
  // slower in all than two at a time). Lint beside the build took as long as lint after it (415 s
  // against 197 + 218 s in two CI runs): the build keeps both cores busy. One turbo run of build
  // and lint is slower: turbo starts every lint first and leaves the build's chain for the end.
  { name: 'lint and typecheck', cmd: turbo(['lint', 'typecheck'], ['--concurrency=2']) },
  { name: 'unit and story tests', cmd: turbo('test', ['--concurrency=2']), tests: true, needsChromium: true },
  { name: 'package checks (publint, attw, size-limit)', cmd: turbo('test:pkg', ['--concurrency=2']) },
  {
    name: 'tarball check rules (node --test)',
    cmd: [process.execPath, ['--test', 'scripts/check-tarballs.test.mjs']],
  },
  {
    name: 'published tarballs hold no test code',
    cmd: [process.execPath, ['scripts/check-tarballs.mjs', `--pnpm=${pnpm}`]],
  },
  {
    name: 'OAuth secret scan rules (node --test)',
    cmd: [process.execPath, ['--test', 'scripts/check-secrets.test.mjs']],
  },
  {
    name: 'built apps hold no OAuth client secret',
    cmd: [process.execPath, ['scripts/check-secrets.mjs']],
  },
  {
    name: 'publish check rules (node --test)',
    cmd: [process.execPath, ['--test', 'scripts/check-publish.test.mjs']],
  },
  {
    name: 'skin generator rules and the lagoon skin by hand (node --test)',
    cmd: [process.execPath, ['--test', 'scripts/new-skin.test.mjs']],
  },
  { name: 'unused files and dependencies (knip)', cmd: [pnpm, ['exec', 'knip', '--no-progress']] },
  { name: 'dependency direction (dependency-cruiser)', cmd: [pnpm, ['run', 'check:boundaries']] },
  {
    name: 'dependency direction rules (node --test)',
    cmd: [process.execPath, ['--test', 'scripts/check-boundaries.test.mjs']],
  },
  // The theme apps' journeys two at a time: they wait on the lobby far more than they compute.
  {
    name: 'e2e tests',
    cmd: turbo('test:e2e', ['--concurrency=2']),
    tests: true,
    needsChromium: true,
    before: clearPageChecks,
  },
];

const hasChromium = ensureChromium();
const results = [];
/** A step running beside the current one (`besideNext`), joined once the current one ends. */
let beside;
for (const step of steps) {
  if (step.besideNext) {
    const log = join(reportDir, 'beside.log');
    beside = runInBackground(step.cmd[0], step.cmd[1], log, { env }).then(({ code, output }) => ({
      step,
      code,
      output,
    }));
    results.push({ step, ok: false });
    continue;
  }
  console.info(`\n=== ${step.name}`);
  if (step.needsChromium && !hasChromium) {
    results.push({ step, ok: false });
  } else {
    step.before?.();
    const stepStarted = Date.now();
    const code = run(step.cmd[0], step.cmd[1], { env });
    results.push({ step, ok: code === 0, seconds: (Date.now() - stepStarted) / 1000 });
  }
  await joinBeside(step.name);
}
await joinBeside('the last step');

/** Waits for the step running beside `name`, prints its output and records its result. */
async function joinBeside(name) {
  if (!beside) return;
  const joined = await beside;
  beside = undefined;
  console.info(`\n=== ${joined.step.name} (beside ${name})`);
  process.stdout.write(joined.output);
  const index = results.findIndex((result) => result.step === joined.step);
  // Its own time is not known here (its end is seen only once the step beside it has ended).
  results[index] = { step: joined.step, ok: joined.code === 0, beside: name };
}

// Sum the vitest JSON reports written by every suite. Each suite also lists its failures with
// their messages (`.failures`); a suite that stopped before writing them is read from its report.
let testsPassed = 0;
let testsFailed = 0;
const failures = [];
const reportFiles = readdirSync(reportDir).filter((file) => file.endsWith('.json'));
for (const file of reportFiles) {
  try {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    testsPassed += report.numPassedTests ?? 0;
    testsFailed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    const listed = join(reportDir, file.replace(/\.json$/, '.failures'));
    failures.push(...(existsSync(listed) ? listedFailures(listed) : failedTestsIn(report, file)));
  } catch {
    console.error(`lobbykit: unreadable test report ${file}`);
    testsFailed += 1;
  }
}

let passed = testsPassed;
let failed = testsFailed;
console.info('\n=== summary');
for (const { step, ok, seconds = 0, beside: besideStep } of results) {
  const took = besideStep ? `beside ${besideStep}` : `${seconds.toFixed(0)} s`;
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${step.name} (${took})`);
  if (!step.tests) {
    if (ok) passed += 1;
    else failed += 1;
  }
}
// A test step that failed without a failing test in the reports (a crash, a missing
// browser) still counts as one failure.
if (results.some(({ step, ok }) => step.tests && !ok) && testsFailed === 0) failed += 1;

// Every page the e2e journeys checked, summed (each check fails its test on any of them).
console.info(`e2e ${formatPageChecks(sumPageChecks())}`);

// The failing tests by name, last, so that the tail of a CI log says what broke; before them
// the e2e tests that passed only on their retry, with what failed the first time.
const flaky = failures.filter((line) => line.startsWith('FLAKY'));
for (const failure of [...flaky, ...failures.filter((line) => !line.startsWith('FLAKY'))])
  console.info(failure);
console.info(
  `${testsPassed} tests passed (${flaky.length} only on a retry) and ${testsFailed} failed in ${reportFiles.length} suites; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** One line per failure (or retried pass) a suite listed (see FailureMessages in @lobbykit/vitest-config). */
function listedFailures(path) {
  return JSON.parse(readFileSync(path, 'utf8')).map(
    ({ file, test, messages, flaky }) =>
      `${flaky ? 'FLAKY' : 'FAIL'} ${relative(process.cwd(), file)}${test ? ` > ${test}` : ''}: ${firstLine(messages.join('\n'))}`,
  );
}

/** One line per failed test or suite in a vitest JSON report, with the first line of its error. */
function failedTestsIn(report, file) {
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const where = relative(process.cwd(), suite.name ?? file);
    if (suite.status === 'failed' && (suite.assertionResults ?? []).every((t) => t.status !== 'failed')) {
      lines.push(`FAIL ${where}: ${firstLine(suite.message)}`);
    }
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      lines.push(`FAIL ${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  return lines;
}

/**
 * The start of an error: its first line, and for a time-out the lines of the call log that say
 * what it waited on (Playwright's "waiting for ...", "... intercepts pointer events").
 */
function firstLine(text) {
  const lines = String(text ?? '').split('\n');
  const callLog = lines
    .slice(1, 16)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('- '))
    .slice(-6);
  return [lines[0], ...callLog].map((line) => line.slice(0, 240)).join('\n    ');
}

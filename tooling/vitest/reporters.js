// @ts-check
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The root test script sets LOBBYKIT_REPORT_DIR so every suite also writes a JSON
 * report, which it sums into the closing "N passed, N failed" line, and a list of its failures
 * with their messages, which it prints last.
 * @returns {any[]}
 */
export function reporters() {
  const dir = process.env.LOBBYKIT_REPORT_DIR;
  if (!dir) return ['default'];
  const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
  const script = process.env.npm_lifecycle_event ?? 'test';
  // A package's test script may chain several vitest runs (node, then browser): the process
  // id keeps each run's report apart.
  const name = `${String(pkg.name).replace(/[@/]/g, '_')}--${script.replace(/[^a-z0-9]/gi, '_')}--${process.pid}`;
  return [
    'default',
    ['json', { outputFile: join(dir, `${name}.json`) }],
    new FailureMessages(join(dir, `${name}.failures`)),
  ];
}

/**
 * Writes every failed test and module with the messages of its errors, one JSON object per
 * file, and every test that passed only on a retry (`flaky: true`, with the errors of the
 * attempts that failed): a retried pass stays visible in the CI log instead of looking clean.
 * The JSON reporter keeps an error's stack alone, and some stacks do not start with their
 * message: a test that ran out of time reads "Error: STACK_TRACE_ERROR" there, where its
 * message says "Test timed out in 60000ms".
 */
export class FailureMessages {
  /** @param {string} outputFile */
  constructor(outputFile) {
    this.outputFile = outputFile;
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    /** @type {{ file: string, test?: string, messages: string[], flaky?: true }[]} */
    const failures = [];
    for (const module of testModules) {
      const file = module.moduleId;
      const moduleErrors = module.errors();
      if (moduleErrors.length > 0) failures.push({ file, messages: moduleErrors.map(messageOf) });
      for (const test of module.children.allTests()) {
        const result = test.result();
        const messages = (result.errors ?? []).map(messageOf);
        if (result.state === 'failed') failures.push({ file, test: test.fullName, messages });
        else if (result.state === 'passed' && test.diagnostic()?.flaky)
          failures.push({ file, test: test.fullName, messages, flaky: true });
      }
    }
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify(failures));
  }
}

/** @param {{ message?: string, name?: string }} error */
const messageOf = (error) => `${error.name ?? 'Error'}: ${error.message ?? ''}`;

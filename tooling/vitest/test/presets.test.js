import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserPreset, jsdomPreset, nodePreset, reporters, sourceConditions } from '../index.js';
import { FailureMessages } from '../reporters.js';

describe('@lobbykit/vitest-config', () => {
  const saved = process.env.LOBBYKIT_REPORT_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.LOBBYKIT_REPORT_DIR;
    else process.env.LOBBYKIT_REPORT_DIR = saved;
  });

  describe('when a package reads another package', () => {
    it('resolves the source condition before every default condition', () => {
      expect(sourceConditions.resolve.conditions[0]).toBe('@lobbykit/source');
      expect(sourceConditions.ssr.resolve.conditions[0]).toBe('@lobbykit/source');
    });
  });

  describe('when the root test script asks for reports', () => {
    it('adds a JSON reporter named after the package', () => {
      process.env.LOBBYKIT_REPORT_DIR = '/tmp/reports';
      const [first, json] = reporters();
      expect(first).toBe('default');
      expect(json[0]).toBe('json');
      expect(json[1].outputFile).toMatch(/^\/tmp\/reports\/_lobbykit_vitest-config--.+\.json$/);
    });

    it('lists the failures with their messages beside it', () => {
      process.env.LOBBYKIT_REPORT_DIR = '/tmp/reports';
      const [, json, failures] = reporters();
      expect(failures).toBeInstanceOf(FailureMessages);
      expect(failures.outputFile).toBe(json[1].outputFile.replace(/\.json$/, '.failures'));
    });

    it('keeps only the default reporter otherwise', () => {
      delete process.env.LOBBYKIT_REPORT_DIR;
      expect(reporters()).toEqual(['default']);
    });
  });

  describe('when a preset is chosen', () => {
    it('sets the environment', () => {
      expect(nodePreset().test.environment).toBe('node');
      expect(jsdomPreset().test.environment).toBe('jsdom');
      expect(nodePreset({ include: ['x/**'] }).test.include).toEqual(['x/**']);
    });
  });

  describe('when a package has type tests', () => {
    it("leaves them to the package's tsc (its typecheck), not to vitest, which would check them again", () => {
      expect(nodePreset().test.typecheck).toBeUndefined();
      expect(jsdomPreset().test.typecheck).toBeUndefined();
    });
  });

  describe('when a test fails and leaves a screenshot or an attachment', () => {
    it('writes it under the git-ignored .reports/, away from the sources', async () => {
      const browser = await browserPreset();
      expect(nodePreset().test.attachmentsDir).toMatch(/^\.reports\//);
      expect(browser.test.attachmentsDir).toMatch(/^\.reports\//);
      expect(browser.test.browser.screenshotDirectory).toMatch(/^\.reports\//);
    });
  });

  describe('when a run ends with failures', () => {
    /** A test module as vitest hands it to a reporter, with the parts FailureMessages reads. */
    const moduleOf = (moduleId, tests, errors = []) => ({
      moduleId,
      errors: () => errors,
      children: {
        *allTests() {
          yield* tests.map(([fullName, state, testErrors = [], flaky = false]) => ({
            fullName,
            result: () => ({ state, errors: testErrors }),
            diagnostic: () => ({ flaky }),
          }));
        },
      },
    });

    it('writes each failed test and module with its messages, not its stack, and each pass that took a retry', () => {
      const dir = mkdtempSync(join(tmpdir(), 'lobbykit-failures-'));
      try {
        const outputFile = join(dir, 'suite.failures');
        const timedOut = {
          name: 'Error',
          message: 'Test timed out in 60000ms.',
          stack: 'Error: STACK_TRACE_ERROR',
        };
        new FailureMessages(outputFile).onTestRunEnd([
          moduleOf('/a.test.ts', [
            ['ok > passes', 'passed'],
            ['slow > logs out', 'failed', [timedOut]],
            ['busy > signs in', 'passed', [timedOut], true],
          ]),
          moduleOf('/b.test.ts', [], [{ name: 'SyntaxError', message: 'Unexpected token' }]),
        ]);
        expect(JSON.parse(readFileSync(outputFile, 'utf8'))).toEqual([
          { file: '/a.test.ts', test: 'slow > logs out', messages: ['Error: Test timed out in 60000ms.'] },
          {
            file: '/a.test.ts',
            test: 'busy > signs in',
            messages: ['Error: Test timed out in 60000ms.'],
            flaky: true,
          },
          { file: '/b.test.ts', messages: ['SyntaxError: Unexpected token'] },
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});

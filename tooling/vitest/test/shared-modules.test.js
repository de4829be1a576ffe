import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodePreset } from '../index.js';
import { filesThatShareBadly, sharingModules } from '../shared-modules.js';

describe('sharingModules', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lobbykit-sharing-'));
    const files = {
      'src/plain.test.ts': "it('adds', () => expect(1 + 1).toBe(2));",
      'src/deep/mocks.test.tsx': "vi.mock('./clock');",
      'src/deep/timers.test.ts': 'vi.useFakeTimers();',
      'src/late.test.ts': "await vi.doMock('./x');",
      'src/page.browser.test.tsx': "vi.mock('./chromium-only');",
      'src/helper.ts': "vi.mock('./not-a-test');",
      'test/setup.test.ts': 'vi.useFakeTimers({ now: 0 });',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds the test files that mock modules or fake timers, never a Chromium test or a helper', () => {
    expect(filesThatShareBadly(root, ['src', 'test', 'missing']).sort()).toEqual([
      'src/deep/mocks.test.tsx',
      'src/deep/timers.test.ts',
      'src/late.test.ts',
      'test/setup.test.ts',
    ]);
  });

  it('shares modules among the others, and gives those and the named ones their own', () => {
    const preset = nodePreset();
    const config = sharingModules(
      { ...preset, test: { ...preset.test, setupFiles: ['test/setup.ts'] } },
      { root, isolated: ['src/plain.test.ts'] },
    );
    const [shared, isolated] = /** @type {any[]} */ (config.test?.projects ?? []);
    const own = [
      'src/plain.test.ts',
      'src/deep/mocks.test.tsx',
      'src/deep/timers.test.ts',
      'src/late.test.ts',
    ];
    expect(shared.test).toMatchObject({ name: 'shared', isolate: false });
    expect(shared.test.exclude).toEqual(expect.arrayContaining(own));
    expect(shared.test.setupFiles).toEqual([expect.stringMatching(/setup-shared\.js$/), 'test/setup.ts']);
    expect(isolated.test).toMatchObject({ name: 'isolated', setupFiles: ['test/setup.ts'] });
    expect(isolated.test.isolate).toBeUndefined();
    expect([...isolated.test.include].sort()).toEqual([...own, 'test/setup.test.ts'].sort());
    // The root keeps the run's reporters, so the CI summary still reads one report per run.
    expect(config.test?.reporters).toBe(preset.test?.reporters);
  });

  it('makes no isolated project when every file can share', () => {
    rmSync(join(root, 'src', 'deep'), { recursive: true });
    rmSync(join(root, 'src', 'late.test.ts'));
    rmSync(join(root, 'test'), { recursive: true });
    const config = sharingModules(nodePreset(), { root });
    expect(config.test?.projects).toHaveLength(1);
  });
});

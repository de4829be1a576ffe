// Proves the rules of .dependency-cruiser.mjs on a tiny fake lobbykit in a temporary folder:
// every wrong import fails with the rule that names it, and what the graph allows passes.
// Run with `node --test scripts/check-boundaries.test.mjs` (a step of `npm test`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';

const root = join(import.meta.dirname, '..');
const depcruise = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const config = join(root, '.dependency-cruiser.mjs');

/**
 * The fake workspaces: package name, folder, and entry points (`./lines` is `src/lines.ts`).
 * @type {[string, string, string[]][]}
 */
const workspaces = [
  ['@lobbykit/contract', 'packages/contract', ['.']],
  ['@lobbykit/hall-protocol', 'packages/hall-protocol', ['.']],
  ['@lobbykit/transport', 'packages/transport', ['.', './lines']],
  ['@lobbykit/realtime', 'packages/realtime', ['.']],
  ['@lobbykit/currency-format', 'packages/currency-format', ['.']],
  ['@lobbykit/theme-kit', 'packages/theme-kit', ['.']],
  ['hall-server', 'apps/hall-server', ['.']],
  ['lobby-classic', 'apps/lobby-classic', ['./pages/home']],
  ['@lobbykit/test-utils', 'tooling/test-utils', ['./hall']],
  ['@lobbykit/browser', 'tooling/browser', ['.']],
  ['@lobbykit/vitest-config', 'tooling/vitest', ['.']],
];

/**
 * Imports the graph forbids, each with the one rule it breaks.
 * @type {[file: string, imported: string, rule: string][]}
 */
const wrongImports = [
  ['packages/contract/src/server.ts', 'hall-server', 'packages-never-import-apps'],
  ['packages/realtime/src/hall-server.test.ts', 'hall-server', 'packages-never-import-apps'],
  ['packages/contract/src/money.ts', '@lobbykit/currency-format', 'direction/packages/contract'],
  ['packages/transport/src/notices.ts', '@lobbykit/realtime', 'direction/packages/transport'],
  ['packages/currency-format/src/theme.ts', '@lobbykit/theme-kit', 'direction/packages/currency-format'],
  ['packages/transport/src/entities.ts', '../../contract/src/index.ts', 'no-reaching-into-another-workspace'],
  ['packages/realtime/src/lines.ts', '@lobbykit/transport/src/internal', 'unresolvable-workspace-import'],
  ['packages/realtime/src/hall.ts', '@lobbykit/test-utils/hall', 'test-utils-only-in-tests'],
  ['packages/transport/src/chromium.ts', '@lobbykit/browser', 'published-source-never-imports-tooling'],
  ['apps/hall-server/src/server.ts', '@lobbykit/transport', 'direction/apps/hall-server'],
  // Its tests too: the hall server's tests speak the protocol through hall-protocol alone.
  ['apps/hall-server/src/server.test.ts', '@lobbykit/transport', 'direction/apps/hall-server'],
  ['apps/lobby-classic/src/main.ts', 'hall-server', 'direction/apps/lobby-classic'],
  ['apps/storybook/stories/Hall.stories.tsx', 'hall-server', 'direction/apps/storybook'],
  ['packages/lobby-kit/src/index.ts', '@lobbykit/contract', 'workspace-missing-from-the-table'],
];

/**
 * Imports the graph allows.
 * @type {[file: string, imported: string][]}
 */
const allowedImports = [
  ['packages/currency-format/src/codes.ts', '@lobbykit/contract'],
  ['packages/transport/src/client.ts', '@lobbykit/hall-protocol'],
  ['packages/realtime/src/channel.ts', '@lobbykit/transport/lines'],
  ['packages/realtime/src/hall.test.ts', '@lobbykit/test-utils/hall'],
  ['packages/transport/src/client.chromium.test.ts', '@lobbykit/browser'],
  ['packages/transport/vitest.config.ts', '@lobbykit/vitest-config'],
  ['apps/hall-server/src/keys.ts', '@lobbykit/hall-protocol'],
  ['apps/lobby-classic/e2e/home.e2e.test.ts', 'hall-server'],
  ['apps/storybook/stories/Home.stories.tsx', 'lobby-classic/pages/home'],
];

/**
 * @param {string} folder
 * @param {string} path
 * @param {string} text
 */
function write(folder, path, text) {
  mkdirSync(dirname(join(folder, path)), { recursive: true });
  writeFileSync(join(folder, path), text);
}

/**
 * A fake lobbykit: workspaces linked in node_modules as pnpm links them, plus the given imports.
 * @param {[file: string, imported: string, ...rest: string[]][]} imports
 */
function fakeLobbykit(imports) {
  const folder = mkdtempSync(join(tmpdir(), 'lobbykit-boundaries-'));
  write(folder, 'package.json', JSON.stringify({ private: true, type: 'module' }));
  for (const [name, path, entries] of workspaces) {
    const exports = Object.fromEntries(
      entries.map((entry) => {
        const file = entry === '.' ? 'index' : entry.slice(2);
        return [entry, { '@lobbykit/source': `./src/${file}.ts`, default: `./dist/${file}.js` }];
      }),
    );
    write(folder, join(path, 'package.json'), JSON.stringify({ name, type: 'module', exports }));
    for (const entry of entries) {
      write(folder, join(path, 'src', `${entry === '.' ? 'index' : entry.slice(2)}.ts`), 'export {};\n');
    }
    mkdirSync(dirname(join(folder, 'node_modules', name)), { recursive: true });
    symlinkSync(join(folder, path), join(folder, 'node_modules', name), 'dir');
  }
  // What the entry points do not export, and the test helper that starts the hall server.
  write(folder, 'packages/transport/src/internal.ts', 'export {};\n');
  write(folder, 'tooling/test-utils/src/hall.ts', "export * from 'hall-server';\n");
  for (const [file, imported] of imports) write(folder, file, `import '${imported}';\n`);
  return folder;
}

/**
 * Runs dependency-cruiser with lobbykit's rules in `folder`.
 * @param {string} folder
 * @param {string} outputType
 */
function cruise(folder, outputType, paths = ['packages', 'apps', 'tooling']) {
  return spawnSync(process.execPath, [depcruise, '--config', config, '--output-type', outputType, ...paths], {
    cwd: folder,
    encoding: 'utf8',
    // `npm test` forces colour for its own output; the assertions read plain text.
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
}

describe('the dependency direction rules (.dependency-cruiser.mjs)', () => {
  let folder = '';
  /** @type {{ summary: { violations: { from: string, rule: { name: string } }[] }, modules: { source: string, dependencies: { couldNotResolve: boolean }[] }[] }} */
  let report;
  before(() => {
    folder = fakeLobbykit([...wrongImports, ...allowedImports]);
    const result = cruise(folder, 'json');
    assert.ok(result.stdout, result.stderr);
    report = JSON.parse(result.stdout);
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  const rulesBrokenBy = (/** @type {string} */ file) =>
    report.summary.violations.filter((violation) => violation.from === file).map(({ rule }) => rule.name);

  describe('when a file imports what the graph forbids', () => {
    for (const [file, imported, rule] of wrongImports) {
      it(`fails ${file} importing ${imported} on ${rule}`, () => {
        assert.deepEqual(rulesBrokenBy(file), [rule]);
      });
    }

    it('exits non-zero and names the rule, the file and the import', () => {
      const result = cruise(folder, 'err');
      assert.notEqual(result.status, 0);
      assert.match(
        result.stdout,
        /error packages-never-import-apps: packages\/contract\/src\/server\.ts → apps\/hall-server\/src\/index\.ts/,
      );
    });
  });

  describe('when a file imports what the graph allows', () => {
    for (const [file, imported] of allowedImports) {
      it(`passes ${file} importing ${imported}`, () => {
        const dependencies = report.modules.find((module) => module.source === file)?.dependencies;
        assert.equal(dependencies?.length, 1, `${file} was not cruised`);
        assert.equal(dependencies[0]?.couldNotResolve, false);
        assert.deepEqual(rulesBrokenBy(file), []);
      });
    }

    it('exits 0 with nothing to report', () => {
      const result = cruise(
        folder,
        'err',
        allowedImports.map(([file]) => file),
      );
      assert.equal(result.status, 0, result.stdout + result.stderr);
      assert.match(result.stdout, /no dependency violations found/);
    });
  });
});

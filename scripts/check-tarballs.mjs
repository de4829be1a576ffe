#!/usr/bin/env node
// Packs every published workspace the way `pnpm publish` would (its `files`, `publishConfig`
// and ignore rules) and fails when a tarball holds test code: tests, type tests, test
// helpers, fixtures, failure screenshots, stories or test configs. Users download every
// byte of a tarball, and test helpers in `src/` would be reachable through the source
// condition. Usage: node scripts/check-tarballs.mjs [--pnpm=<command>]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');

/**
 * What must never be in a published tarball. Each rule is tested against a path inside
 * the tarball (`src/lines.test.ts`, `dist/index.js`), with forward slashes.
 */
export const forbiddenInTarball = [
  { pattern: /\.test\.[^/]+$/, glob: '*.test.*', why: 'test file' },
  { pattern: /\.test-d\.[^/]+$/, glob: '*.test-d.ts', why: 'type test' },
  { pattern: /\.spec\.[^/]+$/, glob: '*.spec.*', why: 'spec file' },
  { pattern: /(^|[/.-])test-utils?\.[^/]+$/, glob: '*.test-util.*', why: 'test helper' },
  {
    pattern: /(^|\/)(test-support|__tests__|tests?|e2e|fixtures|__fixtures__|__mocks__)\//,
    glob: 'test-support/, __tests__/, test/, e2e/, fixtures/, __mocks__/',
    why: 'test folder',
  },
  {
    pattern: /(^|\/)(__screenshots__|\.vitest-attachments|\.screenshots)\//,
    glob: '__screenshots__/, .vitest-attachments/, .screenshots/',
    why: 'test screenshot or attachment',
  },
  {
    pattern: /(^|\/)[^/]*screenshot[^/]*\/(.+\/)?[^/]+\.(png|jpe?g|webp)$/i,
    glob: '*screenshot*/**/*.{png,jpg,webp}',
    why: 'screenshot',
  },
  { pattern: /\.stories\.[^/]+$/, glob: '*.stories.*', why: 'story' },
  { pattern: /(^|\/)\.storybook\//, glob: '.storybook/', why: 'Storybook config' },
  { pattern: /(^|\/)vitest\.[^/]*config[^/]*$/, glob: 'vitest.*config*', why: 'test config' },
  { pattern: /(^|\/)playwright\.config[^/]*$/, glob: 'playwright.config*', why: 'test config' },
  { pattern: /(^|\/)\.size-limit[^/]*$/, glob: '.size-limit*', why: 'size budget config' },
  { pattern: /(^|\/)bench\//, glob: 'bench/', why: 'benchmark' },
];

/**
 * The files of one tarball listing that break a rule, each with the reasons.
 * @param {string[]} paths paths inside the tarball
 * @returns {{ path: string, why: string }[]}
 */
export function offendingFiles(paths) {
  const offenders = [];
  for (const path of paths) {
    const broken = forbiddenInTarball.filter((rule) => rule.pattern.test(path));
    if (broken.length > 0) {
      offenders.push({ path, why: broken.map((rule) => `${rule.why} (${rule.glob})`).join('; ') });
    }
  }
  return offenders;
}

/** Every workspace that `changeset publish` would publish: those not marked private. */
function publishedWorkspaces(pnpm) {
  const result = spawnSync(pnpm, ['ls', '--recursive', '--depth', '-1', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`"${pnpm} ls" failed: ${result.error?.message ?? result.stderr}`);
  }
  /** @type {{ name: string, path: string, private: boolean }[]} */
  const workspaces = JSON.parse(result.stdout);
  return workspaces.filter((workspace) => !workspace.private);
}

/** Packs one workspace into `destination` and returns pnpm's JSON description of the tarball. */
function pack(pnpm, workspace, destination) {
  const result = spawnSync(pnpm, ['pack', '--pack-destination', destination, '--json'], {
    cwd: workspace.path,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`"${pnpm} pack" failed: ${result.error?.message ?? result.stderr}`);
  }
  // Lifecycle output (a prepack script) may come before the JSON.
  const json = result.stdout.slice(result.stdout.search(/^\{/m));
  /** @type {{ size: number, files: { path: string }[] }} */
  const tarball = JSON.parse(json);
  return tarball;
}

function main() {
  const pnpmArgument = process.argv.slice(2).find((arg) => arg.startsWith('--pnpm='));
  const pnpm = pnpmArgument ? pnpmArgument.slice('--pnpm='.length) : 'pnpm';
  const destination = mkdtempSync(join(tmpdir(), 'lobbykit-tarballs-'));
  let failures = 0;
  let packed = 0;
  try {
    for (const workspace of publishedWorkspaces(pnpm)) {
      packed += 1;
      const where = relative(root, workspace.path) || '.';
      let tarball;
      try {
        tarball = pack(pnpm, workspace, destination);
      } catch (error) {
        console.info(`FAIL ${workspace.name} (${where}): ${String(error)}`);
        failures += 1;
        continue;
      }
      const offenders = offendingFiles(tarball.files.map((file) => file.path));
      const size = `${(tarball.size / 1024).toFixed(1)} kB packed`;
      console.info(
        `${offenders.length === 0 ? 'ok  ' : 'FAIL'} ${workspace.name}: ${tarball.files.length} files, ${size}`,
      );
      for (const offender of offenders) {
        console.info(`  ${workspace.name}: ${offender.path} is ${offender.why}`);
      }
      failures += offenders.length;
    }
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
  if (failures > 0) {
    console.error(
      `lobbykit: ${failures} problem(s) in published tarballs; exclude test code in the package's "files".`,
    );
    process.exit(1);
  }
  console.info(`lobbykit: ${packed} published tarballs hold no test code.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

// The type check runs on real files: it fails on a type error, naming it, and passes clean code.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

const bin = join(import.meta.dirname, '..', 'bin.js');

function project(source) {
  const dir = mkdtempSync(join(tmpdir(), 'lobbykit-typecheck-'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, module: 'preserve' },
      files: ['main.ts'],
    }),
  );
  writeFileSync(join(dir, 'main.ts'), source);
  return dir;
}

function check(dir) {
  return spawnSync(process.execPath, [bin, '--noEmit', '--pretty', 'false'], { cwd: dir, encoding: 'utf8' });
}

describe('lobbykit-typecheck', () => {
  const dirs = [];
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('fails on a type error and names it', () => {
    const dir = project('export const stake: number = "ten";\n');
    dirs.push(dir);
    const result = check(dir);
    assert.notEqual(result.status, 0);
    assert.match(result.stdout, /main\.ts\(1,14\): error TS2322/);
  });

  it('passes a program without errors', () => {
    const dir = project('export const stake: number = 10;\n');
    dirs.push(dir);
    const result = check(dir);
    assert.equal(result.stdout, '');
    assert.equal(result.status, 0);
  });

  it('reports the compiler it runs: TypeScript 7', () => {
    const result = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8' });
    assert.match(result.stdout, /Version 7\./);
  });
});

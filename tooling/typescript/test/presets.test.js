import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const base = join(import.meta.dirname, '..', 'base.json');

function check(source) {
  const dir = mkdtempSync(join(tmpdir(), 'lobbykit-tsconfig-'));
  try {
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: base, include: ['*.ts'] }));
    writeFileSync(join(dir, 'probe.ts'), source);
    execFileSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
    return '';
  } catch (error) {
    return String(error.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('base.json', () => {
  describe('when code indexes an array without a check', () => {
    it('fails: noUncheckedIndexedAccess is on', () => {
      expect(check('const xs: number[] = [];\nexport const n: number = xs[0];\n')).toContain('TS2322');
    });
  });

  describe('when code is checked', () => {
    it('passes', () => {
      expect(check('const xs: number[] = [1];\nexport const n: number = xs[0] ?? 0;\n')).toBe('');
    });
  });
});

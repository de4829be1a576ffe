import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lobbykitConfig } from '../index.js';

describe('lobbykitConfig', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lobbykit-eslint-'));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'ESNext',
          moduleResolution: 'Bundler',
          target: 'ES2022',
          lib: ['ES2022'],
        },
        include: ['*.ts'],
      }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe('when code leaves a promise floating', () => {
    it('reports it with the type-checked rule', async () => {
      const file = join(dir, 'floating.ts');
      writeFileSync(
        file,
        'async function load(): Promise<number> { return 1; }\nexport function run(): void { load(); }\n',
      );
      const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: lobbykitConfig(dir) });
      const [result] = await eslint.lintFiles([file]);
      expect(result.messages.map((message) => message.ruleId)).toContain(
        '@typescript-eslint/no-floating-promises',
      );
    });
  });

  describe('when code is clean', () => {
    it('reports nothing', async () => {
      const file = join(dir, 'clean.ts');
      writeFileSync(file, 'export function add(a: number, b: number): number {\n  return a + b;\n}\n');
      const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: lobbykitConfig(dir) });
      const [result] = await eslint.lintFiles([file]);
      expect(result.messages).toEqual([]);
    });
  });
});

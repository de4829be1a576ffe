#!/usr/bin/env node
// Creates packages/<name> with the house layout: package.json, tsconfig, tsup, vitest,
// eslint, size-limit, README, src/index.ts and a first test. Usage:
//   node scripts/new-package.mjs <name> "<one-line description>" [--react] [--jsdom]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [name, description = '', ...flags] = process.argv.slice(2);
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: node scripts/new-package.mjs <kebab-name> "<description>" [--react] [--jsdom]');
  process.exit(1);
}
const react = flags.includes('--react');
const jsdom = flags.includes('--jsdom') || react;
const dir = join('packages', name);
if (existsSync(dir)) {
  console.error(`${dir} already exists`);
  process.exit(1);
}
mkdirSync(join(dir, 'src'), { recursive: true });
const pkgName = `@lobbykit/${name}`;
const write = (file, text) => writeFileSync(join(dir, file), text);

const pkg = {
  name: pkgName,
  version: '0.0.0',
  description,
  license: 'MIT',
  type: 'module',
  sideEffects: false,
  repository: { type: 'git', url: 'git+https://example.invalid/lobbykit.git', directory: dir },
  exports: {
    '.': { '@lobbykit/source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
    './package.json': './package.json',
  },
  main: './dist/index.js',
  types: './dist/index.d.ts',
  // src ships for source maps and the source condition; test code never ships (npm test
  // packs every package and fails on any test, fixture, screenshot or story file).
  files: [
    'dist',
    'src',
    '!src/**/*.test.*',
    '!src/**/*.test-d.ts',
    '!src/**/*.test-util.*',
    '!src/**/test-support',
    '!src/**/__screenshots__',
  ],
  publishConfig: { access: 'public' },
  scripts: {
    build: 'tsup',
    typecheck: 'tsc --noEmit',
    lint: 'eslint .',
    test: 'vitest run',
    'test:pkg': 'publint --strict && attw --pack --profile esm-only && size-limit',
  },
  ...(react ? { peerDependencies: { react: '^19.0.0' } } : {}),
  devDependencies: {
    '@arethetypeswrong/cli': 'catalog:',
    '@lobbykit/eslint-config': 'workspace:*',
    '@lobbykit/tsconfig': 'workspace:*',
    '@lobbykit/tsup-config': 'workspace:*',
    '@lobbykit/vitest-config': 'workspace:*',
    '@size-limit/preset-small-lib': 'catalog:',
    eslint: 'catalog:',
    publint: 'catalog:',
    'size-limit': 'catalog:',
    tsup: 'catalog:',
    typescript: 'catalog:',
    vitest: 'catalog:',
    ...(jsdom
      ? { jsdom: 'catalog:', '@testing-library/react': 'catalog:', '@testing-library/dom': 'catalog:' }
      : {}),
    ...(react
      ? {
          react: 'catalog:',
          'react-dom': 'catalog:',
          '@types/react': 'catalog:',
          '@types/react-dom': 'catalog:',
        }
      : {}),
  },
  'size-limit': [
    { name: 'index', path: 'dist/index.js', limit: '4 KB', gzip: true, ignore: ['react', 'react-dom'] },
  ],
};
write('package.json', JSON.stringify(pkg, null, 2) + '\n');
write(
  'tsconfig.json',
  JSON.stringify(
    { extends: `@lobbykit/tsconfig/${react ? 'react' : 'library'}.json`, include: ['src', '*.config.ts'] },
    null,
    2,
  ) + '\n',
);
write(
  'tsup.config.ts',
  "import { defineLibrary } from '@lobbykit/tsup-config';\n\nexport default defineLibrary();\n",
);
write(
  'vitest.config.ts',
  `import { ${jsdom ? 'jsdomPreset' : 'nodePreset'} } from '@lobbykit/vitest-config';\nimport { defineConfig } from 'vitest/config';\n\nexport default defineConfig(${jsdom ? 'jsdomPreset' : 'nodePreset'}());\n`,
);
write(
  'eslint.config.js',
  "import { lobbykitConfig } from '@lobbykit/eslint-config';\n\nexport default lobbykitConfig(import.meta.dirname);\n",
);
write('README.md', `# ${pkgName}\n\n${description}\n\n## Install\n\n\`\`\`sh\npnpm add ${pkgName}\n\`\`\`\n`);
write('src/index.ts', `export const name = '${pkgName}';\n`);
write(
  'src/index.test.ts',
  `import { describe, expect, it } from 'vitest';\nimport { name } from './index';\n\ndescribe('${pkgName}', () => {\n  it('exports its name', () => {\n    expect(name).toBe('${pkgName}');\n  });\n});\n`,
);
// The public surface, pinned: a change to what the package exports fails this file, so it is
// a visible diff in review (see any packages/*/src/public-exports.test-d.ts).
write(
  'src/public-exports.test-d.ts',
  `import { describe, expectTypeOf, it } from 'vitest';\nimport type * as entry from '${pkgName}';\n\ndescribe('${pkgName}', () => {\n  it('exports exactly these values', () => {\n    expectTypeOf<keyof typeof entry>().toEqualTypeOf<'name'>();\n  });\n});\n`,
);
spawnSync('pnpm', ['exec', 'prettier', '--write', '--log-level', 'warn', dir], { stdio: 'inherit' });
console.info(`created ${dir}; run "pnpm install" at the root`);

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offendingFiles } from './check-tarballs.mjs';

const cleanTarball = [
  'package.json',
  'README.md',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/index.js.map',
  'src/index.ts',
  'src/lines.ts',
  'src/testing-library-free.ts',
  'src/providers/geetest.ts',
  'src/modal/Modal.tsx',
];

describe('check-tarballs', () => {
  describe('when a tarball holds only code, types, maps and docs', () => {
    it('finds nothing', () => {
      assert.deepEqual(offendingFiles(cleanTarball), []);
    });
  });

  describe('when a tarball holds test code', () => {
    const cases = [
      ['src/foo.test.ts', 'test file'],
      ['src/modal/Modal.browser.test.tsx', 'test file'],
      ['src/theme.test-d.ts', 'type test'],
      ['src/foo.spec.js', 'spec file'],
      ['src/arbitraries.test-util.ts', 'test helper'],
      ['src/test-support/servers.ts', 'test folder'],
      ['src/__tests__/lines.ts', 'test folder'],
      ['test/setup.ts', 'test folder'],
      ['e2e/home.ts', 'test folder'],
      ['src/fixtures/user.json', 'test folder'],
      ['src/modal/__screenshots__/Modal/phone-1.png', 'test screenshot or attachment'],
      ['.vitest-attachments/65bc.png', 'test screenshot or attachment'],
      ['screenshots/home-phone.webp', 'screenshot'],
      ['src/Modal.stories.tsx', 'story'],
      ['vitest.config.ts', 'test config'],
      ['vitest.browser.config.ts', 'test config'],
      ['.size-limit.json', 'size budget config'],
      ['bench/lines.mjs', 'benchmark'],
    ];
    for (const [path, why] of cases) {
      it(`names ${path} as ${why}`, () => {
        const offenders = offendingFiles([...cleanTarball, path]);
        assert.equal(offenders.length, 1);
        assert.equal(offenders[0]?.path, path);
        assert.match(offenders[0]?.why ?? '', new RegExp(`^${why} \\(`));
      });
    }

    it('gives every reason a file breaks', () => {
      const [offender] = offendingFiles(['src/test-support/servers.test.ts']);
      assert.match(offender?.why ?? '', /test file/);
      assert.match(offender?.why ?? '', /test folder/);
    });
  });
});

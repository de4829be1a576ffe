// The skin generator's rules: what it accepts, what it writes, and how it counts the lines a
// person wrote afterwards; and lobby-lagoon, the theme made with it, within the 300 lines of
// theme code a new skin may take by hand.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  addedLines,
  formattedSkinFiles,
  handWrittenLines,
  parseSkinArgs,
  skinFiles,
  skinInputProblems,
} from './new-skin.mjs';

const COVE = { code: 'cove', key: 'lobbykit-cove-site-static-key-11' };
const good = { name: 'lagoon', sites: [COVE], taken: ['classic', 'aurora'] };

describe('new-skin', () => {
  describe('when its input is checked', () => {
    it('accepts a new lower-case name with sites and their keys', () => {
      assert.deepEqual(skinInputProblems(good), []);
    });

    const cases = [
      ['a name with capitals', { ...good, name: 'Lagoon' }, /is not 2-16 lower-case/],
      ['a name with a hyphen', { ...good, name: 'sea-side' }, /is not 2-16 lower-case/],
      ['a name that is a path', { ...good, name: '../x' }, /is not 2-16 lower-case/],
      ['a theme that exists', { ...good, name: 'aurora' }, /exists already/],
      ['no site', { ...good, sites: [] }, /at least one site/],
      ['a site code with a quote', { ...good, sites: [{ ...COVE, code: "co've" }] }, /site code/],
      [
        'a key that breaks out of its string',
        { ...good, sites: [{ ...COVE, key: "abc'+alert(1)+'def" }] },
        /static key/,
      ],
      ['a key too short', { ...good, sites: [{ ...COVE, key: 'short' }] }, /static key/],
      ['a site twice', { ...good, sites: [COVE, COVE] }, /twice/],
    ];
    for (const [what, input, problem] of cases) {
      it(`refuses ${what}`, () => {
        assert.match(skinInputProblems(input).join('\n'), problem);
      });
    }

    it('reads the name and the sites from the command line', () => {
      assert.deepEqual(parseSkinArgs(['lagoon', '--site', 'cove=k=ey12345', '--no-install']), {
        name: 'lagoon',
        sites: [{ code: 'cove', key: 'k=ey12345' }],
        install: false,
        measure: false,
      });
    });
  });

  describe('when it writes an app', () => {
    const files = skinFiles({
      name: 'lagoon',
      sites: [COVE, { code: 'bay', key: 'lobbykit-bay-site-key-000000012' }],
    });
    const text = (path) =>
      files.find((file) => file.path === path)?.text ?? assert.fail(`${path} not written`);

    it('fills in every placeholder, in names and in text', () => {
      for (const { path, text: body } of files) {
        assert.doesNotMatch(path, /__\w+__/, path);
        assert.doesNotMatch(body, /__(skin|Skin|site|siteKeys|siteArgs)__/, path);
      }
      assert.ok(files.some((file) => file.path === 'src/theme/LagoonLayout.tsx'));
    });

    it('names the app and its theme, and keeps what made it', () => {
      const manifest = JSON.parse(text('package.json'));
      assert.equal(manifest.name, 'lobby-lagoon');
      assert.deepEqual(manifest.lobbykit, {
        theme: 'lagoon',
        newSkin:
          'lagoon --site cove=lobbykit-cove-site-static-key-11 --site bay=lobbykit-bay-site-key-000000012',
      });
    });

    it('makes the first site the default and knows every site key', () => {
      const env = text('src/env.ts');
      assert.match(env, /\|\| 'cove';/);
      assert.match(
        env,
        /\{ cove: 'lobbykit-cove-site-static-key-11', bay: 'lobbykit-bay-site-key-000000012' \}/,
      );
    });
  });

  describe('when it counts the lines written by hand', () => {
    const cases = [
      ['nothing changed', 'a\nb\nc', 'a\nb\nc', 0],
      ['a line added', 'a\nb', 'a\nx\nb', 1],
      ['a line changed', 'a\nb\nc', 'a\nB\nc', 1],
      ['lines removed', 'a\nb\nc', 'a', 0],
      ['blank lines added', 'a', 'a\n\n  \n', 0],
      ['a new file', '', 'one\ntwo\n\nthree', 3],
    ];
    for (const [what, before, after, lines] of cases) {
      it(`counts ${lines} for ${what}`, () => {
        assert.equal(addedLines(before, after), lines);
      });
    }

    it('compares an app with what the generator makes from its package.json', async () => {
      const app = mkdtempSync(join(tmpdir(), 'lobbykit-skin-'));
      try {
        for (const { path, text } of await formattedSkinFiles({ name: 'lagoon', sites: [COVE] })) {
          mkdirSync(join(app, path, '..'), { recursive: true });
          writeFileSync(join(app, path), text);
        }
        writeFileSync(join(app, 'src/theme/Extra.tsx'), 'export const extra = 1;\n');
        mkdirSync(join(app, 'dist'));
        writeFileSync(join(app, 'dist/index.js'), 'built;\nnot;\nwritten;\n');
        assert.deepEqual(await handWrittenLines(app), {
          total: 1,
          files: [{ path: 'src/theme/Extra.tsx', lines: 1 }],
        });
      } finally {
        rmSync(app, { recursive: true, force: true });
      }
    });
  });

  describe('when the lagoon theme is measured', () => {
    it('took at most 300 lines of theme code by hand', async () => {
      const { total } = await handWrittenLines(join(import.meta.dirname, '..', 'apps', 'lobby-lagoon'));
      assert.ok(total <= 300, `lobby-lagoon has ${total} lines written by hand`);
    });
  });
});

// The scripts a theme app's home needs to start: what its size budget measures.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialScripts, routeScripts } from '../index.js';

const distWith = (html: string, manifest?: Record<string, object>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-initial-'));
  writeFileSync(join(dir, 'index.html'), html);
  if (manifest) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
};

describe('initialScripts', () => {
  describe('when the page has an entry script and preloaded chunks', () => {
    it('answers the entry and every preloaded chunk, not the styles or the lazy chunks', () => {
      const dir = distWith(`<!doctype html><html><head>
        <script type="module" crossorigin src="/assets/index-a1.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
        <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
        <link rel="prefetch" href="/assets/SearchPage-d4.js">
        </head><body><div id="root"></div></body></html>`);
      expect(initialScripts(dir)).toEqual([join(dir, 'assets/index-a1.js'), join(dir, 'assets/react-b2.js')]);
    });
  });

  describe('when the entry imports the app once the first screen is painted', () => {
    it("adds the app's chunk and every chunk it imports statically, not its own lazy chunks", () => {
      const dir = distWith(
        `<!doctype html><html><head>
        <script type="module" crossorigin src="/assets/index-a1.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/runtime-e5.js">
        </head><body><div id="root"></div></body></html>`,
        {
          'index.html': {
            file: 'assets/index-a1.js',
            src: 'index.html',
            isEntry: true,
            imports: ['_runtime-e5.js'],
            dynamicImports: ['src/main.tsx'],
          },
          _runtime: { file: 'assets/runtime-e5.js' },
          '_runtime-e5.js': { file: 'assets/runtime-e5.js' },
          'src/main.tsx': {
            file: 'assets/main-f6.js',
            imports: ['_react-b2.js', '_runtime-e5.js'],
            dynamicImports: ['src/pages/SearchPage.tsx'],
          },
          '_react-b2.js': { file: 'assets/react-b2.js', imports: ['_scheduler-g7.js'] },
          '_scheduler-g7.js': { file: 'assets/scheduler-g7.js' },
          'src/pages/SearchPage.tsx': { file: 'assets/SearchPage-d4.js', imports: ['_react-b2.js'] },
        },
      );
      expect(initialScripts(dir)).toEqual([
        join(dir, 'assets/index-a1.js'),
        join(dir, 'assets/runtime-e5.js'),
        join(dir, 'assets/main-f6.js'),
        join(dir, 'assets/react-b2.js'),
        join(dir, 'assets/scheduler-g7.js'),
      ]);
    });
  });

  describe("when the app's main chunk imports its screens chunk as it starts", () => {
    it('adds the screens chunk with what it imports statically, not the lazy pages of either', () => {
      const dir = distWith(
        `<!doctype html><html><head>
        <script type="module" crossorigin src="/assets/index-a1.js"></script>
        </head><body><div id="root"></div></body></html>`,
        {
          'index.html': {
            file: 'assets/index-a1.js',
            src: 'index.html',
            isEntry: true,
            dynamicImports: ['_main-f6.js'],
          },
          '_main-f6.js': {
            file: 'assets/main-f6.js',
            name: 'main',
            dynamicImports: ['_screens-h8.js', 'src/session/runner.ts'],
          },
          '_screens-h8.js': {
            file: 'assets/screens-h8.js',
            name: 'screens',
            imports: ['_main-f6.js', '_icons-i9.js'],
            dynamicImports: ['src/pages/SearchPage.tsx'],
          },
          '_icons-i9.js': { file: 'assets/icons-i9.js', name: 'icons' },
          'src/session/runner.ts': { file: 'assets/runner-j1.js', src: 'src/session/runner.ts' },
          'src/pages/SearchPage.tsx': { file: 'assets/SearchPage-d4.js', src: 'src/pages/SearchPage.tsx' },
        },
      );
      expect(initialScripts(dir)).toEqual([
        join(dir, 'assets/index-a1.js'),
        join(dir, 'assets/main-f6.js'),
        join(dir, 'assets/screens-h8.js'),
        join(dir, 'assets/icons-i9.js'),
      ]);
    });
  });

  describe('when the page loads no script', () => {
    it('throws, so a broken build never measures as 0 kB', () => {
      const dir = distWith('<!doctype html><html><head></head><body></body></html>');
      expect(() => initialScripts(dir)).toThrow(/loads no script/);
    });
  });
});

describe('routeScripts', () => {
  const dir = distWith(
    `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    </head><body><div id="root"></div></body></html>`,
    {
      'index.html': {
        file: 'assets/index-a1.js',
        src: 'index.html',
        isEntry: true,
        dynamicImports: ['src/main.tsx'],
      },
      'src/main.tsx': { file: 'assets/main-f6.js', imports: ['_react-b2.js'] },
      '_react-b2.js': { file: 'assets/react-b2.js' },
      'src/theme/pages/SearchPage.tsx': {
        file: 'assets/SearchPage-d4.js',
        imports: ['_react-b2.js', '_box-h8.js'],
      },
      '_box-h8.js': { file: 'assets/box-h8.js' },
    },
  );

  describe("when a route's page is a lazy chunk", () => {
    it("answers the home's scripts, then the page's chunk and what it imports, once each", () => {
      expect(routeScripts(dir, '/pages/SearchPage.tsx')).toEqual([
        join(dir, 'assets/index-a1.js'),
        join(dir, 'assets/main-f6.js'),
        join(dir, 'assets/react-b2.js'),
        join(dir, 'assets/SearchPage-d4.js'),
        join(dir, 'assets/box-h8.js'),
      ]);
    });
  });

  describe('when no chunk was built from the page', () => {
    it('says which', () => {
      expect(() => routeScripts(dir, '/pages/Missing.tsx')).toThrow(
        /no chunk built from …\/pages\/Missing\.tsx/,
      );
    });
  });
});

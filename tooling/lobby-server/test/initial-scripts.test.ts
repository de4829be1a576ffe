// The scripts a theme app's home fetches before its first paint: what its size budget measures.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialScripts } from '../index.js';

const distWith = (html: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-initial-'));
  writeFileSync(join(dir, 'index.html'), html);
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

  describe('when the page loads no script', () => {
    it('throws, so a broken build never measures as 0 kB', () => {
      const dir = distWith('<!doctype html><html><head></head><body></body></html>');
      expect(() => initialScripts(dir)).toThrow(/loads no script/);
    });
  });
});

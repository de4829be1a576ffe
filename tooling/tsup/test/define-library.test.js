import { describe, expect, it } from 'vitest';
import { defineLibrary } from '../index.js';

describe('defineLibrary', () => {
  describe('when a package uses the defaults', () => {
    it('builds ESM from src/index.ts with declarations', () => {
      const options = defineLibrary();
      expect(options.format).toEqual(['esm']);
      expect(options.entry).toEqual({ index: 'src/index.ts' });
      expect(options.dts).toBeTruthy();
      expect(options.outDir).toBe('dist');
    });
  });

  describe('when a package has a subpath', () => {
    it('keeps every entry', () => {
      const options = defineLibrary({ entry: { index: 'src/index.ts', crypto: 'src/crypto/index.ts' } });
      expect(Object.keys(options.entry)).toEqual(['index', 'crypto']);
    });
  });
});

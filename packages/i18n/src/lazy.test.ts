// Proves the resources are lazy: each locale module is replaced by a recording copy, so
// the test sees exactly which language files were evaluated.
import { languageCodes } from '@lobbykit/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const codes = [...languageCodes, 'en_XA'];
const imported = new Set<string>();

beforeEach(() => {
  // A fresh module registry per test, with every locale module replaced by a copy that
  // records its own evaluation.
  vi.resetModules();
  imported.clear();
  for (const code of codes) {
    vi.doMock(`./locales/${code}`, async (original) => {
      imported.add(code);
      return original();
    });
  }
});

describe.each(['createTexts', 'createI18n'] as const)('resource loading of %s', (factory) => {
  const start = async (lang: string) => {
    const { [factory]: create } = await import('./index');
    const lobby = create({ url: `?lang=${lang}`, storage: null, browserLanguages: [] });
    await lobby.ready;
    return lobby;
  };

  describe('when the package is imported', () => {
    it('imports no language', async () => {
      await import('./index');
      expect([...imported]).toEqual([]);
    });
  });

  describe('when the initial language is complete', () => {
    it('imports only that language', async () => {
      await start('zh_CN');
      expect([...imported]).toEqual(['zh_CN']);
    });
  });

  describe('when the initial language is partial', () => {
    it('imports it and en_US for the fallback, nothing else', async () => {
      await start('th_TH');
      expect([...imported].sort()).toEqual(['en_US', 'th_TH']);
    });
  });

  describe('when the language changes', () => {
    it('imports the new language then', async () => {
      const lobby = await start('en_US');
      expect([...imported]).toEqual(['en_US']);
      await lobby.changeLanguage('ja_JP');
      expect([...imported].sort()).toEqual(['en_US', 'ja_JP']);
    });
  });
});

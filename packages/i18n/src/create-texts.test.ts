// What only createTexts does: listeners, switches while texts load, and no i18next. What it
// shares with createI18n is in lobby-texts.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { createTexts } from './create-texts';
import { uiKeys, type CompleteMessages } from './keys';
import type { ResourceLanguage } from './loaders';

const ok = (text: string) => ({ [uiKeys.ok]: text }) as unknown as CompleteMessages;

/** A loader whose loads the test settles by hand, one language at a time. */
function manualLoader() {
  const waiting = new Map<string, { resolve: (m: CompleteMessages) => void; reject: (e: Error) => void }>();
  const load = vi.fn(
    (code: ResourceLanguage) =>
      new Promise<CompleteMessages>((resolve, reject) => waiting.set(code, { resolve, reject })),
  );
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const settle = async (code: string, text: string | Error) => {
    // A switch asks for its texts once the initial ones are in: let it get that far.
    await nextTask();
    const pending = waiting.get(code);
    if (!pending) throw new Error(`no load of ${code} is waiting`);
    waiting.delete(code);
    if (text instanceof Error) pending.reject(text);
    else pending.resolve(ok(text));
    // Let the texts' own promise chains run.
    await nextTask();
  };
  return { load, settle };
}

const options = { url: '?lang=en_US', storage: null, browserLanguages: [] } as const;

describe('createTexts', () => {
  describe('when a listener is subscribed', () => {
    it('runs when the first texts arrive and on each switch, until it unsubscribes', async () => {
      const { load, settle } = manualLoader();
      const texts = createTexts({ ...options, load });
      const listener = vi.fn();
      const unsubscribe = texts.subscribe(listener);
      await settle('en_US', 'OK');
      expect(listener).toHaveBeenCalledTimes(1);

      const switched = texts.changeLanguage('zh_CN');
      await settle('zh_CN', '确定');
      await switched;
      expect(listener).toHaveBeenCalledTimes(2);

      unsubscribe();
      const back = texts.changeLanguage('en_US');
      await back;
      expect(texts.language()).toBe('en_US');
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('does not run for a refused language', async () => {
      const texts = createTexts({ ...options, site: { languageInfos: [{ languageCode: 'en_US' }] } });
      await texts.ready;
      const listener = vi.fn();
      texts.subscribe(listener);
      await texts.changeLanguage('ja_JP');
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('when the new language is still loading', () => {
    it('keeps showing the current texts until it has arrived', async () => {
      const { load, settle } = manualLoader();
      const texts = createTexts({ ...options, load });
      await settle('en_US', 'OK');
      const switched = texts.changeLanguage('zh_CN');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(texts.language()).toBe('en_US');
      expect(texts.t(uiKeys.ok)).toBe('OK');
      await settle('zh_CN', '确定');
      await expect(switched).resolves.toEqual({ ok: true, language: 'zh_CN' });
      expect(texts.t(uiKeys.ok)).toBe('确定');
    });

    it('lets the latest switch win when an earlier one loads later', async () => {
      const { load, settle } = manualLoader();
      const texts = createTexts({ ...options, load });
      await settle('en_US', 'OK');
      const first = texts.changeLanguage('zh_CN');
      const second = texts.changeLanguage('zh_TW');
      await settle('zh_TW', '確定');
      await settle('zh_CN', '确定');
      await Promise.all([first, second]);
      expect(texts.language()).toBe('zh_TW');
      expect(texts.t(uiKeys.ok)).toBe('確定');
    });

    it('loads a language once for two switches to it', async () => {
      const { load, settle } = manualLoader();
      const texts = createTexts({ ...options, load });
      await settle('en_US', 'OK');
      const switches = [texts.changeLanguage('zh_CN'), texts.changeLanguage('zh-Hans')];
      await settle('zh_CN', '确定');
      await expect(Promise.all(switches)).resolves.toEqual([
        { ok: true, language: 'zh_CN' },
        { ok: true, language: 'zh_CN' },
      ]);
      expect(load.mock.calls).toEqual([['en_US'], ['zh_CN']]);
    });
  });

  describe('when the texts of a switch fail to load', () => {
    it('keeps the current language and tries again on the next switch', async () => {
      const { load, settle } = manualLoader();
      const texts = createTexts({ ...options, load });
      await settle('en_US', 'OK');
      const failed = texts.changeLanguage('zh_CN');
      await settle('zh_CN', new Error('chunk failed'));
      await expect(failed).resolves.toEqual({ ok: false, code: 'load-failed', language: 'zh_CN' });
      expect(texts.language()).toBe('en_US');
      expect(texts.t(uiKeys.ok)).toBe('OK');

      const again = texts.changeLanguage('zh_CN');
      await settle('zh_CN', '确定');
      await expect(again).resolves.toEqual({ ok: true, language: 'zh_CN' });
    });

    it('reports a loader that throws as load-failed', async () => {
      const texts = createTexts({
        ...options,
        load: () => {
          throw new Error('no loader');
        },
      });
      await expect(texts.ready).resolves.toEqual({ ok: false, code: 'load-failed', language: 'en_US' });
      expect(texts.t(uiKeys.ok)).toBe(uiKeys.ok);
    });
  });

  describe('when its module is imported', () => {
    it('does not import i18next or react-i18next', async () => {
      vi.resetModules();
      const imported: string[] = [];
      for (const name of ['i18next', 'react-i18next']) {
        vi.doMock(name, async (original) => {
          imported.push(name);
          return original();
        });
      }
      const { createTexts: fresh } = await import('./create-texts');
      await fresh({ ...options }).ready;
      expect(imported).toEqual([]);
      vi.doUnmock('i18next');
      vi.doUnmock('react-i18next');
    });
  });
});

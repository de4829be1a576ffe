// What createTexts and createI18n must both do, run against each: the same options give the
// same language, the same texts and the same results.
import type { MessageKey } from '@lobbykit/contract';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, type CreateI18nOptions } from './create-i18n';
import { createTexts } from './create-texts';
import { errorKeys, uiKeys, validationKeys, type CompleteMessages } from './keys';
import { loadMessages, type ResourceLanguage } from './loaders';

const site = {
  languageInfos: [
    { languageCode: 'en_US' },
    { languageCode: 'th_TH', defaultLanguageTag: true },
    { languageCode: 'zh_CN' },
    { languageCode: 'zh_TW' },
  ],
  languageMatchMode: 1,
};

const factories = [
  ['createTexts', createTexts],
  // Not registered with react-i18next: these tests read the instance directly.
  ['createI18n', (options: CreateI18nOptions = {}) => createI18n({ react: false, ...options })],
] as const;

/** A loader serving the given texts for every language (the resource files are not read). */
const serving = (texts: Partial<Record<ResourceLanguage, Record<string, string>>>) =>
  vi.fn((code: ResourceLanguage) =>
    texts[code]
      ? Promise.resolve(texts[code] as unknown as CompleteMessages)
      : Promise.reject(new Error(`no texts for ${code}`)),
  );

describe.each(factories)('%s', (_name, create) => {
  describe('when the URL names a language', () => {
    it('starts in it, remembers it and translates with parameters', async () => {
      const storage = memoryStorage();
      const lobby = create({
        site,
        url: 'https://lobby.example/?lang=zh-CN',
        storage,
        browserLanguages: ['en-US'],
      });
      expect(lobby.initial).toEqual({ code: 'zh_CN', source: 'url' });
      await expect(lobby.ready).resolves.toEqual({ ok: true, language: 'zh_CN' });
      expect(lobby.language()).toBe('zh_CN');
      expect(lobby.t(errorKeys.captchaRestricted, { seconds: 42 })).toBe('验证过于频繁，请 42 秒后再试。');
      expect(storage.data.get('lobbykit:language')).toBe('zh_CN');
      expect(lobby.serviceCode()).toBe('zh_cn');
    });
  });

  describe('when nothing but the site config speaks', () => {
    it('starts in the site default', async () => {
      const lobby = create({ site, url: null, storage: null, browserLanguages: [] });
      expect(lobby.initial).toEqual({ code: 'th_TH', source: 'site' });
      await lobby.ready;
      expect(lobby.available).toEqual(['en_US', 'th_TH', 'zh_CN', 'zh_TW']);
      expect(lobby.serviceCode()).toBe('th');
    });
  });

  describe('when the language is partial', () => {
    it('falls back to en_US for the words it lacks', async () => {
      const lobby = create({ site, url: '?lang=th_TH', storage: null });
      await lobby.ready;
      expect(lobby.t(validationKeys.usernameLength, { min: 4, max: 16 })).toBe('ชื่อผู้ใช้ต้องมี 4-16 ตัวอักษร');
      expect(lobby.t(uiKeys.ok)).toBe('OK');
    });

    it('takes an empty text for a missing one', async () => {
      const load = serving({ th_TH: { [uiKeys.ok]: '' }, en_US: { [uiKeys.ok]: 'OK' } });
      const lobby = create({ site, url: '?lang=th_TH', storage: null, load });
      await lobby.ready;
      expect(lobby.t(uiKeys.ok)).toBe('OK');
    });
  });

  describe('when the language is complete', () => {
    it('loads no fallback and answers the key for a text it lacks', async () => {
      const load = serving({ zh_CN: { [uiKeys.ok]: '确定' } });
      const lobby = create({ site, url: '?lang=zh_CN', storage: null, load });
      await lobby.ready;
      expect(load.mock.calls).toEqual([['zh_CN']]);
      expect(lobby.t(uiKeys.ok)).toBe('确定');
      expect(lobby.t(uiKeys.cancel)).toBe(uiKeys.cancel);
    });
  });

  describe('when a key is unknown', () => {
    it('answers the key itself', async () => {
      const lobby = create({ site, url: '?lang=en_US', storage: null });
      await lobby.ready;
      expect(lobby.t('lobby.no.such.text' as MessageKey, { name: 'x' })).toBe('lobby.no.such.text');
    });
  });

  describe('when the stored choice and the browser are all there is', () => {
    it('prefers the stored choice, then the browser', async () => {
      const stored = create({
        site,
        url: '',
        storage: memoryStorage({ 'lobbykit:language': 'zh_TW' }),
        browserLanguages: ['zh-CN'],
      });
      expect(stored.initial).toEqual({ code: 'zh_TW', source: 'storage' });
      const browser = create({
        site,
        url: () => undefined,
        storage: memoryStorage(),
        browserLanguages: () => ['en-GB'],
      });
      expect(browser.initial).toEqual({ code: 'en_US', source: 'browser' });
      await Promise.all([stored.ready, browser.ready]);
    });
  });

  describe('when the storage throws', () => {
    it('still starts and changes language', async () => {
      const broken = memoryStorage({}, { failWith: new Error('SecurityError') });
      const lobby = create({ site, url: '?lang=en_US', storage: broken });
      await expect(lobby.ready).resolves.toMatchObject({ ok: true });
      await expect(lobby.changeLanguage('zh_CN')).resolves.toEqual({ ok: true, language: 'zh_CN' });
    });
  });

  describe('when changing language', () => {
    it('loads the new texts and remembers the choice', async () => {
      const storage = memoryStorage();
      const lobby = create({ site, url: null, storage, browserLanguages: [] });
      await expect(lobby.changeLanguage('zh-Hant')).resolves.toEqual({ ok: true, language: 'zh_TW' });
      expect(lobby.language()).toBe('zh_TW');
      expect(lobby.t(errorKeys.withdrawPasswordRequired)).toBe('請先綁定提款密碼。');
      expect(lobby.serviceCode()).toBe('zh_hk');
      expect(storage.data.get('lobbykit:language')).toBe('zh_TW');
    });

    it('refuses a language the site does not offer, as a value', async () => {
      const lobby = create({ site, url: null, storage: null, browserLanguages: [] });
      await expect(lobby.changeLanguage('ja_JP')).resolves.toEqual({
        ok: false,
        code: 'unsupported-language',
        language: 'ja_JP',
      });
      expect(lobby.language()).toBe('th_TH');
    });

    it('does not remember the pseudo-locale', async () => {
      const storage = memoryStorage();
      const lobby = create({ site, url: null, storage, browserLanguages: [] });
      await expect(lobby.changeLanguage('en_XA')).resolves.toEqual({ ok: true, language: 'en_XA' });
      expect(lobby.language()).toBe('en_XA');
      expect(storage.data.has('lobbykit:language')).toBe(false);
    });
  });

  describe('when a resource fails to load', () => {
    it('reports load-failed instead of rejecting', async () => {
      const load = vi.fn((code: ResourceLanguage) =>
        code === 'zh_CN' ? Promise.reject(new Error('chunk failed')) : loadMessages(code),
      );
      const lobby = create({ site, url: '?lang=zh_CN', storage: null, load });
      await expect(lobby.ready).resolves.toEqual({ ok: false, code: 'load-failed', language: 'zh_CN' });
      await expect(lobby.changeLanguage('en_US')).resolves.toEqual({ ok: true, language: 'en_US' });
    });
  });

  describe('when the pseudo-locale is on', () => {
    it('shows accented, bracketed texts with their values filled in', async () => {
      const lobby = create({ site, pseudo: true, url: null, storage: null });
      expect(lobby.initial).toEqual({ code: 'en_XA', source: 'pseudo' });
      await lobby.ready;
      const text = lobby.t(errorKeys.captchaRestricted, { seconds: 9 });
      expect(text).toMatch(/^⟦Ţöö ɱáñý .* 9 šéçöñðš\.·+⟧$/);
      expect(lobby.serviceCode()).toBe('en');
    });
  });

  describe('when a text has placeholders', () => {
    // The placeholder rules createI18n's i18next settings give (escapeValue off); createTexts must match them.
    it.each([
      ['a value', 'Wait {{seconds}} s.', { seconds: 42 }, 'Wait 42 s.'],
      ['spaces inside the braces', '{{ name }} won', { name: 'Ann' }, 'Ann won'],
      ['several values, zero among them', '{{loaded}} of {{total}}', { loaded: 0, total: 12 }, '0 of 12'],
      ['markup in a value, left as text', '<b>{{name}}</b>', { name: '<i>&"</i>' }, '<b><i>&"</i></b>'],
      ['a value not given', 'Hi {{name}}', {}, 'Hi {{name}}'],
      ['a value given as undefined', 'Hi {{name}}!', { name: undefined }, 'Hi !'],
      ['a value given as null', 'Hi {{name}}!', { name: null }, 'Hi !'],
      ['a value holding a placeholder', '{{a}}', { a: '{{b}}', b: 'x' }, '{{b}}'],
      ['the unescaped form', '{{- name}}', { name: 'x' }, 'x'],
      ['a count', '{{count}} games', { count: 2 }, '2 games'],
      ['no braces at all', 'Plain text', { name: 'x' }, 'Plain text'],
    ])('fills %s', async (_case, text, params, expected) => {
      const lobby = create({
        site,
        url: '?lang=en_US',
        storage: null,
        load: serving({ en_US: { [uiKeys.ok]: text } }),
      });
      await lobby.ready;
      expect(lobby.t(uiKeys.ok, params)).toBe(expected);
    });

    it('leaves them as they are without parameters', async () => {
      const lobby = create({
        site,
        url: '?lang=en_US',
        storage: null,
        load: serving({ en_US: { [uiKeys.ok]: 'Hi {{name}}' } }),
      });
      await lobby.ready;
      expect(lobby.t(uiKeys.ok)).toBe('Hi {{name}}');
    });
  });
});

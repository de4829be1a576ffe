import { memoryStorage } from '@lobbykit/test-utils/storage';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { errorKeys, uiKeys, validationKeys } from './keys';
import { loadMessages } from './loaders';

const site = {
  languageInfos: [
    { languageCode: 'en_US' },
    { languageCode: 'th_TH', defaultLanguageTag: true },
    { languageCode: 'zh_CN' },
    { languageCode: 'zh_TW' },
  ],
  languageMatchMode: 1,
};

describe('createI18n', () => {
  describe('when the URL names a language', () => {
    it('starts in it, remembers it and translates with parameters', async () => {
      const storage = memoryStorage();
      const lobby = createI18n({
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
      const lobby = createI18n({ site, url: null, storage: null, browserLanguages: [] });
      expect(lobby.initial).toEqual({ code: 'th_TH', source: 'site' });
      await lobby.ready;
      expect(lobby.available).toEqual(['en_US', 'th_TH', 'zh_CN', 'zh_TW']);
    });
  });

  describe('when the language is partial', () => {
    it('falls back to en_US for the words it lacks', async () => {
      const lobby = createI18n({ site, url: '?lang=th_TH', storage: null });
      await lobby.ready;
      expect(lobby.t(validationKeys.usernameLength, { min: 4, max: 16 })).toBe('ชื่อผู้ใช้ต้องมี 4-16 ตัวอักษร');
      expect(lobby.t(uiKeys.ok)).toBe('OK');
    });
  });

  describe('when the stored choice and the browser are all there is', () => {
    it('prefers the stored choice, then the browser', async () => {
      const stored = createI18n({
        site,
        url: '',
        storage: memoryStorage({ 'lobbykit:language': 'zh_TW' }),
        browserLanguages: ['zh-CN'],
      });
      expect(stored.initial).toEqual({ code: 'zh_TW', source: 'storage' });
      const browser = createI18n({
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
      const lobby = createI18n({ site, url: '?lang=en_US', storage: broken });
      await expect(lobby.ready).resolves.toMatchObject({ ok: true });
      await expect(lobby.changeLanguage('zh_CN')).resolves.toEqual({ ok: true, language: 'zh_CN' });
    });
  });

  describe('when changing language', () => {
    it('loads the new texts and remembers the choice', async () => {
      const storage = memoryStorage();
      const lobby = createI18n({ site, url: null, storage, browserLanguages: [] });
      await expect(lobby.changeLanguage('zh-Hant')).resolves.toEqual({ ok: true, language: 'zh_TW' });
      expect(lobby.t(errorKeys.withdrawPasswordRequired)).toBe('請先綁定提款密碼。');
      expect(lobby.serviceCode()).toBe('zh_hk');
      expect(storage.data.get('lobbykit:language')).toBe('zh_TW');
    });

    it('refuses a language the site does not offer, as a value', async () => {
      const lobby = createI18n({ site, url: null, storage: null, browserLanguages: [] });
      await expect(lobby.changeLanguage('ja_JP')).resolves.toEqual({
        ok: false,
        code: 'unsupported-language',
        language: 'ja_JP',
      });
      expect(lobby.language()).toBe('th_TH');
    });
  });

  describe('when a resource fails to load', () => {
    it('reports load-failed instead of rejecting', async () => {
      const load = vi.fn((code: Parameters<typeof loadMessages>[0]) =>
        code === 'zh_CN' ? Promise.reject(new Error('chunk failed')) : loadMessages(code),
      );
      const lobby = createI18n({ site, url: '?lang=zh_CN', storage: null, load });
      await expect(lobby.ready).resolves.toEqual({ ok: false, code: 'load-failed', language: 'zh_CN' });
      await expect(lobby.changeLanguage('en_US')).resolves.toEqual({ ok: true, language: 'en_US' });
    });
  });

  describe('when the pseudo-locale is on', () => {
    it('shows accented, bracketed texts with their values filled in', async () => {
      const lobby = createI18n({ site, pseudo: true, url: null, storage: null });
      expect(lobby.initial).toEqual({ code: 'en_XA', source: 'pseudo' });
      await lobby.ready;
      const text = lobby.t(errorKeys.captchaRestricted, { seconds: 9 });
      expect(text).toMatch(/^⟦Ţöö ɱáñý .* 9 šéçöñðš\.·+⟧$/);
      expect(lobby.serviceCode()).toBe('en');
    });
  });

  describe('when rendered with react-i18next', () => {
    it('useTranslation reads the instance without a provider', async () => {
      const lobby = createI18n({ site, url: '?lang=zh_CN', storage: null });
      await lobby.ready;
      function Title() {
        const { t } = useTranslation();
        return <h1>{t(uiKeys.customerService)}</h1>;
      }
      render(<Title />);
      expect(screen.getByRole('heading').textContent).toBe('客服');
    });
  });
});

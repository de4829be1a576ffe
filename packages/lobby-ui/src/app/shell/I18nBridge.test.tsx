// The bridge between the lobby's language (lobby-core) and the texts the screens read: a
// splash until the texts are in, then the lobby's language, switched in place.
import type { LanguageCode } from '@lobbykit/contract';
import { createI18n, createTexts, lobbyKeys } from '@lobbykit/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLobbyText } from '../../shared/texts';
import { I18nBridge } from './I18nBridge';

// The lobby's language as lobby-core would give it; each test sets it and re-renders.
const lobbyLanguage: { language: { code: LanguageCode } | undefined } = { language: undefined };
// The visit's debug switches (`{}` in a production build).
const debug: { pseudoLocale?: true } = {};
vi.mock('@lobbykit/lobby-core/react', () => ({
  useLanguage: () => ({ language: lobbyLanguage.language, languages: [], setLanguage: () => undefined }),
  useSiteInfo: () => undefined,
  useDebugSwitches: () => debug,
}));

/** A screen with state of its own, so a test sees whether a switch remounted it. */
function Screen() {
  const text = useLobbyText();
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <h1>{text(lobbyKeys.searchLabel)}</h1>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {`clicked ${clicks}`}
      </button>
    </>
  );
}

beforeEach(() => {
  lobbyLanguage.language = { code: 'en_US' };
  delete debug.pseudoLocale;
});

describe('I18nBridge', () => {
  describe('when no texts are given', () => {
    it('shows the splash until the texts are in, then the screens in the lobby language', async () => {
      render(
        <I18nBridge>
          <Screen />
        </I18nBridge>,
      );
      expect(screen.getByRole('status').textContent).toBe('Lobby');
      expect(await screen.findByRole('heading')).toHaveProperty('textContent', 'Search games');
    });
  });

  describe('when the lobby language changes', () => {
    it('shows the new texts in place, keeping the screens and their state', async () => {
      const texts = createTexts({ url: null, storage: null, browserLanguages: ['en-US'] });
      const view = render(
        <I18nBridge i18n={texts}>
          <Screen />
        </I18nBridge>,
      );
      await screen.findByRole('heading');
      await userEvent.click(screen.getByRole('button', { name: 'clicked 0' }));

      lobbyLanguage.language = { code: 'zh_CN' };
      view.rerender(
        <I18nBridge i18n={texts}>
          <Screen />
        </I18nBridge>,
      );
      await vi.waitFor(() => expect(texts.language()).toBe('zh_CN'));
      expect(await screen.findByRole('heading', { name: '搜索游戏' })).toBeDefined();
      expect(screen.getByRole('button', { name: 'clicked 1' })).toBeDefined();
    });
  });

  describe('when the visit has the mock.pseudoLocale switch', () => {
    it('shows every text in the pseudo-locale, whatever the lobby language', async () => {
      debug.pseudoLocale = true;
      lobbyLanguage.language = { code: 'zh_CN' };
      const texts = createTexts({ url: null, storage: null, browserLanguages: ['zh-CN'] });
      render(
        <I18nBridge i18n={texts}>
          <Screen />
        </I18nBridge>,
      );
      await vi.waitFor(() => expect(texts.language()).toBe('en_XA'));
      const heading = await screen.findByRole('heading', { name: /^⟦Šéáŕçĥ ĝáɱéš/ });
      expect(heading.textContent).not.toBe('Search games');
    });
  });

  describe('when given an i18next-based createI18n', () => {
    it('reads its texts and follows the lobby language too', async () => {
      const i18n = createI18n({ url: null, storage: null, browserLanguages: ['en-US'], react: false });
      const view = render(
        <I18nBridge i18n={i18n}>
          <Screen />
        </I18nBridge>,
      );
      expect(await screen.findByRole('heading', { name: 'Search games' })).toBeDefined();

      lobbyLanguage.language = { code: 'zh_TW' };
      view.rerender(
        <I18nBridge i18n={i18n}>
          <Screen />
        </I18nBridge>,
      );
      expect(await screen.findByRole('heading', { name: '搜尋遊戲' })).toBeDefined();
    });
  });
});

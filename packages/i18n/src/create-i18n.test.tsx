// What only createI18n does: the i18next instance and react-i18next. What it shares with
// createTexts (language choice, texts, fallbacks, placeholders) is in lobby-texts.test.ts.
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { uiKeys } from './keys';

describe('createI18n', () => {
  describe('when rendered with react-i18next', () => {
    it('useTranslation reads the instance without a provider', async () => {
      const lobby = createI18n({ url: '?lang=zh_CN', storage: null });
      await lobby.ready;
      function Title() {
        const { t } = useTranslation();
        return <h1>{t(uiKeys.customerService)}</h1>;
      }
      render(<Title />);
      expect(screen.getByRole('heading').textContent).toBe('客服');
    });
  });

  describe('when asked not to register with react-i18next', () => {
    it('still gives its own i18next instance in the chosen language', async () => {
      const lobby = createI18n({ url: '?lang=zh_TW', storage: null, react: false });
      await lobby.ready;
      expect(lobby.i18n.language).toBe('zh_TW');
      expect(lobby.i18n.t(uiKeys.customerService)).toBe(lobby.t(uiKeys.customerService));
    });
  });
});

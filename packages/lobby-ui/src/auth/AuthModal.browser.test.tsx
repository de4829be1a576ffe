// The auth modal's size in real Chromium: 550 px on desktop web, 600 px otherwise, the whole
// screen on a phone; and in the pseudo-locale on a phone, no text cut off or wider than the screen.
import '@lobbykit/ui-blocks/styles.css';
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { switchLanguage } from '../../test/i18n';
import '../styles.css';
import { AuthModal } from './AuthModal';

const passed = () => Promise.resolve({ ok: true } as const);

const everyField = {
  open: true,
  mode: 'register',
  methods: ['phone', 'email', 'account'],
  countries: [{ countryName: 'Thailand', phoneNumberSegment: '+66' }],
  currencies: ['THB', 'USDT'],
  restrictedSeconds: 60,
  onClose: () => {},
  onSubmit: passed,
  onSendCode: () => Promise.resolve(60),
  onModeChange: () => {},
} as const;

/** The dialog as laid out, its opening animation skipped. */
function shownDialog(): HTMLElement {
  for (const animation of document.getAnimations()) animation.finish();
  return screen.getByRole('dialog');
}

describe('AuthModal in Chromium', () => {
  describe('when shown on a desktop', () => {
    it('is 550 px wide on the web and 600 px otherwise', async () => {
      await page.viewport(1440, 900);
      const { rerender } = render(<AuthModal open mode="login" onClose={() => {}} onSubmit={passed} />);
      expect(shownDialog().offsetWidth).toBe(550);
      rerender(<AuthModal open mode="login" onClose={() => {}} onSubmit={passed} platform="other" />);
      expect(shownDialog().offsetWidth).toBe(600);
    });
  });

  describe('when shown on a phone', () => {
    it('fills the screen', async () => {
      await page.viewport(390, 844);
      render(<AuthModal open mode="login" onClose={() => {}} onSubmit={passed} />);
      const box = shownDialog().getBoundingClientRect();
      expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, 390, 844]);
    });
  });

  describe('when every sign-up field is shown in the pseudo-locale on a phone', () => {
    afterAll(async () => {
      await switchLanguage('en_US');
    });

    it('cuts no text and grows nothing wider than the screen', async () => {
      await page.viewport(390, 844);
      await switchLanguage('en_XA');
      render(<AuthModal {...everyField} />);
      const dialog = shownDialog();
      const cut = Array.from(dialog.querySelectorAll<HTMLElement>('label, p, button, span'))
        .filter((element) => element.checkVisibility() && !element.closest('.lk-visually-hidden'))
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > 390.5,
        )
        .map((element) => element.textContent);
      expect(cut).toEqual([]);
      // The brackets of the pseudo-locale are whole: the texts really are the long ones.
      expect(screen.getByRole('timer').textContent).toMatch(/^⟦.*⟧$/);
    });
  });
});

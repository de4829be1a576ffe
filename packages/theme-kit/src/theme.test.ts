import { describe, expect, it } from 'vitest';
import { defineTheme, themeChrome } from './theme';
import type { LobbyTheme } from './theme';
import { classicTokens } from './token-sets';

const Page = () => null;
const Layout = ({ children }: { children?: React.ReactNode }) => children;

const complete: LobbyTheme = {
  name: 'classic',
  pages: { home: Page, search: Page, subGame: Page },
  footer: Page,
  floatBar: Page,
  layouts: { main: Layout },
  styles: classicTokens,
};

describe('defineTheme', () => {
  describe('when every part is there', () => {
    it('returns the theme as given', () => {
      expect(defineTheme(complete)).toBe(complete);
    });
  });
  describe('when a part is missing (plain JavaScript callers)', () => {
    it('throws naming the theme and the part', () => {
      const { footer: _footer, ...noFooter } = complete;
      expect(() => defineTheme(noFooter as never)).toThrow('theme "classic" is missing footer');
      expect(() => defineTheme({ ...complete, pages: { home: Page, search: Page } } as never)).toThrow(
        'missing pages.subGame',
      );
      expect(() => defineTheme({ ...complete, layouts: {} } as never)).toThrow('missing layouts.main');
      expect(() => defineTheme({ ...complete, styles: { name: 'x' } } as never)).toThrow(
        'missing styles.tokens',
      );
      expect(() => defineTheme(undefined as never)).toThrow('theme "undefined" is missing pages.home');
    });
  });
});

describe('themeChrome', () => {
  describe('when the theme hides nothing', () => {
    it('shows footer and float bar everywhere', () => {
      expect(themeChrome(complete, true)).toEqual({ footer: true, floatBar: true });
      expect(themeChrome(complete, false)).toEqual({ footer: true, floatBar: true });
    });
  });
  describe('when the theme hides parts', () => {
    it('hides the footer per viewport and the float bar everywhere', () => {
      const theme = { hide: { footerOnMobile: true, floatBar: true } };
      expect(themeChrome(theme, true)).toEqual({ footer: false, floatBar: false });
      expect(themeChrome(theme, false)).toEqual({ footer: true, floatBar: false });
      expect(themeChrome({ hide: { footerOnDesktop: true } }, false)).toEqual({
        footer: false,
        floatBar: true,
      });
    });
  });
});

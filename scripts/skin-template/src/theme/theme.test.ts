// The __skin__ theme against the theme contract: the site type picks it, it has every part, and
// only its home page is in the first download.
import { pickBySiteType } from '@lobbykit/lobby-core';
import { defineTheme, themeChrome, type LobbyTheme } from '@lobbykit/theme-kit';
import { describe, expect, it } from 'vitest';
import { __skin__Theme } from './index';

describe('__skin__Theme', () => {
  describe('when the site type picks a theme', () => {
    it('serves the sites of type __skin__', () => {
      const other: LobbyTheme = { ...__skin__Theme, name: 'other', siteTypes: ['aurora'] };
      const themes: [LobbyTheme, ...LobbyTheme[]] = [other, __skin__Theme];
      expect(pickBySiteType(themes, '__skin__')).toBe(__skin__Theme);
      expect(pickBySiteType(themes, 'aurora')).toBe(other);
    });
  });

  describe('when the lobby mounts it', () => {
    it('has every part the theme contract asks for', () => {
      expect(() => defineTheme(__skin__Theme)).not.toThrow();
    });

    it('loads only its home page with the first screen: search and sub-game wait for a visit', () => {
      const lazy = (page: unknown) => typeof (page as { preload?: unknown }).preload === 'function';
      expect(lazy(__skin__Theme.pages.home)).toBe(false);
      expect(lazy(__skin__Theme.pages.search)).toBe(true);
      expect(lazy(__skin__Theme.pages.subGame)).toBe(true);
    });

    it('shows its footer and float bar on both screens (the site may still hide them)', () => {
      const theme: LobbyTheme = __skin__Theme;
      expect(themeChrome(theme, true)).toEqual({ footer: true, floatBar: true });
      expect(themeChrome(theme, false)).toEqual({ footer: true, floatBar: true });
    });
  });
});

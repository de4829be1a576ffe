import { pickBySiteType } from '@lobbykit/lobby-core';
import { defineTheme, themeChrome, type LobbyTheme } from '@lobbykit/theme-kit';
import { describe, expect, it } from 'vitest';
import { classicTheme } from './index';

describe('classicTheme', () => {
  describe('when the site type picks a theme', () => {
    it('serves the sites of type classic', () => {
      const other: LobbyTheme = { ...classicTheme, name: 'other', siteTypes: ['aurora'] };
      const themes: [LobbyTheme, ...LobbyTheme[]] = [other, classicTheme];
      expect(pickBySiteType(themes, 'classic')).toBe(classicTheme);
      expect(pickBySiteType(themes, 'aurora')).toBe(other);
    });
  });

  describe('when the lobby mounts it', () => {
    it('has every part the theme contract asks for', () => {
      expect(() => defineTheme(classicTheme)).not.toThrow();
    });

    it('loads only its home page with the first screen: search and sub-game wait for a visit', () => {
      const lazy = (page: unknown) => typeof (page as { preload?: unknown }).preload === 'function';
      expect(lazy(classicTheme.pages.home)).toBe(false);
      expect(lazy(classicTheme.pages.search)).toBe(true);
      expect(lazy(classicTheme.pages.subGame)).toBe(true);
    });

    it('shows its footer and float bar on both screens (the site may still hide them)', () => {
      const theme: LobbyTheme = classicTheme;
      expect(themeChrome(theme, true)).toEqual({ footer: true, floatBar: true });
      expect(themeChrome(theme, false)).toEqual({ footer: true, floatBar: true });
    });
  });
});

// The lagoon theme against the theme contract: the site type picks it, it has every part, and
// only its home page is in the first download.
import { pickBySiteType } from '@lobbykit/lobby-core';
import { defineTheme, themeChrome, type LobbyTheme } from '@lobbykit/theme-kit';
import { describe, expect, it } from 'vitest';
import { lagoonTheme } from './index';

describe('lagoonTheme', () => {
  describe('when the site type picks a theme', () => {
    it('serves the sites of type lagoon', () => {
      const other: LobbyTheme = { ...lagoonTheme, name: 'other', siteTypes: ['aurora'] };
      const themes: [LobbyTheme, ...LobbyTheme[]] = [other, lagoonTheme];
      expect(pickBySiteType(themes, 'lagoon')).toBe(lagoonTheme);
      expect(pickBySiteType(themes, 'aurora')).toBe(other);
    });
  });

  describe('when the lobby mounts it', () => {
    it('has every part the theme contract asks for', () => {
      expect(() => defineTheme(lagoonTheme)).not.toThrow();
    });

    it('loads only its home page with the first screen: search and sub-game wait for a visit', () => {
      const lazy = (page: unknown) => typeof (page as { preload?: unknown }).preload === 'function';
      expect(lazy(lagoonTheme.pages.home)).toBe(false);
      expect(lazy(lagoonTheme.pages.search)).toBe(true);
      expect(lazy(lagoonTheme.pages.subGame)).toBe(true);
    });

    it('shows its footer and float bar on both screens (the site may still hide them)', () => {
      const theme: LobbyTheme = lagoonTheme;
      expect(themeChrome(theme, true)).toEqual({ footer: true, floatBar: true });
      expect(themeChrome(theme, false)).toEqual({ footer: true, floatBar: true });
    });
  });
});

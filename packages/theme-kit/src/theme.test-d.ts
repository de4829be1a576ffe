// Type tests: a theme that forgets a part does not compile.
import type { ComponentType } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { HolidayOverlay } from './holiday';
import { defineTheme } from './theme';
import type { LobbyTheme, ThemeSlotProps } from './theme';
import { classicTokens } from './token-sets';

const Page: ComponentType = () => null;
const Layout: ComponentType<ThemeSlotProps> = ({ children }) => children;

describe('LobbyTheme', () => {
  describe('when a theme supplies every part', () => {
    it('compiles and keeps its literal type', () => {
      const theme = defineTheme({
        name: 'aurora',
        pages: { home: Page, search: Page, subGame: Page, embedded: Page },
        footer: Page,
        floatBar: Page,
        layouts: { main: Layout, sheet: Layout },
        styles: classicTokens,
        hide: { footerOnMobile: true, floatBar: true },
      });
      expectTypeOf(theme).toExtend<LobbyTheme>();
      expectTypeOf(theme.name).toEqualTypeOf<'aurora'>();
    });
  });

  describe('when a theme forgets a part', () => {
    it('does not compile', () => {
      // @ts-expect-error the footer is missing
      defineTheme({
        name: 'x',
        pages: { home: Page, search: Page, subGame: Page },
        floatBar: Page,
        layouts: { main: Layout },
        styles: classicTokens,
      });
      // @ts-expect-error the float bar is missing
      defineTheme({
        name: 'x',
        pages: { home: Page, search: Page, subGame: Page },
        footer: Page,
        layouts: { main: Layout },
        styles: classicTokens,
      });
      defineTheme({
        name: 'x',
        // @ts-expect-error the search page is missing
        pages: { home: Page, subGame: Page },
        footer: Page,
        floatBar: Page,
        layouts: { main: Layout },
        styles: classicTokens,
      });
      defineTheme({
        name: 'x',
        // @ts-expect-error the sub-game page is missing
        pages: { home: Page, search: Page },
        footer: Page,
        floatBar: Page,
        layouts: { main: Layout },
        styles: classicTokens,
      });
      defineTheme({
        name: 'x',
        pages: { home: Page, search: Page, subGame: Page },
        footer: Page,
        floatBar: Page,
        // @ts-expect-error the main layout is missing
        layouts: {},
        styles: classicTokens,
      });
      // @ts-expect-error the styles are missing
      defineTheme({
        name: 'x',
        pages: { home: Page, search: Page, subGame: Page },
        footer: Page,
        floatBar: Page,
        layouts: { main: Layout },
      });
      defineTheme({
        name: 'x',
        pages: { home: Page, search: Page, subGame: Page },
        footer: Page,
        floatBar: Page,
        layouts: { main: Layout },
        // @ts-expect-error the styles' tokens are incomplete
        styles: { name: 'x', tokens: { color: classicTokens.tokens.color } },
      });
    });
  });
});

describe('HolidayOverlay', () => {
  describe('when a holiday supplies more than its main slot', () => {
    it('does not compile', () => {
      const overlay: HolidayOverlay = {
        name: 'mid-autumn',
        themeType: 'midAutumn',
        // @ts-expect-error a holiday supplies only a main slot
        slots: { main: Layout, footer: Page },
      };
      expectTypeOf(overlay.slots).toEqualTypeOf<{ readonly main: ComponentType<ThemeSlotProps> }>();
    });
  });
  describe('when a holiday has no main slot', () => {
    it('does not compile', () => {
      // @ts-expect-error the main slot is missing
      const overlay: HolidayOverlay = { name: 'x', themeType: 1, slots: {} };
      expectTypeOf(overlay).toExtend<HolidayOverlay>();
    });
  });
});

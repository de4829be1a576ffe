// The app layer's context as LobbyApp gives it, for tests that render the app's blocks without
// LobbyApp: no storage, lists kept in memory, a toaster of its own, every option off.
import { defineTheme, type LobbyTheme } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';
import { createToaster } from '@lobbykit/ui-blocks';
import { createRecentGames, createSearchHistory } from '../games/visitor-lists';
import type { LobbyAppContextValue } from '../shell/app-context';

const Plain = () => null;

/** A theme whose pages, layout, footer and float bar draw nothing. */
const plainTheme: LobbyTheme = defineTheme({
  name: 'plain',
  pages: { home: Plain, search: Plain, subGame: Plain },
  layouts: { main: ({ children }) => children },
  footer: Plain,
  floatBar: Plain,
  styles: classicTokens,
});

/** The context, with `overrides` (a theme, a toaster the test reads, preload timings). */
export function testAppContext(overrides: Partial<LobbyAppContextValue> = {}): LobbyAppContextValue {
  return {
    theme: plainTheme,
    storage: undefined,
    reload: () => undefined,
    recentGames: createRecentGames(undefined),
    searchHistory: createSearchHistory(undefined),
    toaster: createToaster(),
    images: undefined,
    autoOpenAuth: false,
    startupPopups: false,
    tracking: undefined,
    siteStatus: undefined,
    ...overrides,
  };
}

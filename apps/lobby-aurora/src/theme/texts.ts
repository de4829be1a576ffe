// The words of aurora's own chrome, as message keys of @lobbykit/contract (translated in every
// language by @lobbykit/i18n). One table, so a label moves to a better key in one place.
import type { LobbyKey } from '@lobbykit/contract';
import { useLobbyText } from '@lobbykit/lobby-ui/app';
import { useCallback } from 'react';

const auroraKeys = {
  home: 'lobby.nav.home',
  search: 'lobby.nav.search',
  searchGames: 'lobby.search.label',
  categories: 'lobby.tabs.categories',
  hot: 'lobby.tabs.hot',
  recent: 'lobby.tabs.recent',
  providers: 'lobby.provider.list',
  top: 'lobby.nav.top',
  close: 'lobby.action.close',
} as const satisfies Record<string, LobbyKey>;

export type AuroraText = (name: keyof typeof auroraKeys) => string;

/** Aurora's words in the current language; components re-render when it changes. */
export function useAuroraText(): AuroraText {
  const text = useLobbyText();
  return useCallback((name: keyof typeof auroraKeys) => text(auroraKeys[name]), [text]);
}

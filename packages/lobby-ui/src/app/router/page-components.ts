// The component each lobby page renders: the theme's pages, and the shared pages each in its own
// chunk: the game page (demo and real money: only someone who opens a game downloads it) and the
// wallet (only a player who opens it).
import type { LobbyTheme } from '@lobbykit/theme-kit';
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';
import type { LobbyTarget } from './targets';

export const DemoGamePage = lazyPage(() => import('../pages/DemoGamePage'), 'DemoGamePage');
export const WalletPage = lazyPage(() => import('../money/WalletPage'), 'WalletPage');

export function pageComponent(page: LobbyTarget['page'], theme: LobbyTheme): ComponentType {
  switch (page) {
    case 'home':
      return theme.pages.home;
    case 'search':
      return theme.pages.search;
    case 'provider':
      return theme.pages.subGame;
    case 'demo':
    case 'game':
      return DemoGamePage;
    case 'wallet':
      return WalletPage;
  }
}

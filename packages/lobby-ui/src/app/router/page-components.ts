// The component each lobby page renders: the theme's pages, and the shared game page (demo and
// real money) in its own chunk (only someone who opens a game downloads it).
import type { LobbyTheme } from '@lobbykit/theme-kit';
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';
import type { LobbyTarget } from './targets';

export const DemoGamePage = lazyPage(() => import('../pages/DemoGamePage'), 'DemoGamePage');

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
  }
}

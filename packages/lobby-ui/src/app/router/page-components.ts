// The component each lobby page renders: the theme's pages, and the shared demo game page in
// its own chunk (only a visitor who plays a demo downloads it).
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
      return DemoGamePage;
  }
}

// The component each lobby page renders: the theme's pages, and the shared pages each in its own
// chunk: the game page (demo and real money: only someone who opens a game downloads it) and the
// wallet, withdraw, security, notice and promotions pages (only someone who opens them).
import type { LobbyTheme } from '@lobbykit/theme-kit';
import type { ComponentType } from 'react';
import { lazyPage, preloadPage } from './lazy-page';
import type { LobbyTarget } from './targets';

export const DemoGamePage = lazyPage(() => import('../pages/DemoGamePage'), 'DemoGamePage');
export const WalletPage = lazyPage(() => import('../money/WalletPage'), 'WalletPage');
export const WithdrawPage = lazyPage(() => import('../withdraw/WithdrawPage'), 'WithdrawPage');
export const SecurityPage = lazyPage(() => import('../security/SecurityPage'), 'SecurityPage');
export const NoticePage = lazyPage(() => import('../notice/NoticePage'), 'NoticePage');
export const PromotionsPage = lazyPage(() => import('../promotions/PromotionsPage'), 'PromotionsPage');

/** Every page a target names (`demo` and `game` share one). */
const PAGES: readonly LobbyTarget['page'][] = [
  'home',
  'search',
  'provider',
  'game',
  'wallet',
  'withdraw',
  'security',
  'notice',
  'promotions',
];

/**
 * Starts loading the chunk of every code-split page, the theme's and the shared ones (the
 * `noLazy` debug switch): a tester sees each page open without its download.
 */
export function preloadAllPages(theme: LobbyTheme): void {
  for (const component of allPageComponents(theme)) preloadPage(component);
}

/** Every page's component, each once (`demo` and `game` share one), in the order of PAGES. */
export function allPageComponents(theme: LobbyTheme): ComponentType[] {
  return [...new Set(PAGES.map((page) => pageComponent(page, theme)))];
}

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
    case 'withdraw':
      return WithdrawPage;
    case 'security':
      return SecurityPage;
    case 'notice':
      return NoticePage;
    case 'promotions':
      return PromotionsPage;
  }
}

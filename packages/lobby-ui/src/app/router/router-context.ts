// What the lobby's router shares with links, hooks and pages.
import { createContext, useContext } from 'react';
import type { LobbyLocation, LobbyLocationEntry } from './location';
import type { LobbyPage } from './targets';

export interface LobbyNavigateOptions {
  /**
   * Rewrite the current history entry instead of adding one (tabs, a search term as it is typed).
   * @default false
   */
  readonly replace?: boolean | undefined;
  /**
   * Keep the scroll position (a tab that changes what a page shows, not the page).
   * @default false
   */
  readonly keepScroll?: boolean | undefined;
}

/** The location's side: what wouter's hooks read too. */
export interface ShownLocation {
  readonly location: LobbyLocation;
  /** The entry on screen: while a new page loads, still the old one. */
  readonly entry: LobbyLocationEntry;
  /** An address of the lobby (path and own query) with the parameters every navigation keeps. */
  readonly hrefOf: (ownHref: string) => string;
  /** Goes to an address of the lobby, keeping those parameters. */
  readonly go: (ownHref: string, options?: LobbyNavigateOptions) => void;
}

export interface LobbyRouterValue extends ShownLocation {
  /** The page on screen, its parameters validated. */
  readonly page: LobbyPage;
}

export const ShownLocationContext = createContext<ShownLocation | null>(null);
export const LobbyRouterContext = createContext<LobbyRouterValue | null>(null);

export function useShownLocation(): ShownLocation {
  const value = useContext(ShownLocationContext);
  if (!value) throw new Error('lobby-ui/app: links and pages must be rendered inside <LobbyApp>');
  return value;
}

export function useLobbyRouter(): LobbyRouterValue {
  const value = useContext(LobbyRouterContext);
  if (!value) throw new Error('lobby-ui/app: links and pages must be rendered inside <LobbyApp>');
  return value;
}

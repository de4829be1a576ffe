// What the app layer's screens share beyond lobby-core's store: the theme and the browser
// storage for the visitor's own lists (recent games, search history).
import type { StorageLike } from '@lobbykit/contract';
import type { LobbyTheme } from '@lobbykit/theme-kit';
import type { ImageConfig, Toaster } from '@lobbykit/ui-blocks';
import { createContext, useContext } from 'react';
import type { StoredList } from '../games/stored-list';
import type { RecentGame } from '../games/visitor-lists';

export interface LobbyAppContextValue {
  readonly theme: LobbyTheme;
  /** Where recent games and search history are remembered; undefined: nowhere. */
  readonly storage: StorageLike | undefined;
  /** Reloads the page ("Reload page" of the still-trying screen). */
  readonly reload: () => void;
  /** Games the visitor opened recently (the "recent" tab). */
  readonly recentGames: StoredList<RecentGame>;
  /** The search page's history. */
  readonly searchHistory: StoredList<string>;
  /** Short messages (a float bar entry the site has not set up). */
  readonly toaster: Toaster;
  /** Picture settings beyond the asset hosts (which come from the lobby's lines). */
  readonly images: Partial<ImageConfig> | undefined;
  /** Spec §5's landing rule opens the sign-up modal by itself. */
  readonly autoOpenAuth: boolean;
  /** The start-up pop-up sequence runs on the home page (spec §4). */
  readonly startupPopups: boolean;
  /** The site's tracking vendors are told of the lobby's events (undefined: no tracking). */
  readonly tracking: { readonly origin?: string | undefined } | undefined;
  /** The site-status watcher runs (the IP check, maintenance polling; undefined: it does not). */
  readonly siteStatus:
    { readonly pollMs?: number | undefined; readonly version?: string | undefined } | undefined;
  /** The code-split pages' chunks download in the background (spec §9; undefined: they do not). */
  readonly preload?: LobbyPreloadTimings | undefined;
}

/** The resource preload's timings (spec §9), each defaulting to the contract's. */
export interface LobbyPreloadTimings {
  /** @default RESOURCE_PRELOAD_DELAY_MS (30 s) */
  readonly startAfterMs?: number | undefined;
  /** @default RESOURCE_PRELOAD_INTERVAL_MS (2 s) */
  readonly everyMs?: number | undefined;
}

export const LobbyAppContext = createContext<LobbyAppContextValue | null>(null);

export function useLobbyApp(): LobbyAppContextValue {
  const value = useContext(LobbyAppContext);
  if (!value) throw new Error('lobby-ui/app: this screen must be rendered inside <LobbyApp>');
  return value;
}

/** `localStorage` when the page may use it (it throws in sandboxed frames and with storage off). */
export function browserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

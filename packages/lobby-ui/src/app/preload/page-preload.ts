// The resource preload's files (spec §9): the code-split pages' chunks, the theme's and the shared
// ones, each once, in the order of the lobby's pages. A page whose chunk is already in when its
// turn comes (the page on screen, one a link's intent loaded) costs no download and no gap.
// Loaded after the first paint, with lobby-core's scheduler.
import type { LobbyTheme } from '@lobbykit/theme-kit';
import {
  schedulePreload,
  type PreloadConnection,
  type PreloadSchedule,
  type PreloadVisibility,
} from '@lobbykit/lobby-core/preload';
import { prefetchPage } from '../router/lazy-page';
import { allPageComponents } from '../router/page-components';
import type { LobbyPreloadTimings } from '../shell/app-context';

/** The page's side of the preload: whether it is visible, and its network. */
export interface PreloadPage {
  readonly document?: PreloadVisibility | undefined;
  readonly navigator?: { readonly connection?: PreloadConnection | undefined } | undefined;
}

/** Starts the preload of `theme`'s pages and the shared ones; `stop()` ends it. */
export function startPagePreload(
  theme: LobbyTheme,
  timings: LobbyPreloadTimings,
  page: PreloadPage = globalThis as PreloadPage,
): PreloadSchedule {
  return schedulePreload({
    files: allPageComponents(theme).map((component) => () => prefetchPage(component)),
    startAfterMs: timings.startAfterMs,
    everyMs: timings.everyMs,
    visibility: page.document,
    connection: page.navigator?.connection,
  });
}

import type { CategoryTabId } from '../../tabs/CategoryTabs';
import type { LobbyPage, LobbyTarget } from '../router/targets';

/** The id of the element the home category tabs control. */
export const HOME_PANEL_ID = 'lk-home-games';

/** The home tab a page shows: hot when no category is chosen (and for category 0, spec's hot). */
export function homeTabOf(page: LobbyPage): CategoryTabId | null {
  if (page.page !== 'home') return null;
  if (page.tab) return page.tab;
  return page.gameCategoryId === undefined || page.gameCategoryId === 0 ? 'hot' : page.gameCategoryId;
}

/** The home page showing a tab. */
export function homeTarget(tab: CategoryTabId): LobbyTarget {
  if (tab === 'hot') return { page: 'home' };
  if (tab === 'recent' || tab === 'favourites') return { page: 'home', tab };
  return { page: 'home', gameCategoryId: tab };
}

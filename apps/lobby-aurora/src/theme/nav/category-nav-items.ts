// What aurora's category menu lists and which entry is current: plain data, so the side menu
// and the phone's category sheet agree and the rules are tested without a page.
import type { GameCategory } from '@lobbykit/contract';
import type { LobbyPage, LobbyTarget } from '@lobbykit/lobby-ui/app';

/** The spec's category id of "Hot" (§1). */
const HOT_CATEGORY_ID = 0;

/** An entry of the menu: the home page's hot view, a hall category, or the recent games. */
export type CategoryNavId = 'hot' | 'recent' | number;

export interface CategoryNavItem {
  readonly id: CategoryNavId;
  /** The hall's category key ('electronic', ...), or the entry's own name. */
  readonly key: string;
  /** The category's name in the current language; undefined for aurora's own entries. */
  readonly name?: string | undefined;
  readonly to: LobbyTarget;
}

/** Hot first (the home page as it opens), then the site's categories in its order, then recent. */
export function categoryNavItems(
  categories: readonly Pick<GameCategory, 'id' | 'key' | 'name'>[],
): CategoryNavItem[] {
  return [
    { id: 'hot', key: 'hot', to: { page: 'home' } },
    ...categories.map((category) => ({
      id: category.id,
      key: category.key,
      name: category.name,
      to: { page: 'home', gameCategoryId: category.id } as const,
    })),
    { id: 'recent', key: 'recent', to: { page: 'home', tab: 'recent' } },
  ];
}

/** The entry the page shows, or undefined away from the home page. */
export function currentCategoryNavId(page: LobbyPage): CategoryNavId | undefined {
  if (page.page !== 'home') return undefined;
  if (page.tab === 'recent') return 'recent';
  if (page.tab === 'favourites') return undefined;
  // Category 0 is the spec's "Hot": the same view as no category at all.
  return page.gameCategoryId === undefined || page.gameCategoryId === HOT_CATEGORY_ID
    ? 'hot'
    : page.gameCategoryId;
}

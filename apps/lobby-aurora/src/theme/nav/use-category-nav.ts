// The category menu's data: the site's categories (in the visit's language) and the current view.
import { useGameCategoriesQuery } from '@lobbykit/lobby-core/react';
import { useLobbyPage } from '@lobbykit/lobby-ui/app';
import { useMemo } from 'react';
import {
  categoryNavItems,
  currentCategoryNavId,
  type CategoryNavId,
  type CategoryNavItem,
} from './category-nav-items';

export function useCategoryNav(): { items: CategoryNavItem[]; current: CategoryNavId | undefined } {
  const { data: categories } = useGameCategoriesQuery();
  const items = useMemo(() => categoryNavItems(categories ?? []), [categories]);
  return { items, current: currentCategoryNavId(useLobbyPage()) };
}

// The category tabs, bound to the home page's `gameCategoryId`: on home they switch what the
// page shows; anywhere else (a side menu) they open home on that tab.
import { useGameCategoriesQuery } from '@lobbykit/lobby-core/react';
import { CategoryTabs, type ExtraCategoryTab } from '../../tabs/CategoryTabs';
import { dataOnly } from '../chrome/query-selectors';
import { useLobbyNavigate, useLobbyPage } from '../router/navigation';
import { HOME_PANEL_ID, homeTabOf, homeTarget } from './home-tab';

export interface HomeCategoryTabsProps {
  /** @default 'horizontal' */
  readonly orientation?: 'horizontal' | 'vertical' | undefined;
  /** @default the id of HomeSections' panel */
  readonly panelId?: string | undefined;
  readonly className?: string | undefined;
}

// Favourites belong to a logged-in player (the session issue): the tab waits for it.
const EXTRAS: readonly ExtraCategoryTab[] = ['hot', 'recent'];

export function HomeCategoryTabs({ orientation, panelId = HOME_PANEL_ID, className }: HomeCategoryTabsProps) {
  const page = useLobbyPage();
  const navigate = useLobbyNavigate();
  const { data: categories = [] } = useGameCategoriesQuery(undefined, { selectFromResult: dataOnly });
  const onHome = page.page === 'home';
  return (
    <CategoryTabs
      className={className}
      categories={categories}
      extras={EXTRAS}
      selected={homeTabOf(page)}
      // Tabs replace the entry: arrowing through them must not fill the back button's history.
      onSelect={(tab) => navigate(homeTarget(tab), { replace: onHome, keepScroll: onHome })}
      orientation={orientation}
      panelId={onHome ? panelId : undefined}
    />
  );
}

// The home page's category tabs: the site's categories, with hot, recent and favourites.
import type { ReactNode } from 'react';
import type { LobbyCategory } from '../data';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icons';
import { TabStrip, type TabStripItem } from '../shared/TabStrip';
import { useLobbyText } from '../shared/texts';
import { categoryIcon } from './category-icons';

/** The tabs that are not categories of the hall: shown where the site has them. */
export type ExtraCategoryTab = 'hot' | 'recent' | 'favourites';

/** A tab of {@link CategoryTabs}: a category id, or one of the extra tabs. */
export type CategoryTabId = number | ExtraCategoryTab;

/** Props of {@link CategoryTabs}. */
export interface CategoryTabsProps {
  /** The site's categories, in order, named in the current language. */
  readonly categories: readonly LobbyCategory[];
  /**
   * Extra tabs the site has; hot comes first, recent and favourites last.
   * @default []
   */
  readonly extras?: readonly ExtraCategoryTab[] | undefined;
  /** The selected tab (the `gameCategoryId` of the URL, or an extra tab). */
  readonly selected: CategoryTabId | null | undefined;
  readonly onSelect: (id: CategoryTabId) => void;
  /**
   * A side menu (aurora on desktop) is vertical; the arrow keys follow.
   * @default 'horizontal'
   */
  readonly orientation?: 'horizontal' | 'vertical' | undefined;
  /** Id of the element the tabs show (role tabpanel). */
  readonly panelId?: string | undefined;
  /**
   * Accessible name of the tablist.
   * @default the "Game categories" text
   */
  readonly label?: string | undefined;
  /**
   * Draws a tab's icon instead of the built-in one (e.g. the site's own icon images); `null`
   * draws none.
   */
  readonly renderIcon?: ((key: string) => ReactNode) | undefined;
  readonly className?: string | undefined;
}

/**
 * A real tablist of the game categories: one tab stop, arrow keys, Home and End, the selected
 * tab kept in view while the row scrolls sideways on a phone. Selecting calls `onSelect` with
 * the category id (or `hot`, `recent`, `favourites`).
 */
export function CategoryTabs({
  categories,
  extras = [],
  selected,
  onSelect,
  orientation = 'horizontal',
  panelId,
  label,
  renderIcon,
  className,
}: CategoryTabsProps) {
  const text = useLobbyText();
  const icon = (key: string) =>
    renderIcon ? renderIcon(key) : <Icon name={categoryIcon(key)} className="lk-tabs__icon" />;
  const extra = (id: ExtraCategoryTab): TabStripItem<CategoryTabId> => ({
    id,
    label: text(
      id === 'hot' ? 'lobby.tabs.hot' : id === 'recent' ? 'lobby.tabs.recent' : 'lobby.tabs.favourites',
    ),
    icon: icon(id),
  });
  const items: TabStripItem<CategoryTabId>[] = [
    ...(extras.includes('hot') ? [extra('hot')] : []),
    ...categories.map((category) => ({ id: category.id, label: category.name, icon: icon(category.key) })),
    ...(extras.includes('recent') ? [extra('recent')] : []),
    ...(extras.includes('favourites') ? [extra('favourites')] : []),
  ];
  return (
    <TabStrip
      items={items}
      selected={selected}
      onSelect={onSelect}
      label={label ?? text('lobby.tabs.categories')}
      orientation={orientation}
      panelId={panelId}
      className={cx('lk-category-tabs', className)}
    />
  );
}

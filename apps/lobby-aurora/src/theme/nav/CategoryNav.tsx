// The category menu: aurora's side menu on desktop and the category sheet on phones list the
// same links, each a real link to the home page's view of it.
import { LobbyLink } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';
import { categoryIcon, Icon } from '@lobbykit/lobby-ui';
import { useAuroraText } from '../texts';
import type { CategoryNavId, CategoryNavItem } from './category-nav-items';

export interface CategoryNavProps {
  readonly items: readonly CategoryNavItem[];
  readonly current: CategoryNavId | undefined;
  /** Called after a link is followed (the phone's sheet closes). */
  readonly onFollow?: (() => void) | undefined;
}

export function CategoryNav({ items, current, onFollow }: CategoryNavProps): ReactElement {
  const text = useAuroraText();
  return (
    <ul className="au-category-nav" role="list">
      {items.map((item) => (
        <li key={item.id}>
          <LobbyLink
            to={item.to}
            className="au-category-nav__link"
            aria-current={item.id === current ? 'page' : undefined}
            onClick={onFollow}
          >
            <Icon
              className="au-icon"
              name={categoryIcon(item.id === 'hot' || item.id === 'recent' ? item.id : item.key)}
            />
            <span className="au-category-nav__name">
              {item.name ?? (item.id === 'recent' ? text('recent') : text('hot'))}
            </span>
          </LobbyLink>
        </li>
      ))}
    </ul>
  );
}

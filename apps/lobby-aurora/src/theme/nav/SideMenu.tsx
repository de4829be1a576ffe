// Aurora's desktop menu, fixed at the left: the site, a way to search, every category, and the
// language and help entries at its foot.
import { FloatBarEntries, LanguageMenu, LobbyLink, SiteBrand, useLobbyPage } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';
import { Icon } from '@lobbykit/lobby-ui';
import { useAuroraText } from '../texts';
import { CategoryNav } from './CategoryNav';
import { useCategoryNav } from './use-category-nav';

export function SideMenu(): ReactElement {
  const text = useAuroraText();
  const { items, current } = useCategoryNav();
  const onSearch = useLobbyPage().page === 'search';
  return (
    <aside className="au-side">
      <SiteBrand className="au-side__brand" />
      <LobbyLink
        to={{ page: 'search' }}
        className="au-side__search"
        aria-current={onSearch ? 'page' : undefined}
      >
        <Icon className="au-icon" name="search" />
        <span>{text('searchGames')}</span>
      </LobbyLink>
      <nav className="au-side__nav" aria-label={text('categories')}>
        <CategoryNav items={items} current={current} />
      </nav>
      <div className="au-side__foot">
        <LanguageMenu className="au-side__language" />
        {/* The app layer's support and app entries (their rules are shared), shown with names. */}
        <FloatBarEntries entries={['support', 'download']} orientation="vertical" className="au-side__help" />
      </div>
    </aside>
  );
}

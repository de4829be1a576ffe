// Aurora's phone navigation: a bar fixed to the bottom edge, above the home indicator
// (safe-area aware): home, search and the category sheet, then support and the app, each with
// its name under its icon.
import { FloatBarEntries, LobbyLink, useLobbyPage } from '@lobbykit/lobby-ui/app';
import { lazy, Suspense, useId, useState, type ReactElement } from 'react';
import { Icon } from '@lobbykit/lobby-ui';
import { useAuroraText } from '../texts';
import { currentCategoryNavId } from './category-nav-items';

// The sheet (and the modal it is made of) loads the first time it opens, not with the home page.
const CategorySheet = lazy(async () => ({ default: (await import('./CategorySheet')).CategorySheet }));

export function BottomTabBar(): ReactElement {
  const text = useAuroraText();
  const page = useLobbyPage();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);
  const sheetId = useId();
  const view = currentCategoryNavId(page);
  const inCategory = view !== undefined && view !== 'hot';
  return (
    <div className="au-tabbar">
      {/* The phone's one navigation landmark of its own (the shortcuts name theirs). */}
      <nav className="au-tabbar__nav">
        <ul className="au-tabbar__list" role="list">
          <li>
            <LobbyLink
              to={{ page: 'home' }}
              className="au-tabbar__tab"
              aria-current={view === 'hot' ? 'page' : undefined}
            >
              <Icon className="au-icon" name="home" />
              <span className="au-tabbar__label">{text('home')}</span>
            </LobbyLink>
          </li>
          <li>
            <LobbyLink
              to={{ page: 'search' }}
              className="au-tabbar__tab"
              aria-current={page.page === 'search' ? 'page' : undefined}
            >
              <Icon className="au-icon" name="search" />
              <span className="au-tabbar__label">{text('search')}</span>
            </LobbyLink>
          </li>
          <li>
            <button
              type="button"
              className="au-tabbar__tab"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              aria-controls={sheetOpen ? sheetId : undefined}
              data-current={inCategory || undefined}
              onClick={() => {
                setSheetUsed(true);
                setSheetOpen(true);
              }}
            >
              <Icon className="au-icon" name="grid" />
              <span className="au-tabbar__label">{text('categories')}</span>
            </button>
          </li>
        </ul>
      </nav>
      {/* The app layer's support and app entries (their rules are shared), shown as tabs. */}
      <FloatBarEntries
        entries={['support', 'download']}
        orientation="horizontal"
        className="au-tabbar__help"
      />
      {sheetUsed ? (
        <Suspense fallback={null}>
          <CategorySheet id={sheetId} open={sheetOpen} onClose={() => setSheetOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

// The lobby's pages, built from a theme: its pages inside its main layout, the shared demo game
// page full screen, the shared wallet, withdraw, security, notice, promotions and not-found pages
// inside the layout.
import type { LobbyTheme } from '@lobbykit/theme-kit';
import { Skeleton } from '@lobbykit/ui-blocks';
import { Suspense } from 'react';
import { useLobbyText } from '../../shared/texts';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import {
  DemoGamePage,
  NoticePage,
  PromotionsPage,
  SecurityPage,
  WalletPage,
  WithdrawPage,
} from './page-components';
import { useLobbyRouter } from './router-context';
import type { LobbyPage } from './targets';

export interface LobbyRoutesProps {
  readonly theme: LobbyTheme;
  /** "Reload page" of a page that failed. */
  readonly reload: () => void;
}

/** What a page shows while its chunk loads (after the old page has stayed its while). */
function PagePending() {
  const text = useLobbyText();
  return (
    <Skeleton className="lk-app-pending" variant="rect" height="50vh" label={text('lobby.boot.loading')} />
  );
}

function PageView({ page, theme }: { readonly page: LobbyPage['page']; readonly theme: LobbyTheme }) {
  switch (page) {
    case 'home':
      return <theme.pages.home />;
    case 'search':
      return <theme.pages.search />;
    case 'provider':
      return <theme.pages.subGame />;
    case 'demo':
    case 'game':
      return <DemoGamePage />;
    case 'wallet':
      return <WalletPage />;
    case 'withdraw':
      return <WithdrawPage />;
    case 'security':
      return <SecurityPage />;
    case 'notice':
      return <NoticePage />;
    case 'promotions':
      return <PromotionsPage />;
    case 'notFound':
      return <NotFoundPage />;
  }
}

export function LobbyRoutes({ theme, reload }: LobbyRoutesProps) {
  const { page, entry } = useLobbyRouter();
  const Layout = theme.layouts.main;
  // Both Suspense boundaries stay mounted across navigations, so a page that suspends inside a
  // navigation's transition keeps the old one on screen: the outer one for the full-screen demo
  // page, the inner one (inside the layout, which stays too) for the theme's pages.
  return (
    <PageErrorBoundary resetKey={entry.href} reload={reload}>
      <Suspense
        fallback={
          <main className="lk-app-demo">
            <PagePending />
          </main>
        }
      >
        {page.page === 'demo' || page.page === 'game' ? (
          <PageView page={page.page} theme={theme} />
        ) : (
          <Layout>
            <Suspense fallback={<PagePending />}>
              <PageView page={page.page} theme={theme} />
            </Suspense>
          </Layout>
        )}
      </Suspense>
    </PageErrorBoundary>
  );
}

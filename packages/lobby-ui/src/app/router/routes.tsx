// The lobby's pages, built from a theme: its pages inside its main layout, the shared demo game
// page full screen, the shared wallet, withdraw, security, notice, promotions and not-found pages
// inside the layout.
import type { LobbyTheme } from '@lobbykit/theme-kit';
import { Skeleton } from '@lobbykit/ui-blocks';
import { Activity, Suspense, useContext, useState } from 'react';
import { useLobbyText } from '../../shared/texts';
import { NotFoundPage } from '../pages/NotFoundPage';
import { KeepPagesContext } from './keep-pages';
import { PageErrorBoundary } from './PageErrorBoundary';
import {
  DemoGamePage,
  NoticePage,
  PromotionsPage,
  SecurityPage,
  WalletPage,
  WithdrawPage,
} from './page-components';
import { LobbyRouterContext, useLobbyRouter, type LobbyRouterValue } from './router-context';
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

const isFullScreen = (page: LobbyPage['page']) => page === 'demo' || page === 'game';

/**
 * Every page of the layout visited, the current one shown and the others hidden (their effects
 * stopped), each seeing the route it was last shown with, so a hidden page never renders another
 * page's parameters. While a full-screen page shows, all of them are hidden.
 */
function KeptPages({ theme }: { readonly theme: LobbyTheme }) {
  const router = useLobbyRouter();
  const current = router.page.page;
  const [kept, setKept] = useState<ReadonlyMap<LobbyPage['page'], LobbyRouterValue>>(() => new Map());
  const pages =
    isFullScreen(current) || kept.get(current) === router ? kept : new Map(kept).set(current, router);
  if (pages !== kept) setKept(pages);
  return [...pages].map(([name, value]) => (
    <Activity key={name} mode={name === current ? 'visible' : 'hidden'}>
      <LobbyRouterContext value={value}>
        <PageView page={name} theme={theme} />
      </LobbyRouterContext>
    </Activity>
  ));
}

export function LobbyRoutes({ theme, reload }: LobbyRoutesProps) {
  const { page, entry } = useLobbyRouter();
  const keepPages = useContext(KeepPagesContext);
  const Layout = theme.layouts.main;
  const fullScreen = isFullScreen(page.page);
  // Both Suspense boundaries stay mounted across navigations, so a page that suspends inside a
  // navigation's transition keeps the old one on screen: the outer one for the full-screen demo
  // page, the inner one (inside the layout, which stays too) for the theme's pages. Kept pages
  // stay in their layout, hidden, while a full-screen page shows.
  return (
    <PageErrorBoundary resetKey={entry.href} reload={reload}>
      <Suspense
        fallback={
          <main className="lk-app-demo">
            <PagePending />
          </main>
        }
      >
        {fullScreen && <PageView page={page.page} theme={theme} />}
        {keepPages ? (
          <Activity mode={fullScreen ? 'hidden' : 'visible'}>
            <Layout>
              <Suspense fallback={<PagePending />}>
                <KeptPages theme={theme} />
              </Suspense>
            </Layout>
          </Activity>
        ) : (
          !fullScreen && (
            <Layout>
              <Suspense fallback={<PagePending />}>
                <PageView page={page.page} theme={theme} />
              </Suspense>
            </Layout>
          )
        )}
      </Suspense>
    </PageErrorBoundary>
  );
}

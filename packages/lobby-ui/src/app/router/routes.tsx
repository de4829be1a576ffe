// The lobby's route tree, built from a theme: its pages inside its main layout, the shared
// demo game page full screen, the shared not-found page. Code-based routes (no file plugin).
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  type RouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import type { LobbyTheme } from '@lobbykit/theme-kit';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RootShell } from '../shell/RootShell';
import { keepMarketingParams, type KeepMarketingParamsOptions } from './keep-marketing-params';
import { parseLobbySearch, stringifyLobbySearch } from './search-params';
import { PATH_CODE } from './targets';
import { validateHomeSearch, validateProviderSearch, validateSearchPageSearch } from './validate-search';

export interface LobbyRouterOptions {
  readonly theme: LobbyTheme;
  /** @default the browser's history */
  readonly history?: RouterHistory | undefined;
  /** Which marketing parameters every navigation keeps. */
  readonly keep?: KeepMarketingParamsOptions | undefined;
}

// A theme page as the router's component: the same object, so a `lazyPage`'s preload stays
// reachable (the router renders it as an element, which suits a class component too).
const page = (component: ComponentType): RouteComponent => component as RouteComponent;

const checkCode = (code: string) => {
  // The router's way to show its not-found page from a route is to throw its notFound().
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!PATH_CODE.test(code)) throw notFound();
};

export function createLobbyRouter({ theme, history, keep }: LobbyRouterOptions) {
  const Layout = theme.layouts.main;
  const rootRoute = createRootRoute({
    component: RootShell,
    search: { middlewares: [keepMarketingParams(keep)] },
    notFoundComponent: () => (
      <Layout>
        <NotFoundPage />
      </Layout>
    ),
  });
  const mainRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: '_main',
    component: () => (
      <Layout>
        <Outlet />
      </Layout>
    ),
  });
  const homeRoute = createRoute({
    getParentRoute: () => mainRoute,
    path: '/',
    validateSearch: validateHomeSearch,
    component: page(theme.pages.home),
  });
  const searchRoute = createRoute({
    getParentRoute: () => mainRoute,
    path: 'search',
    validateSearch: validateSearchPageSearch,
    component: page(theme.pages.search),
  });
  const providerRoute = createRoute({
    getParentRoute: () => mainRoute,
    path: 'provider/$providerCode',
    validateSearch: validateProviderSearch,
    beforeLoad: ({ params }) => checkCode(params.providerCode),
    component: page(theme.pages.subGame),
  });
  const demoRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'demo/$gameCode',
    beforeLoad: ({ params }) => checkCode(params.gameCode),
    // A lazy chunk: only a visitor who plays a demo downloads the game page.
    component: lazyRouteComponent(() => import('../pages/DemoGamePage'), 'DemoGamePage'),
  });
  const routeTree = rootRoute.addChildren([
    mainRoute.addChildren([homeRoute, searchRoute, providerRoute]),
    demoRoute,
  ]);
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    parseSearch: parseLobbySearch,
    stringifySearch: stringifyLobbySearch,
    defaultPreload: 'intent',
    // A page that takes a moment (a lazy chunk) keeps the old page on screen for this long
    // before the pending state shows, so a fast network never flashes a skeleton.
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

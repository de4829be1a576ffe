// The lobby's pages as data, so theme pages link to them without knowing the route tree.
import type { HomeTab, ProviderScene } from './validate-search';

/** Route paths of the lobby (TanStack Router syntax: `$name` is a path parameter). */
export const LOBBY_PATHS = {
  home: '/',
  search: '/search',
  provider: '/provider/$providerCode',
  demo: '/demo/$gameCode',
} as const;

/**
 * The router's ids of the pages: the pages with the theme's layout sit under the pathless
 * `_main` route; the demo game page is full screen, beside it.
 */
export const LOBBY_ROUTE_IDS = {
  home: '/_main/',
  search: '/_main/search',
  provider: '/_main/provider/$providerCode',
  demo: '/demo/$gameCode',
} as const;

/** Where a link or a navigation goes: a page and its parameters. */
export type LobbyTarget =
  | {
      readonly page: 'home';
      readonly gameCategoryId?: number | undefined;
      readonly tab?: HomeTab | undefined;
    }
  | { readonly page: 'search'; readonly q?: string | undefined }
  | { readonly page: 'provider'; readonly providerCode: string; readonly scene?: ProviderScene | undefined }
  | { readonly page: 'demo'; readonly gameCode: string };

/** The page being shown: a target, or the not-found page. */
export type LobbyPage = LobbyTarget | { readonly page: 'notFound' };

/** A target as router navigation options (`to`, `params`, `search`). */
export interface RouterTarget {
  readonly to: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly search: Readonly<Record<string, string | number>>;
}

/** Drops parameters that are not set, so the URL shows only what the page uses. */
function defined(
  values: Readonly<Record<string, string | number | undefined>>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== '') out[name] = value;
  return out;
}

export function routerTarget(target: LobbyTarget): RouterTarget {
  switch (target.page) {
    case 'home':
      return {
        to: LOBBY_PATHS.home,
        search: defined({ gameCategoryId: target.gameCategoryId, tab: target.tab }),
      };
    case 'search':
      return { to: LOBBY_PATHS.search, search: defined({ q: target.q }) };
    case 'provider':
      return {
        to: LOBBY_PATHS.provider,
        params: { providerCode: target.providerCode },
        search: defined({ scene: target.scene }),
      };
    case 'demo':
      return { to: LOBBY_PATHS.demo, params: { gameCode: target.gameCode }, search: {} };
  }
}

/** Codes in paths: provider and game codes as the hall sends them. */
export const PATH_CODE = /^[A-Za-z0-9._~-]{1,64}$/;

// Links and navigation for theme pages: targets in, the router's own Link and navigate out.
import { Link, useMatches, useNavigate } from '@tanstack/react-router';
import { forwardRef, useCallback, type AnchorHTMLAttributes } from 'react';
import { LOBBY_ROUTE_IDS, routerTarget, type LobbyPage, type LobbyTarget } from './targets';
import { validateHomeSearch, validateProviderSearch, validateSearchPageSearch } from './validate-search';

export interface LobbyLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The page the link opens. */
  readonly to: LobbyTarget;
  /**
   * Keep the scroll position (a tab that changes what a page shows, not the page).
   * @default false
   */
  readonly keepScroll?: boolean | undefined;
}

// The lobby's route tree is built per theme at run time, so the router's registered types
// cannot know it: links are typed by LobbyTarget instead and handed over untyped.
type UntypedLinkProps = Record<string, unknown>;
const RouterLink = Link as unknown as React.ComponentType<UntypedLinkProps>;

/**
 * A real link (`<a href>`) to a lobby page, opened without a reload; the marketing parameters
 * of the visit come along. The current page's link gets `aria-current="page"`.
 */
export const LobbyLink = forwardRef<HTMLAnchorElement, LobbyLinkProps>(function LobbyLink(
  { to, keepScroll = false, ...anchor },
  ref,
) {
  const target = routerTarget(to);
  return (
    <RouterLink
      {...anchor}
      ref={ref}
      to={target.to}
      params={target.params}
      search={target.search}
      resetScroll={!keepScroll}
      activeOptions={{ exact: true, includeSearch: true }}
      activeProps={{ 'aria-current': 'page' }}
    />
  );
});

export interface LobbyNavigateOptions {
  /** @default false */
  readonly replace?: boolean | undefined;
  /** @default false */
  readonly keepScroll?: boolean | undefined;
}

/** Goes to a lobby page (as `LobbyLink` does, from code). */
export function useLobbyNavigate(): (to: LobbyTarget, options?: LobbyNavigateOptions) => void {
  const navigate = useNavigate() as unknown as (options: Record<string, unknown>) => Promise<void>;
  return useCallback(
    (to, { replace = false, keepScroll = false } = {}) => {
      void navigate({ ...routerTarget(to), replace, resetScroll: !keepScroll });
    },
    [navigate],
  );
}

/** The page being shown, with its validated parameters. */
export function useLobbyPage(): LobbyPage {
  const match = useMatches().at(-1);
  if (!match || match.status === 'notFound') return { page: 'notFound' };
  const params = match.params as Record<string, string | undefined>;
  const search = match.search as Readonly<Record<string, unknown>>;
  switch (match.routeId as string) {
    // A match's search holds the raw query too (the root route keeps every parameter):
    // read the page's own parameters through its validation again.
    case LOBBY_ROUTE_IDS.home:
      return { page: 'home', ...validateHomeSearch(search) };
    case LOBBY_ROUTE_IDS.search:
      return { page: 'search', ...validateSearchPageSearch(search) };
    case LOBBY_ROUTE_IDS.provider:
      return {
        page: 'provider',
        providerCode: params['providerCode'] ?? '',
        ...validateProviderSearch(search),
      };
    case LOBBY_ROUTE_IDS.demo:
      return { page: 'demo', gameCode: params['gameCode'] ?? '' };
    default:
      return { page: 'notFound' };
  }
}

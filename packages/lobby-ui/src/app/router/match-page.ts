// Which page an address shows, with its parameters validated: the one place that reads paths.
// A code that is not a hall code, or a path of no page, is the not-found page.
import { useMemo } from 'react';
import { useRoute } from 'wouter';
import { parseLobbySearch } from './search-params';
import { LOBBY_PATHS, PATH_CODE, SPEC_PATHS, type LobbyPage } from './targets';
import {
  validateHomeSearch,
  validateNoticeSearch,
  validateProviderSearch,
  validateSearchPageSearch,
  validateSecuritySearch,
  validateWithdrawSearch,
} from './validate-search';

/** The page of the router's current path, given its query string. */
export function useMatchedPage(searchText: string): LobbyPage {
  const [home] = useRoute(LOBBY_PATHS.home);
  const [search] = useRoute(LOBBY_PATHS.search);
  const [, provider] = useRoute(LOBBY_PATHS.provider);
  const [, demo] = useRoute(LOBBY_PATHS.demo);
  const [, real] = useRoute(LOBBY_PATHS.game);
  const [wallet] = useRoute(LOBBY_PATHS.wallet);
  const [withdraw] = useRoute(LOBBY_PATHS.withdraw);
  const [security] = useRoute(LOBBY_PATHS.security);
  const [selfExclusion] = useRoute(SPEC_PATHS.selfExclusion);
  const [notice] = useRoute(LOBBY_PATHS.notice);
  const [promotions] = useRoute(LOBBY_PATHS.promotions);
  const [, promotion] = useRoute(LOBBY_PATHS.promotion);
  const providerCode = provider?.providerCode;
  const gameCode = demo?.gameCode;
  const realGameCode = real?.gameCode;
  const activityId = promotion?.activityId;
  return useMemo((): LobbyPage => {
    const query = parseLobbySearch(searchText);
    if (home) return { page: 'home', ...validateHomeSearch(query) };
    if (search) return { page: 'search', ...validateSearchPageSearch(query) };
    if (wallet) return { page: 'wallet' };
    if (withdraw) return { page: 'withdraw', ...validateWithdrawSearch(query) };
    if (security) return { page: 'security', ...validateSecuritySearch(query) };
    if (selfExclusion) return { page: 'security', current: 'selfExclusion' };
    if (notice) return { page: 'notice', ...validateNoticeSearch(query) };
    if (promotions) return { page: 'promotions' };
    if (activityId !== undefined) {
      return PATH_CODE.test(activityId) ? { page: 'promotions', activityId } : { page: 'notFound' };
    }
    if (providerCode !== undefined) {
      return PATH_CODE.test(providerCode)
        ? { page: 'provider', providerCode, ...validateProviderSearch(query) }
        : { page: 'notFound' };
    }
    if (gameCode !== undefined) {
      return PATH_CODE.test(gameCode) ? { page: 'demo', gameCode } : { page: 'notFound' };
    }
    if (realGameCode !== undefined) {
      return PATH_CODE.test(realGameCode) ? { page: 'game', gameCode: realGameCode } : { page: 'notFound' };
    }
    return { page: 'notFound' };
  }, [
    home,
    search,
    wallet,
    withdraw,
    security,
    selfExclusion,
    notice,
    promotions,
    activityId,
    providerCode,
    gameCode,
    realGameCode,
    searchText,
  ]);
}

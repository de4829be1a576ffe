// The lobby's pages as data, so theme pages link to them without knowing the routes.
import { stringifyLobbySearch } from './search-params';
import type { HomeTab, NoticeType, ProviderScene, SecurityCurrent, WithdrawCurrent } from './validate-search';

/** Route paths of the lobby (`:name` is a path parameter). */
export const LOBBY_PATHS = {
  home: '/',
  search: '/search',
  provider: '/provider/:providerCode',
  demo: '/demo/:gameCode',
  /** A real-money game; the address of its frame stays in the store (spec §2: no query). */
  game: '/game/:gameCode',
  /** The player's wallet: balance, deposit, records (a visitor is asked to log in). */
  wallet: '/wallet',
  /** The withdraw page (`?current=`: the receiving-account kind a new account starts on). */
  withdraw: '/withdraw',
  /** Account security (`?current=`: the form shown; `?isCallbackWithdraw=1`: back to withdraw once set). */
  security: '/security',
  /** The notice centre (`?noticeType=1|2|3`: the tab it opens on; none or another: the first). */
  notice: '/notice',
  /** The promotions: the event categories and their activities, and the new-comer benefits. */
  promotions: '/promotions',
  /** One activity's detail. */
  promotion: '/promotions/:activityId',
} as const;

/**
 * The spec's own paths of pages this lobby shows under another address: a footer or banner link
 * of the hall (`jumpType: 'route'`) or an address typed in may name them.
 */
export const SPEC_PATHS = {
  /** Self-exclusion (spec §2 "forbidden-self"): the security page's self-exclusion form. */
  selfExclusion: '/forbidden-self',
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
  | { readonly page: 'demo'; readonly gameCode: string }
  | { readonly page: 'game'; readonly gameCode: string }
  | { readonly page: 'wallet' }
  | { readonly page: 'withdraw'; readonly current?: WithdrawCurrent | undefined }
  | {
      readonly page: 'security';
      readonly current?: SecurityCurrent | undefined;
      /** Opened by the withdraw page for its password: it goes back there once the password is set. */
      readonly isCallbackWithdraw?: boolean | undefined;
    }
  | { readonly page: 'notice'; readonly noticeType?: NoticeType | undefined }
  | {
      readonly page: 'promotions';
      /** An activity's detail; none: the list. */
      readonly activityId?: string | undefined;
    };

/** The page being shown: a target, or the not-found page. */
export type LobbyPage = LobbyTarget | { readonly page: 'notFound' };

/** Codes in paths: provider and game codes as the hall sends them. */
export const PATH_CODE = /^[A-Za-z0-9._~-]{1,64}$/;

/**
 * A target's own address: its path and the query of its own parameters (unset and empty ones
 * left out), without the parameters every navigation keeps.
 */
export function targetHref(target: LobbyTarget): string {
  switch (target.page) {
    case 'home':
      return (
        LOBBY_PATHS.home + stringifyLobbySearch({ gameCategoryId: target.gameCategoryId, tab: target.tab })
      );
    case 'search':
      return LOBBY_PATHS.search + stringifyLobbySearch({ q: target.q });
    case 'provider':
      return (
        LOBBY_PATHS.provider.replace(':providerCode', encodeURIComponent(target.providerCode)) +
        stringifyLobbySearch({ scene: target.scene })
      );
    case 'demo':
      return LOBBY_PATHS.demo.replace(':gameCode', encodeURIComponent(target.gameCode));
    case 'game':
      return LOBBY_PATHS.game.replace(':gameCode', encodeURIComponent(target.gameCode));
    case 'wallet':
      return LOBBY_PATHS.wallet;
    case 'withdraw':
      return LOBBY_PATHS.withdraw + stringifyLobbySearch({ current: target.current });
    case 'security':
      return (
        LOBBY_PATHS.security +
        stringifyLobbySearch({
          current: target.current,
          isCallbackWithdraw: target.isCallbackWithdraw ? '1' : undefined,
        })
      );
    case 'notice':
      return LOBBY_PATHS.notice + stringifyLobbySearch({ noticeType: target.noticeType });
    case 'promotions':
      return target.activityId === undefined
        ? LOBBY_PATHS.promotions
        : LOBBY_PATHS.promotion.replace(':activityId', encodeURIComponent(target.activityId));
  }
}

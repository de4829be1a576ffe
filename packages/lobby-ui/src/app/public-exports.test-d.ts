// The public surface of @lobbykit/lobby-ui/app, imported by its name as a theme app imports it.
// A change to what the entry exports fails this file, so it shows in review: update the lists
// with the change, on purpose. Values are listed exactly; types are listed (removing or
// renaming one fails to compile, adding one does not: add it here).
import { describe, expectTypeOf, it } from 'vitest';
import type * as app from '@lobbykit/lobby-ui/app';

describe('@lobbykit/lobby-ui/app', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof app>().toEqualTypeOf<
      | 'FloatBarEntries'
      | 'FloatBarSlot'
      | 'FooterSlot'
      | 'HomeBanners'
      | 'HomeCategoryTabs'
      | 'HomeFeed'
      | 'HomeJackpot'
      | 'HomeMarquee'
      | 'HomeSections'
      | 'LOBBY_PATHS'
      | 'LanguageMenu'
      | 'LobbyApp'
      | 'LobbyLink'
      | 'LoginButtons'
      | 'MOBILE_QUERY'
      | 'PageHeading'
      | 'PlayerMenu'
      | 'PlayerPanel'
      | 'SEARCH_TERM_MAX_LENGTH'
      | 'SearchScreen'
      | 'SiteBrand'
      | 'SiteFooter'
      | 'LineSwitch'
      | 'useOpenLines'
      | 'SubGameScreen'
      | 'UpdateDialog'
      | 'createMemoryLocation'
      | 'keepMarketingParams'
      | 'lazyPage'
      | 'mountLobby'
      | 'parseLobbySearch'
      | 'statusPageContent'
      | 'stringifyLobbySearch'
      | 'trackingOfPage'
      | 'useChrome'
      | 'useGameActions'
      | 'useIsMobile'
      | 'useLobbyNavigate'
      | 'useLobbyPage'
      | 'useLobbyText'
      | 'useMoneyRevision'
      | 'useOpenAuth'
      | 'useOpenDeposit'
      | 'useOpenFirstCharge'
      | 'useOpenForcedBinding'
      | 'useRequireLogin'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        app.AppGame,
        app.DepositRequest,
        app.MoneyDialogs,
        app.FloatBarEntriesProps,
        app.FloatBarEntry,
        app.GameActions,
        app.HomeBannersProps,
        app.HomeCategoryTabsProps,
        app.HomeFeedProps,
        app.HomeJackpotProps,
        app.HomeMarqueeProps,
        app.HomeSectionsProps,
        app.HomeTab,
        app.SecurityCurrent,
        app.WithdrawCurrent,
        app.LobbyText,
        app.KeepMarketingParamsOptions,
        app.ClosedSiteCondition,
        app.UpdateDialogProps,
        app.KeepParams,
        app.LanguageMenuProps,
        app.LobbyAppProps,
        app.LobbyTrackingOptions,
        app.LobbyPreloadTimings,
        app.LobbyLinkProps,
        app.LobbyLocation,
        app.LobbyLocationChange,
        app.LobbyLocationEntry,
        app.LobbyNavigateOptions,
        app.LobbyPage,
        app.LobbyTarget,
        app.LoginButtonsProps,
        app.OpenAuth,
        app.PageHeadingProps,
        app.PlayerMenuProps,
        app.PlayerPanelProps,
        app.ProviderScene,
        app.SearchScreenProps,
        app.SiteBrandProps,
        app.SiteFooterProps,
        app.LineSwitchProps,
        app.SubGameScreenProps,
      ]
    >().not.toBeNever();
  });
});

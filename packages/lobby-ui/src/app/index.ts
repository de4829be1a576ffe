// `@lobbykit/lobby-ui/app`: what two themes share beyond the blocks. The router and its
// routes, the boot gate, the providers and the connected screens (lobby-core's hooks feeding
// lobby-ui's blocks), so a theme app is its theme object plus `main.tsx`.
export { LobbyApp } from './shell/LobbyApp';
export type { LobbyAppProps, LobbyTrackingOptions } from './shell/LobbyApp';
export type { LobbyPreloadTimings } from './shell/app-context';
export { mountLobby } from './shell/mount';
export { trackingOfPage } from './tracking/page-tracking';
export { statusPageContent } from './site-status/status-content';
export type { ClosedSiteCondition } from './site-status/status-content';
export { UpdateDialog } from './site-status/UpdateDialog';
export type { UpdateDialogProps } from './site-status/UpdateDialog';
export { lazyPage } from './router/lazy-page';
export { createMemoryLocation } from './router/memory-location';
export type { LobbyLocation, LobbyLocationChange, LobbyLocationEntry } from './router/location';

export { LOBBY_PATHS } from './router/targets';
export type { LobbyPage, LobbyTarget } from './router/targets';
export { LobbyLink, useLobbyNavigate, useLobbyPage } from './router/navigation';
export type { LobbyLinkProps, LobbyNavigateOptions } from './router/navigation';
export { SEARCH_TERM_MAX_LENGTH } from './router/validate-search';
export type { HomeTab, ProviderScene, SecurityCurrent, WithdrawCurrent } from './router/validate-search';
export { keepMarketingParams } from './router/keep-marketing-params';
export type { KeepMarketingParamsOptions, KeepParams } from './router/keep-marketing-params';
export { parseLobbySearch, stringifyLobbySearch } from './router/search-params';

export { FooterSlot, FloatBarSlot, useChrome } from './chrome/FooterSlot';
export { useIsMobile, MOBILE_QUERY } from './chrome/use-is-mobile';
export { useRequireLogin } from './shell/login-notice';
export { useOpenAuth } from './session/auth-context';
export type { OpenAuth } from './session/auth-context';
export {
  useMoneyRevision,
  useOpenDeposit,
  useOpenFirstCharge,
  useOpenForcedBinding,
} from './money/money-context';
export type { DepositRequest, MoneyDialogs } from './money/money-context';
export { useGameActions } from './games/use-game-actions';
export type { AppGame, GameActions } from './games/use-game-actions';

export { HomeBanners } from './screens/HomeBanners';
export type { HomeBannersProps } from './screens/HomeBanners';
export { HomeMarquee } from './screens/HomeMarquee';
export type { HomeMarqueeProps } from './screens/HomeMarquee';
export { HomeJackpot } from './screens/HomeJackpot';
export type { HomeJackpotProps } from './screens/HomeJackpot';
export { HomeCategoryTabs } from './screens/HomeCategoryTabs';
export type { HomeCategoryTabsProps } from './screens/HomeCategoryTabs';
export { HomeSections } from './screens/HomeSections';
export type { HomeSectionsProps } from './screens/HomeSections';
export { HomeFeed } from './screens/HomeFeed';
export type { HomeFeedProps } from './screens/HomeFeed';
export { SearchScreen } from './screens/SearchScreen';
export type { SearchScreenProps } from './screens/SearchScreen';
export { SubGameScreen } from './screens/SubGameScreen';
export type { SubGameScreenProps } from './screens/SubGameScreen';
export { LanguageMenu } from './screens/LanguageMenu';
export type { LanguageMenuProps } from './screens/LanguageMenu';
export { SiteFooter } from './screens/SiteFooter';
export { LineSwitch } from './lines/LineSwitch';
export type { LineSwitchProps } from './lines/LineSwitch';
export { useOpenLines } from './lines/lines-context';
export type { SiteFooterProps } from './screens/SiteFooter';
export { FloatBarEntries } from './screens/FloatBarEntries';
export type { FloatBarEntriesProps, FloatBarEntry } from './screens/FloatBarEntries';
export { SiteBrand } from './screens/SiteBrand';
export type { SiteBrandProps } from './screens/SiteBrand';
export { LoginButtons } from './screens/LoginButtons';
export type { LoginButtonsProps } from './screens/LoginButtons';
export { PlayerMenu } from './screens/PlayerMenu';
export type { PlayerMenuProps } from './screens/PlayerMenu';
export { PlayerPanel } from './screens/PlayerPanel';
export type { PlayerPanelProps } from './screens/PlayerPanel';
export { useLobbyText } from '../shared/texts';
export type { LobbyText } from '../shared/texts';
export { PageHeading } from './screens/PageHeading';
export type { PageHeadingProps } from './screens/PageHeading';

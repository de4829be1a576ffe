export { createLobby } from './create-lobby';
export { LobbyProvider, useLobby } from './provider';
export type { LobbyProviderProps, ReactLobby } from './provider';
export {
  useBoot,
  useCurrency,
  useDebugSwitches,
  useLanguage,
  useLobbyEvent,
  useLobbySelector,
  useMarketingParams,
  useOpenGame,
  useCaptcha,
  usePlayer,
  useSession,
  useSiteInfo,
  useSiteLook,
  useSiteStatus,
} from './hooks';
export type { BootView, CaptchaControls, CurrencyView, LanguageView } from './hooks';
export {
  lobbyReactApi,
  useBaseSiteConfigQuery,
  useDemoGameLaunchMutation,
  useFooterConfigQuery,
  useGameCategoriesQuery,
  useGameListQuery,
  useGamePagesInfiniteQuery,
  useGameProvidersQuery,
  useHotSearchQuery,
  useJackpotQuery,
  useMarqueeQuery,
  useOptimizationSiteConfigQuery,
  useSiteInfoQuery,
  useSiteUrlConfigQuery,
  useSkinAssetsHashQuery,
  useSystemStatusQuery,
} from './api';
export type { LobbyReactApi } from './api';

export { GameCard, GAME_CARD_IMAGE } from './game-card/GameCard';
export type { GameCardProps } from './game-card/GameCard';
export { GameGrid } from './game-grid/GameGrid';
export type { GameGridProps, GameGridStatus } from './game-grid/GameGrid';
export { CategoryTabs } from './tabs/CategoryTabs';
export type { CategoryTabsProps, CategoryTabId, ExtraCategoryTab } from './tabs/CategoryTabs';
export { SceneTabs } from './tabs/SceneTabs';
export type { SceneTabsProps, GameScene } from './tabs/SceneTabs';
export { ProviderCards } from './providers/ProviderCards';
export type { ProviderCardsProps } from './providers/ProviderCards';
export { ProviderTabs } from './providers/ProviderTabs';
export type { ProviderTabsProps } from './providers/ProviderTabs';
export { BannerCarousel, BANNER_IMAGE } from './banner/BannerCarousel';
export type { BannerCarouselProps } from './banner/BannerCarousel';
export { Marquee } from './marquee/Marquee';
export type { MarqueeProps } from './marquee/Marquee';
export { JackpotCounter } from './jackpot/JackpotCounter';
export type { JackpotCounterProps } from './jackpot/JackpotCounter';
export type { FrameScheduler } from './shared/frames';
export { Icon } from './shared/icons';
export type { IconName } from './shared/icons';
export { categoryIcon } from './tabs/category-icons';
export { SearchPanel } from './search/SearchPanel';
export type { SearchPanelProps } from './search/SearchPanel';
export { LanguageSwitch } from './language/LanguageSwitch';
export type { LanguageSwitchProps } from './language/LanguageSwitch';
export type { LanguageDialogProps } from './language/LanguageDialog';
export { LinesPanel } from './lines/LinesPanel';
export type { LinesPanelProps } from './lines/LinesPanel';
export { SportsMatchList } from './sports/SportsMatchList';
export type { SportsMatchListProps, SportsMatchesState } from './sports/SportsMatchList';
export { LinesDialog } from './lines/LinesDialog';
export type { LinesDialogProps } from './lines/LinesDialog';
export { CurrencyBadge } from './currency/CurrencyBadge';
export type { CurrencyBadgeProps } from './currency/CurrencyBadge';
export { DemoGameFrame, GAME_FRAME_SANDBOX } from './demo/DemoGameFrame';
export type { DemoGameFrameProps, DemoGameState } from './demo/DemoGameFrame';
export { BootStatus } from './boot/BootStatus';
export type { BootStatusProps } from './boot/BootStatus';
export { BootSplash } from './boot/BootSplash';
export type { BootSplashProps } from './boot/BootSplash';
export { FooterBlocks } from './footer/FooterBlocks';
export type { FooterBlocksProps } from './footer/FooterBlocks';
export { LoginRequiredNotice } from './notice/LoginRequiredNotice';
export type { LoginRequiredNoticeProps } from './notice/LoginRequiredNotice';
export { AuthModal } from './auth/AuthModal';
export type { AuthModalProps } from './auth/AuthModal';
export type { AuthDefaults } from './auth/AuthForm';
export type {
  AuthCloseReason,
  AuthCodeTarget,
  AuthCountry,
  AuthFailure,
  AuthFieldName,
  AuthMethod,
  AuthMode,
  AuthNotice,
  AuthProvider,
  AuthSubmitResult,
  AuthValues,
  UsernameAvailability,
} from './auth/auth-types';
export type {
  LobbyGame,
  LobbyProvider,
  LobbyCategory,
  LobbyBanner,
  LobbyMarqueeItem,
  LobbyFooterConfig,
  LobbyFooterBlock,
  LobbyFooterLink,
  LobbyFooterLogo,
  LobbyFooterLicence,
} from './data';

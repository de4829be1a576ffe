// The public surface of @lobbykit/lobby-ui, imported by the package's own name as a user
// imports it. A change to what the package exports fails this file, so it is a visible diff
// in review: update the lists with the change, on purpose.
//
// Values are listed exactly (`keyof typeof entry`); types cannot be enumerated, so they are
// listed: removing or renaming one fails to compile, adding one does not (add it here).
import { describe, expectTypeOf, it } from 'vitest';
import type * as ui from '@lobbykit/lobby-ui';

describe('@lobbykit/lobby-ui', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof ui>().toEqualTypeOf<
      | 'AuthModal'
      | 'BANNER_IMAGE'
      | 'BannerCarousel'
      | 'BootSplash'
      | 'BootStatus'
      | 'CategoryTabs'
      | 'categoryIcon'
      | 'CurrencyBadge'
      | 'DemoGameFrame'
      | 'FooterBlocks'
      | 'GAME_CARD_IMAGE'
      | 'GAME_FRAME_SANDBOX'
      | 'GameCard'
      | 'GameGrid'
      | 'Icon'
      | 'JackpotCounter'
      | 'LanguageSwitch'
      | 'LinesPanel'
      | 'LinesDialog'
      | 'LoginRequiredNotice'
      | 'Marquee'
      | 'ProviderCards'
      | 'ProviderTabs'
      | 'SceneTabs'
      | 'SearchPanel'
      | 'SportsMatchList'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        ui.AuthCloseReason,
        ui.AuthCodeTarget,
        ui.AuthCountry,
        ui.AuthDefaults,
        ui.AuthFailure,
        ui.AuthFieldName,
        ui.AuthMethod,
        ui.AuthMode,
        ui.AuthModalProps,
        ui.AuthNotice,
        ui.AuthProvider,
        ui.AuthSubmitResult,
        ui.AuthValues,
        ui.UsernameAvailability,
        ui.BannerCarouselProps,
        ui.BootSplashProps,
        ui.IconName,
        ui.BootStatusProps,
        ui.CategoryTabId,
        ui.CategoryTabsProps,
        ui.CurrencyBadgeProps,
        ui.DemoGameFrameProps,
        ui.DemoGameState,
        ui.ExtraCategoryTab,
        ui.FooterBlocksProps,
        ui.FrameScheduler,
        ui.GameCardProps,
        ui.GameGridProps,
        ui.GameGridStatus,
        ui.GameScene,
        ui.JackpotCounterProps,
        ui.LanguageSwitchProps,
        ui.LanguageDialogProps,
        ui.LinesPanelProps,
        ui.LinesDialogProps,
        ui.SportsMatchListProps,
        ui.SportsMatchesState,
        ui.LobbyBanner,
        ui.LobbyCategory,
        ui.LobbyFooterBlock,
        ui.LobbyFooterConfig,
        ui.LobbyFooterLicence,
        ui.LobbyFooterLink,
        ui.LobbyFooterLogo,
        ui.LobbyGame,
        ui.LobbyMarqueeItem,
        ui.LobbyProvider,
        ui.LoginRequiredNoticeProps,
        ui.MarqueeProps,
        ui.ProviderCardsProps,
        ui.ProviderTabsProps,
        ui.SceneTabsProps,
        ui.SearchPanelProps,
      ]
    >().not.toBeNever();
  });
});

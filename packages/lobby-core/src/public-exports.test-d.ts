// The public surface of @lobbykit/lobby-core, entry by entry (every subpath of "exports" in
// package.json), imported by the package's own name as a user imports it. A change to what
// the package exports fails this file, so it is a visible diff in review: update the lists
// with the change, on purpose.
//
// Values are listed exactly: `keyof typeof entry` is every value an entry exports, so adding,
// removing or renaming one fails. Types cannot be enumerated (a namespace has no `keyof` for
// its types), so they are listed: removing or renaming one fails to compile, adding one does
// not (add it here with the change). A generic type takes `never` for each required
// parameter: the list checks names, not shapes.
import { describe, expectTypeOf, it } from 'vitest';
import type * as core from '@lobbykit/lobby-core';
import type * as browser from '@lobbykit/lobby-core/browser';
import type * as money from '@lobbykit/lobby-core/money';
import type * as promotions from '@lobbykit/lobby-core/promotions';
import type * as tracking from '@lobbykit/lobby-core/tracking';
import type * as oauthCallback from '@lobbykit/lobby-core/oauth-callback';
import type * as preload from '@lobbykit/lobby-core/preload';
import type * as sports from '@lobbykit/lobby-core/sports';
import type * as react from '@lobbykit/lobby-core/react';

describe('@lobbykit/lobby-core', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof core>().toEqualTypeOf<
      | 'BOOT_SNAPSHOT_ELEMENT_ID'
      | 'appDownloadTarget'
      | 'createClickDelay'
      | 'customerServiceTarget'
      | 'selfExclusionEntry'
      | 'withdrawEntry'
      | 'BOOT_SNAPSHOT_MAX_AGE_MS'
      | 'BOOT_SNAPSHOT_MAX_LENGTH'
      | 'BOOT_SNAPSHOT_TTL_MS'
      | 'BOOT_SNAPSHOT_VERSION'
      | 'bootRetryDelay'
      | 'bootTransition'
      | 'chooseCurrency'
      | 'chooseLanguage'
      | 'createBootSnapshot'
      | 'createLobby'
      | 'DEFAULT_BOOT_RETRY'
      | 'GAME_PAGE_SIZE'
      | 'gamesOfPages'
      | 'initialBootState'
      | 'isMarketingParam'
      | 'ANIMATION_MODES'
      | 'readDebugSwitches'
      | 'isSafeMarketingValue'
      | 'lobbyApi'
      | 'lobbySelectors'
      | 'lobbyTagTypes'
      | 'MARKETING_MAX_PARAMS'
      | 'MARKETING_VALUE_MAX_LENGTH'
      | 'parseGameCategoryId'
      | 'pickBySiteType'
      | 'pickMarketingParams'
      | 'playMessageKeys'
      | 'playerPlayKeys'
      | 'decidePlay'
      | 'ACCOUNT_TYPES_WITHOUT_GAME_RIGHTS'
      | 'readBootSnapshot'
      | 'registerRechargeShown'
      | 'selectAgentLink'
      | 'selectBootSnapshotUse'
      | 'selectBootState'
      | 'selectCaptcha'
      | 'selectCurrency'
      | 'selectDebugSwitches'
      | 'selectLanguage'
      | 'selectLines'
      | 'failedOverTo'
      | 'allLinesDown'
      | 'buildVersion'
      | 'isDebugBuild'
      | 'siteStaticKeys'
      | 'selectMarketingParams'
      | 'selectOpenGame'
      | 'selectRealtime'
      | 'selectSession'
      | 'selectShowRegisterRecharge'
      | 'selectSiteCode'
      | 'selectSiteCondition'
      | 'selectThirdPartyReturn'
      | 'selectUserRestriction'
      | 'serializeBootSnapshot'
      | 'siteCurrencies'
      | 'siteLookOf'
      | 'STORAGE_KEYS'
      | 'thirdPartyReturnSeen'
      | 'userRestrictionSeen'
      | 'thirdPartyKindsOf'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        core.AgentLinkRequest,
        core.AgentLinkState,
        core.BaseSiteConfig,
        core.BootEvent,
        core.BootFailure,
        core.BootRetryPolicy,
        core.BootRevalidation,
        core.BootSnapshot,
        core.BootSnapshotData,
        core.BootSnapshotGames,
        core.BootSnapshotReading,
        core.BootSnapshotRejection,
        core.BootSnapshotUse,
        core.BootState,
        core.BootStatus,
        core.CaptchaView,
        core.ChooseLanguageInput,
        core.CreateBootSnapshotOptions,
        core.CurrencyChoice,
        core.CurrencySource,
        core.GamePagesRequest,
        core.GameProvidersRequest,
        core.GameRef,
        core.LanguageChoice,
        core.Lobby,
        core.LobbyApi,
        core.LobbyConfig,
        core.LobbyDispatch,
        core.LobbyEvents,
        core.LobbyHall,
        core.LobbyHallModule,
        core.LobbyHallOptions,
        core.LobbyLocation,
        core.LobbySelectors,
        core.LobbySession,
        core.LobbySessionControls,
        core.LobbySessionModule,
        core.LobbySessionOptions,
        core.LobbyState,
        core.LobbyStore,
        core.LobbyTagType,
        core.LoginCredentials,
        core.LoginVerifyRequest,
        core.MarketingParamOptions,
        core.MarketingParams,
        core.AnimationMode,
        core.DebugSwitches,
        core.OpenGame,
        core.PlatformExchange,
        core.PkceCrypto,
        core.ThirdPartyMessage,
        core.ThirdPartyOptions,
        core.ThirdPartyOutcome,
        core.ThirdPartyPopup,
        core.ThirdPartyPrefill,
        core.ThirdPartyProviderKind,
        core.ThirdPartyRegistration,
        core.PlayerAccount,
        core.PlayerState,
        core.PlayMessageKey,
        core.PlayOutcome,
        core.PlayOptions,
        core.PlayRefusal,
        core.PlayDecision,
        core.PlayDecisionInput,
        core.PlayerFacts,
        core.ReadBootSnapshotOptions,
        core.RealtimeStatus,
        core.RegistrationForm,
        core.SessionEndReason,
        core.SessionError,
        core.SessionErrorField,
        core.SignUpCodeOutcome,
        core.SignUpCodeTarget,
        core.SessionEvent,
        core.SessionMachineConfig,
        core.SessionOutcome,
        core.SessionState,
        core.SessionStatus,
        core.SessionStore,
        core.SignInAgain,
        core.SignInMethod,
        core.StoredSession,
        core.SiteCondition,
        core.SiteLook,
        core.SiteStatusState,
        core.SkinAssets,
        core.UserRestriction,
        core.VisitCurrency,
        core.VisitLanguage,
        core.VisitState,
        core.DepositOutcome,
        core.LobbyMoneyControls,
        core.LobbyMoneyModule,
        core.LobbyMoneyOptions,
        core.MoneyEvents,
        core.MoneyFailure,
        core.MoneyLocks,
        core.MoneyResult<never>,
        core.MoneyState,
        core.MoneyTagType,
        core.PasswordOutcome,
        core.SubmitRefusal,
        core.WithdrawForm,
        core.WithdrawOutcome,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/lobby-core/react', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof react>().toEqualTypeOf<
      | 'createLobby'
      | 'LobbyProvider'
      | 'lobbyReactApi'
      | 'useBaseSiteConfigQuery'
      | 'useBoot'
      | 'useCaptcha'
      | 'useCurrency'
      | 'useDebugSwitches'
      | 'useDemoGameLaunchMutation'
      | 'useFooterConfigQuery'
      | 'useGameCategoriesQuery'
      | 'useGameListQuery'
      | 'useGamePagesInfiniteQuery'
      | 'useGameProvidersQuery'
      | 'useHotSearchQuery'
      | 'useJackpotQuery'
      | 'useLanguage'
      | 'useLobby'
      | 'useLobbyEvent'
      | 'useLobbySelector'
      | 'useMarketingParams'
      | 'useMarqueeQuery'
      | 'useOpenGame'
      | 'useOptimizationSiteConfigQuery'
      | 'usePlayer'
      | 'useSession'
      | 'useSiteInfo'
      | 'useSiteInfoQuery'
      | 'useSiteLook'
      | 'useSiteStatus'
      | 'useSiteUrlConfigQuery'
      | 'useSkinAssetsHashQuery'
      | 'useSystemStatusQuery'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        react.BootView,
        react.CaptchaControls,
        react.CurrencyView,
        react.LanguageView,
        react.LobbyProviderProps,
        react.LobbyReactApi,
        react.ReactLobby,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/lobby-core/browser', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof browser>().toEqualTypeOf<'browserConfig' | 'indexedDbSessionStore'>();
  });

  it('still exports these types', () => {
    expectTypeOf<[browser.BrowserConfig, browser.BrowserConfigOptions]>().not.toBeNever();
  });
});

describe('@lobbykit/lobby-core/money', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof money>().toEqualTypeOf<
      | 'balanceAfterDebit'
      | 'baseAmountOf'
      | 'checkDepositAmount'
      | 'checkDepositForm'
      | 'checkWithdrawAmount'
      | 'checkWithdrawPassword'
      | 'compareAmounts'
      | 'forcedBindingInputOf'
      | 'forcedBindingOf'
      | 'initialSubmissionState'
      | 'submissionTransition'
      | 'sumAmounts'
      | 'walletAmountOf'
      | 'withdrawFeeOf'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        money.AmountCheck,
        money.AmountRuleCode,
        money.DepositForm,
        money.DepositFormCheck,
        money.ForcedBinding,
        money.ForcedBindingInput,
        money.LargeAmountBinding,
        money.PayerFieldCode,
        money.SubmissionEvent,
        money.SubmissionState,
        money.SubmissionStatus,
        money.WithdrawFee,
        money.WithdrawPasswordCheck,
        money.WithdrawPasswordCode,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/lobby-core/promotions', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof promotions>().toEqualTypeOf<
      | 'APP_DOWNLOAD_MODAL_STYLE'
      | 'FRAME_ACCOUNTS_KEPT'
      | 'FRAME_CHOICES_PER_ACCOUNT'
      | 'FRAME_CHOICE_TTL_MS'
      | 'FRAME_LISTS'
      | 'STARTUP_POPUPS'
      | 'VISITOR_ACCOUNT'
      | 'boxHasFrameToShow'
      | 'createFrameStore'
      | 'frameStillShowing'
      | 'frameStorageKey'
      | 'framesToShow'
      | 'mergeFrames'
      | 'NOTICE_READS_PER_ACCOUNT'
      | 'countUnread'
      | 'createNoticeReadStore'
      | 'noticeReadStorageKey'
      | 'STARTUP_TASK_CODES'
      | 'claimFailureOf'
      | 'createStartupSequence'
      | 'hasOpenTask'
      | 'mayShowPromotion'
      | 'promotionsOf'
      | 'shouldAskPasswordChange'
      | 'shouldOpenLoginRegister'
      | 'shouldPromptAppDownload'
      | 'shouldShowForcedPopups'
      | 'shouldShowRegisterRecharge'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        promotions.AppDownloadFacts,
        promotions.AppDownloadSwitches,
        promotions.ClaimFailure,
        promotions.ClaimFailureReason,
        promotions.ClaimResult<never>,
        promotions.CutOnceKind,
        promotions.FrameChoice,
        promotions.FrameChoices,
        promotions.FrameDismissal,
        promotions.FrameStore,
        promotions.NoticeReadStore,
        promotions.NoticeReadStoreOptions,
        promotions.FrameStoreOptions,
        promotions.LobbyPromotions,
        promotions.LoginRegisterFacts,
        promotions.NoticePageRequest,
        promotions.PlaceFacts,
        promotions.PromotionRead<never>,
        promotions.StartupEnvironment,
        promotions.StartupFrames,
        promotions.StartupKind,
        promotions.StartupPopupData,
        promotions.StartupPopupId,
        promotions.StartupSequence,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/lobby-core/tracking', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof tracking>().toEqualTypeOf<
      'createTracker' | 'startTracking' | 'trackingEventNames' | 'trackingVendors' | 'vendorEventName'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        tracking.LobbyTracking,
        tracking.StartTrackingOptions,
        tracking.Tracker,
        tracking.TrackerOptions,
        tracking.TrackingContext,
        tracking.TrackingEvent,
        tracking.TrackingEventName,
        tracking.TrackingRequest,
        tracking.TrackingVendor,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/lobby-core/oauth-callback', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof oauthCallback>().toEqualTypeOf<
      'acceptCallbackMessage' | 'callbackMessageOf' | 'runThirdPartyCallbackPage' | 'showCallbackPageText'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        oauthCallback.CallbackPageOptions,
        oauthCallback.CallbackPageResult,
        oauthCallback.CallbackPageWindow,
        oauthCallback.CallbackTextWindow,
        oauthCallback.ExpectedCallback,
        oauthCallback.ThirdPartyCallbackMessage,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/lobby-core/preload', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof preload>().toEqualTypeOf<
      'initialPreloadState' | 'mayPreload' | 'preloadTransition' | 'schedulePreload'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        preload.PreloadConnection,
        preload.PreloadEvent,
        preload.PreloadFile,
        preload.PreloadOptions,
        preload.PreloadSchedule,
        preload.PreloadState,
        preload.PreloadVisibility,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/lobby-core/sports', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof sports>().toEqualTypeOf<
      | 'SPORTS_AUTH_SCHEME'
      | 'SPORTS_FALLBACK_LANGUAGE'
      | 'SPORTS_TICKET_PARAM'
      | 'createSportsClient'
      | 'isSportsGame'
      | 'sportsAuthorization'
      | 'sportsBaseUrl'
      | 'sportsLanguageOf'
      | 'sportsRequestUrl'
      | 'sportsResultOf'
      | 'sportsTokenOf'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        sports.SportsClient,
        sports.SportsClientOptions,
        sports.SportsFailure,
        sports.SportsFailureReason,
        sports.SportsParams,
        sports.SportsRequestOptions<never>,
        sports.SportsResult<never>,
      ]
    >().not.toBeNever();
  });
});

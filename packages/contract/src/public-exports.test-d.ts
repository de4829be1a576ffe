// The public surface of @lobbykit/contract, entry by entry (every subpath of "exports" in
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
import type * as contract from '@lobbykit/contract';

describe('@lobbykit/contract', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof contract>().toEqualTypeOf<
      | 'activityListSchema'
      | 'activitySchema'
      | 'claimCodes'
      | 'cutOnceDrawSchema'
      | 'cutOnceSchema'
      | 'eventCategoryListSchema'
      | 'eventCategorySchema'
      | 'hallNoticePageSchema'
      | 'hallNoticeSchema'
      | 'hallNoticeTypes'
      | 'newComerBenefitsSchema'
      | 'rewardReceivedSchema'
      | 'taskItemSchema'
      | 'taskListSchema'
      | 'waitingCollectSchema'
      | 'AgentMode'
      | 'bannerListSchema'
      | 'bannerSchema'
      | 'buriedConfigEntrySchema'
      | 'buriedConfigSchema'
      | 'CACHE_TTL_MS'
      | 'CAPTCHA_DEVICE_TOKEN_TIMEOUT_MS'
      | 'CAPTCHA_RESTRICTING_ERRORS'
      | 'CAPTCHA_RESTRICTION_MS'
      | 'CAPTCHA_TIMING_REPORT_MS'
      | 'checkUsernameResponseSchema'
      | 'CPF_LENGTH'
      | 'CUSTOMER_SERVICE_CLICK_DELAY_MS'
      | 'DEFAULT_APP_VERSION'
      | 'DEMO_GUEST_PLATFORM_ID'
      | 'demoGuestAccount'
      | 'DEVICE_TYPE'
      | 'DRAG_THRESHOLD_PX'
      | 'EMAIL_MAX_LENGTH'
      | 'ENCRYPTED_CONTENT_TYPE'
      | 'ENCRYPTED_FIELD'
      | 'endpointNames'
      | 'signInFieldOfCode'
      | 'endpoints'
      | 'errorKeys'
      | 'FAST_LOGIN_RETRIES'
      | 'flag'
      | 'footerBlockTypes'
      | 'footerConfigSchema'
      | 'gameCategorySchema'
      | 'gameLaunchSchema'
      | 'gameListSchema'
      | 'gameProviderSchema'
      | 'gameSummarySchema'
      | 'GET_DEFAULT_PARAMS'
      | 'getCurrencyBase'
      | 'getEndpoint'
      | 'getEndpointByPath'
      | 'getLanguage'
      | 'getServiceCode'
      | 'HALL_BASE_PATH'
      | 'hallEnvelopeSchema'
      | 'hallErrorKeys'
      | 'hallPageSchema'
      | 'hallResponseSchema'
      | 'hasFrameToShow'
      | 'HEADERS'
      | 'HEARTBEAT_FIRST_DELAY_MS'
      | 'HEARTBEAT_INTERVAL_MS'
      | 'holidayThemeSchema'
      | 'homeGoldSchema'
      | 'homeLayoutDesignSchema'
      | 'homeSysInfoSchema'
      | 'hotSearchSchema'
      | 'idString'
      | 'IMAGE_CACHE_SIZE'
      | 'ipBindDataSchema'
      | 'ipCheckSchema'
      | 'isCurrencyVariant'
      | 'isHallSuccess'
      | 'isInShowWindow'
      | 'isLanguageCode'
      | 'isLobbyCurrencyCode'
      | 'isNoticeType'
      | 'isSuccessCode'
      | 'isUnreachable'
      | 'jackpotAmountAt'
      | 'jackpotPoolSchema'
      | 'jumpTypes'
      | 'languageCodes'
      | 'languages'
      | 'linkSettingSchema'
      | 'list'
      | 'lobbyCurrencyCodes'
      | 'lobbyKeys'
      | 'loginMethods'
      | 'LOCAL_CACHE_MAX_AGE_MS'
      | 'MAINTENANCE_CHECK_AFTER_FAILURES'
      | 'MAINTENANCE_POLL_MS'
      | 'maintenanceEndMs'
      | 'maintenanceInfoSchema'
      | 'marqueeItemSchema'
      | 'marqueeSchema'
      | 'MAX_EVENT_LISTENERS'
      | 'MAX_LINES'
      | 'MAX_RETRIES'
      | 'MAX_STATIC_RETRIES'
      | 'MESSAGE_DEDUPE_MS'
      | 'messageKeys'
      | 'MODAL_WIDTH'
      | 'MODAL_WIDTH_WEB'
      | 'NORMAL_ACCOUNT_TYPE'
      | 'normalizeServiceCode'
      | 'NOTICE_FRAME_ACCOUNTS'
      | 'noticeEnvelopeSchema'
      | 'noticeFrameBoxSchema'
      | 'noticeFrameSchema'
      | 'noticeSchema'
      | 'noticeTypes'
      | 'numeric'
      | 'opt'
      | 'optimizationSiteConfigSchema'
      | 'orderKinds'
      | 'orderListSchema'
      | 'orderSchema'
      | 'orderStatuses'
      | 'toMoneyAmount'
      | 'moneyAmountSchema'
      | 'moneyCodes'
      | 'MONEY_REQUEST_ID_FIELD'
      | 'MONEY_REQUEST_ID_PATTERN'
      | 'VOUCHER_MAX_BYTES'
      | 'payChannelKinds'
      | 'payerFields'
      | 'paymentFieldKeys'
      | 'payChannelSchema'
      | 'payChannelListSchema'
      | 'depositOrderSchema'
      | 'pendingOrderSchema'
      | 'firstChargeOfferSchema'
      | 'withdrawAccountKinds'
      | 'withdrawInfoSchema'
      | 'withdrawAccountSchema'
      | 'withdrawAccountListSchema'
      | 'withdrawOrderSchema'
      | 'withdrawPasswordAnswerSchema'
      | 'codeSentAnswerSchema'
      | 'googleAuthKeySchema'
      | 'bindingAnswerSchema'
      | 'selfExclusionSchema'
      | 'loginPasswordAnswerSchema'
      | 'parseCurrencyVariant'
      | 'PASSWORD_LENGTH'
      | 'PAY_PASSWORD_LENGTH'
      | 'PHONE_LENGTH'
      | 'PLATFORM_TYPE'
      | 'POPUP_DEFAULT_SHOW_TIMES'
      | 'POPUP_LOAD_TIMEOUT_MS'
      | 'PUBLIC_TOKEN_PLACEHOLDER'
      | 'readTokenInfo'
      | 'registerResponseSchema'
      | 'REQUEST_TIMEOUT_MS'
      | 'RESOURCE_PRELOAD_DELAY_MS'
      | 'RESOURCE_PRELOAD_INTERVAL_MS'
      | 'SCROLL_DEBOUNCE_MS'
      | 'SCROLL_IDLE_MS'
      | 'SCROLL_TO_MS'
      | 'ServiceCode'
      | 'serviceCodes'
      | 'siteInfoSchema'
      | 'siteUrlInfoSchema'
      | 'smsCountrySchema'
      | 'splitCurrencyCodes'
      | 'SPORTS_BASE_PATH'
      | 'SPORTS_CATEGORY_KEY'
      | 'SPORTS_LANGUAGE_PARAM'
      | 'SPORTS_MATCHES_PATH'
      | 'SPORTS_REQUEST_TIMEOUT_MS'
      | 'SPORTS_UNAUTHORIZED_CODE'
      | 'SPORTS_UNAUTHORIZED_HOME_DELAY_MS'
      | 'sportsMatchSchema'
      | 'sportsMatchesSchema'
      | 'STEP_SNAP_MS'
      | 'STRONG_PASSWORD_DEFAULT_LENGTH'
      | 'systemStatusSchema'
      | 'TASK_CODES'
      | 'THIRD_PARTY_UNREGISTERED_CODE'
      | 'thirdPartyKinds'
      | 'TRACK_CLICK_SCROLL_MS'
      | 'uiKeys'
      | 'UNREACHABLE_PING'
      | 'userInfoSchema'
      | 'USERNAME_LENGTH'
      | 'validationKeys'
      | 'WEAK_PASSWORD_SCORE'
      | 'WEB_PUSH_INFO_DELAY_MS'
      | 'WEB_PUSH_MAX_RECONNECTS'
      | 'WEBSOCKET_PATH'
      | 'WS_MAX_RECONNECT_TRIES'
      | 'WS_PING_INTERVAL_MS'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        contract.ActiveDetailsData,
        contract.Banner,
        contract.BindThirdPartyRequest,
        contract.BuriedConfigEntry,
        contract.BuriedConfigRequest,
        contract.CaptchaFields,
        contract.CaptchaValidateRequest,
        contract.ChangeBankPassRegisterData,
        contract.ChannelInfoRequest,
        contract.CheckUsernameRequest,
        contract.CheckUsernameResponse,
        contract.Clock,
        contract.CurrencyVariant,
        contract.Endpoint,
        contract.EndpointName,
        contract.ErrorKey,
        contract.FastLoginRequest,
        contract.FooterBlock,
        contract.FooterBlockType,
        contract.FooterCommonConfig,
        contract.FooterConfig,
        contract.FooterLicence,
        contract.FooterLink,
        contract.FooterLogo,
        contract.GameCategory,
        contract.GameGoldChangeData,
        contract.GameLaunch,
        contract.GameLaunchRequest,
        contract.GameList,
        contract.GameListRequest,
        contract.GameProvider,
        contract.GameSummary,
        contract.HallMessageKey,
        contract.HallPage<never>,
        contract.HallResponse,
        contract.HeaderKey,
        contract.HeaderName,
        contract.HolidayTheme,
        contract.HomeGold,
        contract.HomeLayoutDesign,
        contract.HomeSysInfo,
        contract.HotSearch,
        contract.HttpMethod,
        contract.IconEntry,
        contract.IpBindData,
        contract.IpCheck,
        contract.JackpotData,
        contract.JackpotPool,
        contract.JumpType,
        contract.LanguageCode,
        contract.LanguageInfo,
        contract.LengthRange,
        contract.LineKind,
        contract.LinkSetting,
        contract.LobbyCurrencyCode,
        contract.LobbyKey,
        contract.LoginPayloadBase,
        contract.LoginMethod,
        contract.LoginRequest,
        contract.AccountLoginRequest,
        contract.PhoneLoginRequest,
        contract.EmailLoginRequest,
        contract.LoginResponse,
        contract.MaintenanceInfo,
        contract.Marquee,
        contract.MarqueeItem,
        contract.SportsMatch,
        contract.SportsMatches,
        contract.MessageKey,
        contract.MultipleLoginData,
        contract.Notice,
        contract.NoticeDataMap,
        contract.NoticeFrame,
        contract.NoticeFrameBox,
        contract.Activity,
        contract.CutOnce,
        contract.CutOnceDraw,
        contract.EventCategory,
        contract.HallNotice,
        contract.HallNoticeType,
        contract.NewComerBenefit,
        contract.NewComerBenefits,
        contract.RewardReceived,
        contract.RewardStatus,
        contract.TaskItem,
        contract.TaskList,
        contract.WaitingCollect,
        contract.NoticesRequest,
        contract.NoticeType,
        contract.NoWalletOrderMsgData,
        contract.OptimizationSiteConfig,
        contract.OptimizationSiteConfigRequest,
        contract.Order,
        contract.OrderKind,
        contract.OrderList,
        contract.OrderListRequest,
        contract.OrderNoticeData,
        contract.OrderStatus,
        contract.OrderStatusRequest,
        contract.MoneyAmount,
        contract.MoneyCode,
        contract.PayChannelKind,
        contract.PayerField,
        contract.PayPreset,
        contract.PayBonus,
        contract.PayChannel,
        contract.DepositRequest,
        contract.PaymentFieldKey,
        contract.PaymentDetails,
        contract.DepositOrder,
        contract.OrderActionRequest,
        contract.VoucherUploadRequest,
        contract.FirstChargeTier,
        contract.FirstChargeOffer,
        contract.WithdrawInfo,
        contract.WithdrawAccountKind,
        contract.WithdrawAccount,
        contract.AddWithdrawAccountRequest,
        contract.WithdrawRequest,
        contract.WithdrawOrder,
        contract.SetWithdrawPasswordRequest,
        contract.ChangeWithdrawPasswordRequest,
        contract.WithdrawPasswordAnswer,
        contract.CodeChannel,
        contract.SendCodeRequest,
        contract.CodeSentAnswer,
        contract.BindPhoneRequest,
        contract.BindEmailRequest,
        contract.BindGoogleAuthRequest,
        contract.GoogleAuthKey,
        contract.BindingAnswer,
        contract.SetSelfExclusionRequest,
        contract.SelfExclusion,
        contract.ChangeLoginPasswordRequest,
        contract.LoginPasswordAnswer,
        contract.PayOrderSuccessData,
        contract.PayOrderSuccessNoticeData,
        contract.PingLine,
        contract.PreRegisterVerifyRequest,
        contract.RegisterRequest,
        contract.RegisterResponse,
        contract.RegisterSuccessData,
        contract.ServiceCodeCategory,
        contract.ServiceCodeInfo,
        contract.ServiceCodeName,
        contract.ServiceCodeReaction,
        contract.ServiceCodeValue,
        contract.SiteCurrencyInfo,
        contract.SiteInfo,
        contract.SiteLanguageInfo,
        contract.SiteUrlInfo,
        contract.SmsCountry,
        contract.StorageLike,
        contract.SystemStatus,
        contract.SystemStatusRequest,
        contract.TaskCode,
        contract.TaskDataRequest,
        contract.ThirdPartyKind,
        contract.ThirdPartyLoginPayload,
        contract.ThirdPartyLoginRequest,
        contract.Timers,
        contract.TokenInfo,
        contract.UiKey,
        contract.UserInfo,
        contract.ValidationKey,
        contract.WebPushInfoRequest,
        contract.WithdrawOrderSuccessData,
      ]
    >().not.toBeNever();
  });
});

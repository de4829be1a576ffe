export { languageCodes, languages, isLanguageCode, getLanguage } from './languages';
export type { LanguageCode, LanguageInfo } from './languages';

export {
  lobbyCurrencyCodes,
  isLobbyCurrencyCode,
  parseCurrencyVariant,
  isCurrencyVariant,
  getCurrencyBase,
} from './currencies';
export type { LobbyCurrencyCode, CurrencyVariant } from './currencies';

export * from './constants';

export {
  ServiceCode,
  serviceCodes,
  getServiceCode,
  isSuccessCode,
  normalizeServiceCode,
} from './service-codes';
export type {
  ServiceCodeCategory,
  ServiceCodeInfo,
  ServiceCodeName,
  ServiceCodeReaction,
  ServiceCodeValue,
} from './service-codes';

export {
  HEADERS,
  PUBLIC_TOKEN_PLACEHOLDER,
  ENCRYPTED_FIELD,
  ENCRYPTED_CONTENT_TYPE,
  GET_DEFAULT_PARAMS,
  HALL_BASE_PATH,
  WEBSOCKET_PATH,
  SPORTS_BASE_PATH,
  SPORTS_LANGUAGE_PARAM,
} from './headers';
export type { HeaderKey, HeaderName } from './headers';

export { hallEnvelopeSchema, hallResponseSchema, isHallSuccess } from './envelope';
export type { HallResponse } from './envelope';

export { endpoints, endpointNames, getEndpoint, getEndpointByPath, TASK_CODES } from './endpoints';
export type { Endpoint, EndpointName, HttpMethod, TaskCode } from './endpoints';

export { opt, list, numeric, flag, idString, hallPageSchema } from './wire';
export type { HallPage } from './wire';

export {
  gameCategorySchema,
  gameProviderSchema,
  gameSummarySchema,
  gameListSchema,
  hotSearchSchema,
  gameLaunchSchema,
  jackpotPoolSchema,
  jackpotAmountAt,
} from './games';
export type {
  GameCategory,
  GameProvider,
  GameListRequest,
  GameSummary,
  GameList,
  HotSearch,
  GameLaunchRequest,
  GameLaunch,
  JackpotPool,
} from './games';

export { jumpTypes, bannerSchema, bannerListSchema, isInShowWindow } from './banners';
export type { JumpType, Banner } from './banners';

export { marqueeItemSchema, marqueeSchema } from './marquee';
export type { MarqueeItem, Marquee } from './marquee';
export { SPORTS_CATEGORY_KEY, SPORTS_MATCHES_PATH, sportsMatchSchema, sportsMatchesSchema } from './sports';
export type { SportsMatch, SportsMatches } from './sports';

export { footerBlockTypes, footerConfigSchema } from './footer';
export type {
  FooterBlockType,
  FooterLink,
  FooterBlock,
  FooterLogo,
  FooterLicence,
  FooterCommonConfig,
  FooterConfig,
} from './footer';

export { orderKinds, orderStatuses, orderSchema, orderListSchema } from './orders';
export type {
  Order,
  OrderKind,
  OrderStatus,
  OrderList,
  OrderListRequest,
  OrderStatusRequest,
} from './orders';

export {
  toMoneyAmount,
  moneyAmountSchema,
  moneyCodes,
  MONEY_REQUEST_ID_FIELD,
  MONEY_REQUEST_ID_PATTERN,
  VOUCHER_MAX_BYTES,
} from './money';
export type { MoneyAmount, MoneyCode } from './money';

export {
  payChannelKinds,
  payerFields,
  paymentFieldKeys,
  payChannelSchema,
  payChannelListSchema,
  depositOrderSchema,
  pendingOrderSchema,
  firstChargeOfferSchema,
} from './pay';
export type {
  PayChannelKind,
  PayerField,
  PayPreset,
  PayBonus,
  PayChannel,
  DepositRequest,
  PaymentFieldKey,
  PaymentDetails,
  DepositOrder,
  OrderActionRequest,
  VoucherUploadRequest,
  FirstChargeTier,
  FirstChargeOffer,
} from './pay';

export {
  withdrawAccountKinds,
  withdrawInfoSchema,
  withdrawAccountSchema,
  withdrawAccountListSchema,
  withdrawOrderSchema,
  withdrawPasswordAnswerSchema,
} from './withdraw';
export type {
  WithdrawInfo,
  WithdrawAccountKind,
  WithdrawAccount,
  AddWithdrawAccountRequest,
  WithdrawRequest,
  WithdrawOrder,
  SetWithdrawPasswordRequest,
  ChangeWithdrawPasswordRequest,
  WithdrawPasswordAnswer,
} from './withdraw';

export {
  codeSentAnswerSchema,
  googleAuthKeySchema,
  bindingAnswerSchema,
  selfExclusionSchema,
  loginPasswordAnswerSchema,
} from './security';
export type {
  CodeChannel,
  SendCodeRequest,
  CodeSentAnswer,
  BindPhoneRequest,
  BindEmailRequest,
  BindGoogleAuthRequest,
  GoogleAuthKey,
  BindingAnswer,
  SetSelfExclusionRequest,
  SelfExclusion,
  ChangeLoginPasswordRequest,
  LoginPasswordAnswer,
} from './security';

export { userInfoSchema, readTokenInfo, AgentMode, demoGuestAccount, DEMO_GUEST_PLATFORM_ID } from './user';
export type { UserInfo, TokenInfo } from './user';

export {
  siteInfoSchema,
  holidayThemeSchema,
  splitCurrencyCodes,
  siteUrlInfoSchema,
  homeSysInfoSchema,
  homeLayoutDesignSchema,
  loginMethods,
} from './site';
export type {
  SiteInfo,
  SiteCurrencyInfo,
  SiteLanguageInfo,
  HolidayTheme,
  SiteUrlInfo,
  HomeSysInfo,
  HomeLayoutDesign,
  IconEntry,
  LoginMethod,
} from './site';

export { noticeFrameSchema, noticeFrameBoxSchema, hasFrameToShow } from './frames';
export type { NoticeFrame, NoticeFrameBox } from './frames';
export {
  activityListSchema,
  activitySchema,
  claimCodes,
  cutOnceDrawSchema,
  cutOnceSchema,
  eventCategoryListSchema,
  eventCategorySchema,
  hallNoticePageSchema,
  hallNoticeSchema,
  hallNoticeTypes,
  newComerBenefitsSchema,
  rewardReceivedSchema,
  taskItemSchema,
  taskListSchema,
  waitingCollectSchema,
} from './promotions';
export type {
  Activity,
  CutOnce,
  CutOnceDraw,
  EventCategory,
  HallNotice,
  HallNoticeType,
  NewComerBenefit,
  NewComerBenefits,
  RewardReceived,
  RewardStatus,
  TaskItem,
  TaskList,
  WaitingCollect,
} from './promotions';

export {
  smsCountrySchema,
  ipCheckSchema,
  maintenanceInfoSchema,
  maintenanceEndMs,
  buriedConfigEntrySchema,
} from './system';
export type { SmsCountry, IpCheck, MaintenanceInfo, BuriedConfigEntry } from './system';

export { isUnreachable } from './lines';
export type { PingLine, LineKind } from './lines';

export { registerResponseSchema, checkUsernameResponseSchema, thirdPartyKinds } from './login';
export { signInFieldOfCode } from './sign-in-fields';
export type { SignInField } from './sign-in-fields';
export type {
  LoginPayloadBase,
  CaptchaFields,
  LoginRequest,
  AccountLoginRequest,
  PhoneLoginRequest,
  EmailLoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  FastLoginRequest,
  CheckUsernameRequest,
  CheckUsernameResponse,
  ThirdPartyKind,
  ThirdPartyLoginPayload,
  ThirdPartyLoginRequest,
  BindThirdPartyRequest,
  CaptchaValidateRequest,
  PreRegisterVerifyRequest,
} from './login';

export {
  homeGoldSchema,
  systemStatusSchema,
  optimizationSiteConfigSchema,
  linkSettingSchema,
  ipBindDataSchema,
  buriedConfigSchema,
} from './calls';
export type {
  HomeGold,
  SystemStatusRequest,
  SystemStatus,
  OptimizationSiteConfigRequest,
  OptimizationSiteConfig,
  LinkSetting,
  IpBindData,
  BuriedConfigRequest,
  NoticesRequest,
  WebPushInfoRequest,
  TaskDataRequest,
  ChannelInfoRequest,
} from './calls';

export { errorKeys, validationKeys, uiKeys, lobbyKeys, messageKeys, hallErrorKeys } from './messages';
export type { ErrorKey, ValidationKey, UiKey, LobbyKey, MessageKey, HallMessageKey } from './messages';

export type { Clock, Timers, StorageLike } from './environment';

export { noticeTypes, isNoticeType, noticeSchema, noticeEnvelopeSchema } from './notices';
export type {
  NoticeType,
  Notice,
  NoticeDataMap,
  OrderNoticeData,
  PayOrderSuccessData,
  WithdrawOrderSuccessData,
  PayOrderSuccessNoticeData,
  MultipleLoginData,
  RegisterSuccessData,
  ActiveDetailsData,
  NoWalletOrderMsgData,
  GameGoldChangeData,
  JackpotData,
  ChangeBankPassRegisterData,
} from './notices';

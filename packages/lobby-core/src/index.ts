export { createLobby } from './core';
export type { Lobby, LobbyHall } from './create-lobby';
export type { LobbyHallModule } from './network/hall-loader';
export type { LobbyConfig, LobbyHallOptions, LobbyLocation } from './config';
export type { LobbyEvents, GameRef } from './events';

export { lobbyApi } from './api/core-api';
export type { LobbyApi } from './api/core-api';
export { lobbyTagTypes } from './api/base';
export type { LobbyTagType } from './api/base';
export type { BaseSiteConfig, SkinAssets } from './api/site';
export { GAME_PAGE_SIZE, gamesOfPages } from './api/games';
export type { GamePagesRequest, GameProvidersRequest } from './api/games';

export { bootTransition, initialBootState } from './boot/machine';
export type { BootEvent, BootFailure, BootRevalidation, BootState, BootStatus } from './boot/machine';
export { bootRetryDelay, DEFAULT_BOOT_RETRY } from './boot/runner';
export type { BootRetryPolicy } from './boot/runner';
export {
  BOOT_SNAPSHOT_ELEMENT_ID,
  BOOT_SNAPSHOT_MAX_AGE_MS,
  BOOT_SNAPSHOT_MAX_LENGTH,
  BOOT_SNAPSHOT_TTL_MS,
  BOOT_SNAPSHOT_VERSION,
  createBootSnapshot,
  readBootSnapshot,
  serializeBootSnapshot,
} from './boot/snapshot';
export type {
  BootSnapshot,
  BootSnapshotData,
  BootSnapshotGames,
  BootSnapshotReading,
  BootSnapshotRejection,
  CreateBootSnapshotOptions,
  ReadBootSnapshotOptions,
} from './boot/snapshot';
export { selectBootSnapshotUse, selectBootState } from './boot/slice';
export type { BootSnapshotUse } from './boot/slice';

export {
  isMarketingParam,
  isSafeMarketingValue,
  MARKETING_MAX_PARAMS,
  MARKETING_VALUE_MAX_LENGTH,
  parseGameCategoryId,
  pickMarketingParams,
} from './visit/marketing';
export type { MarketingParamOptions, MarketingParams } from './visit/marketing';
export { ANIMATION_MODES, readDebugSwitches } from './visit/debug-switches';
export type { AnimationMode, DebugSwitches } from './visit/debug-switches';
export { chooseCurrency, chooseLanguage, siteCurrencies } from './visit/preferences';
export type {
  ChooseLanguageInput,
  CurrencyChoice,
  CurrencySource,
  LanguageChoice,
} from './visit/preferences';
export {
  selectAgentLink,
  selectCurrency,
  selectDebugSwitches,
  selectLanguage,
  selectMarketingParams,
  selectSiteCode,
} from './visit/slice';
export type { VisitCurrency, VisitLanguage, VisitState } from './visit/slice';
export { STORAGE_KEYS } from './visit/storage';
export type { AgentLinkState } from './visit/agent-link';
export type { AgentLinkRequest } from './api/agent';

export { pickBySiteType, siteLookOf } from './site/look';
export type { SiteLook } from './site/look';
export { selectSiteCondition, selectUserRestriction, userRestrictionSeen } from './site/status-slice';
export type { SiteCondition, SiteStatusState, UserRestriction } from './site/status-slice';
export { lobbySelectors } from './selectors';
export type { LobbySelectors } from './selectors';

export { selectSession } from './session/slice';
export type { LobbySession } from './session/slice';
export type {
  PlayerAccount,
  SessionEndReason,
  SessionEvent,
  SessionMachineConfig,
  SessionState,
  SessionStatus,
  SignInAgain,
  SignInMethod,
} from './session/machine';
export {
  registerRechargeShown,
  selectCaptcha,
  selectRealtime,
  selectShowRegisterRecharge,
  selectThirdPartyReturn,
  thirdPartyReturnSeen,
} from './session/player-slice';
export type { CaptchaView, PlayerState, RealtimeStatus } from './session/player-slice';
export type { LobbySessionControls } from './session/controls';
export type { SessionError, SessionErrorField } from './session/errors';
export type { SignUpCodeOutcome, SignUpCodeTarget } from './session/sign-up-code';
export type {
  LobbySessionModule,
  LobbySessionOptions,
  LoginCredentials,
  RegistrationForm,
  SessionOutcome,
  SessionStore,
  StoredSession,
} from './session/options';
export type { LoginVerifyRequest, PlatformExchange } from './api/account';
// Third-party sign-in: what screens need in a first paint (which providers the site enables);
// the flow itself loads with the session, the callback page's code is `./oauth-callback`.
export { thirdPartyKindsOf } from './session/third-party-providers';
export type { ThirdPartyProviderKind } from './session/third-party-providers';
export type { PkceCrypto } from './session/third-party-pkce';
export type {
  ThirdPartyOutcome,
  ThirdPartyPrefill,
  ThirdPartyRegistration,
} from './session/third-party-types';
export type { ThirdPartyMessage, ThirdPartyOptions, ThirdPartyPopup } from './session/third-party-world';
export { playMessageKeys } from './play/play';
export type { PlayMessageKey, PlayOptions, PlayOutcome, PlayRefusal } from './play/play';
export { ACCOUNT_TYPES_WITHOUT_GAME_RIGHTS, decidePlay, playerPlayKeys } from './play/decide';
export type { PlayDecision, PlayDecisionInput, PlayerFacts } from './play/decide';
export { selectOpenGame } from './play/slice';
export type { OpenGame } from './play/slice';
export { selectLines } from './network/lines-slice';
export { allLinesDown, failedOverTo } from './network/line-failover';
export { buildVersion, isDebugBuild, siteStaticKeys } from './site/build-env';

export type {
  DepositOutcome,
  LobbyMoneyControls,
  LobbyMoneyModule,
  LobbyMoneyOptions,
  MoneyEvents,
  MoneyFailure,
  MoneyLocks,
  MoneyResult,
  MoneyState,
  PasswordOutcome,
  SubmitRefusal,
  WithdrawForm,
  WithdrawOutcome,
} from './money/options';
export type { MoneyTagType } from './money/endpoints';

export type { LobbyDispatch, LobbyState, LobbyStore } from './store';
// Spec §2's navigation rules: customer service, the app download entry, the withdraw and
// self-exclusion entries.
export { appDownloadTarget } from './navigation/app-download';
export { createClickDelay } from './navigation/click-delay';
export type { ClickDelay, ClickDelayOptions } from './navigation/click-delay';
export { customerServiceTarget } from './navigation/customer-service';
export type { CustomerServiceLink } from './navigation/customer-service';
export { selfExclusionEntry, withdrawEntry } from './navigation/entries';
export type {
  SelfExclusionEntry,
  SessionKind,
  WithdrawEntry,
  WithdrawEntryInput,
} from './navigation/entries';

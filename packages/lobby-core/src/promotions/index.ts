// `@lobbykit/lobby-core/promotions`: the start-up pop-up sequence (spec §4) with the rules of each
// pop-up (§5), and the promotions' calls and claims (§6, §7). Loaded after the first paint: a
// theme's home carries none of it.
export {
  APP_DOWNLOAD_MODAL_STYLE,
  STARTUP_POPUPS,
  hasOpenTask,
  mayShowPromotion,
  shouldAskPasswordChange,
  shouldOpenLoginRegister,
  shouldPromptAppDownload,
  shouldShowForcedPopups,
  shouldShowRegisterRecharge,
} from '../startup/rules';
export type {
  AppDownloadFacts,
  AppDownloadSwitches,
  LoginRegisterFacts,
  PlaceFacts,
  StartupKind,
  StartupPopupId,
} from '../startup/rules';
export { STARTUP_TASK_CODES, createStartupSequence } from '../startup/sequence';
export type {
  StartupEnvironment,
  StartupFrames,
  StartupPopupData,
  StartupSequence,
} from '../startup/sequence';
export { claimFailureOf, promotionsOf } from './promotions';
export type {
  ClaimFailure,
  ClaimFailureReason,
  ClaimResult,
  LobbyPromotions,
  PromotionRead,
} from './promotions';
export type { CutOnceKind, NoticePageRequest } from './endpoints';
export {
  boxHasFrameToShow,
  FRAME_LISTS,
  framesToShow,
  frameStillShowing,
  mergeFrames,
} from '../frames/frame-rules';
export type { FrameChoice, FrameChoices } from '../frames/frame-rules';
export {
  createFrameStore,
  FRAME_ACCOUNTS_KEPT,
  FRAME_CHOICE_TTL_MS,
  FRAME_CHOICES_PER_ACCOUNT,
  frameStorageKey,
  VISITOR_ACCOUNT,
} from '../frames/frame-store';
export type { FrameDismissal, FrameStore, FrameStoreOptions } from '../frames/frame-store';
export {
  countUnread,
  createNoticeReadStore,
  NOTICE_READS_PER_ACCOUNT,
  noticeReadStorageKey,
} from '../frames/notice-read-store';
export type { NoticeReadStore, NoticeReadStoreOptions } from '../frames/notice-read-store';

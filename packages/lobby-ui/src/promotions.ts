// `@lobbykit/lobby-ui/promotions`: the start-up pop-ups the other entries lack, props in and
// callbacks out (spec §4 "Start-up pop-up queue"): the forced notice frames, the one-time cuts,
// the task lists, waiting-to-collect, the app download and weak-password prompts; and the blocks of
// the notice centre and the promotions pages (the notice tabs and list, the activity cards and
// detail, the new-comer days). An entry of their own so a theme's home carries them only when the
// pop-up sequence opens one or the player opens those pages.
export { NoticeFramesDialog } from './promotions/NoticeFramesDialog';
export type { FrameDismissChoice, NoticeFramesDialogProps } from './promotions/NoticeFramesDialog';
export { CutOnceDialog } from './promotions/CutOnceDialog';
export type { CutOnceDialogProps } from './promotions/CutOnceDialog';
export { TaskListDialog } from './promotions/TaskListDialog';
export type { TaskListDialogProps } from './promotions/TaskListDialog';
export { WaitingCollectDialog } from './promotions/WaitingCollectDialog';
export type { WaitingCollectDialogProps } from './promotions/WaitingCollectDialog';
export { AppDownloadDialog } from './promotions/AppDownloadDialog';
export type { AppDownloadDialogProps } from './promotions/AppDownloadDialog';
export { WeakPasswordDialog } from './promotions/WeakPasswordDialog';
export type { WeakPasswordDialogProps } from './promotions/WeakPasswordDialog';
export { claimErrorKey } from './promotions/claim-errors';
export type { ClaimFailure } from './promotions/claim-errors';
export { formatCountdown } from './promotions/countdown';
export { NoticeTabs } from './promotions/NoticeTabs';
export type { NoticeTabType, NoticeTabsProps } from './promotions/NoticeTabs';
export { NoticeList } from './promotions/NoticeList';
export type { NoticeListProps, NoticeListState } from './promotions/NoticeList';
export { ActivityCards } from './promotions/ActivityCards';
export type { ActivityCardsProps, ActivityCardsState } from './promotions/ActivityCards';
export { ActivityDetail } from './promotions/ActivityDetail';
export type { ActivityDetailProps } from './promotions/ActivityDetail';
export { NewComerDays } from './promotions/NewComerDays';
export type { NewComerDaysProps } from './promotions/NewComerDays';

export { initialPopupQueueState, isEnded, popupQueueTransition } from './machine';
export type {
  PopupAdvance,
  PopupItemConfig,
  PopupItemState,
  PopupItemStatus,
  PopupQueueEvent,
  PopupQueueState,
  PopupQueueStatus,
} from './machine';
export { createPopupQueue } from './queue';
export type { PopupItem, PopupLoadContext, PopupQueue, PopupQueueOptions, PopupTimers } from './queue';
export { usePopupQueue } from './use-popup-queue';
export type { PopupQueueView } from './use-popup-queue';

import { useSyncExternalStore } from 'react';
import type { PopupItemState, PopupQueueState } from './machine';
import type { PopupQueue } from './queue';

export interface PopupQueueView {
  readonly state: PopupQueueState;
  /** The item on screen, if any (at most one ever is). */
  readonly current: PopupItemState | undefined;
  /** Closes the item on screen. */
  readonly close: () => void;
}

/**
 * Subscribes a component to a queue. The queue is created and started by the caller,
 * so one queue can outlive the components that render it.
 */
export function usePopupQueue(queue: PopupQueue): PopupQueueView {
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  const current = state.items.find((item) => item.status === 'showing');
  return { state, current, close: () => current && queue.close(current.id) };
}

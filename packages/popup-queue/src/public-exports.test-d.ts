// The public surface of @lobbykit/popup-queue, entry by entry (every subpath of "exports" in
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
import type * as popupQueue from '@lobbykit/popup-queue';

describe('@lobbykit/popup-queue', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof popupQueue>().toEqualTypeOf<
      'createPopupQueue' | 'initialPopupQueueState' | 'isEnded' | 'popupQueueTransition' | 'usePopupQueue'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        popupQueue.PopupAdvance,
        popupQueue.PopupItem,
        popupQueue.PopupItemConfig,
        popupQueue.PopupItemState,
        popupQueue.PopupItemStatus,
        popupQueue.PopupLoadContext,
        popupQueue.PopupQueue,
        popupQueue.PopupQueueEvent,
        popupQueue.PopupQueueOptions,
        popupQueue.PopupQueueState,
        popupQueue.PopupQueueStatus,
        popupQueue.PopupQueueView,
        popupQueue.PopupTimers,
      ]
    >().not.toBeNever();
  });
});

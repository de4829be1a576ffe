// The public surface of @lobbykit/lobby-ui/promotions, as public-exports.test-d.ts does for `.`:
// a change to what the entry exports fails this file, so update the lists on purpose.
import { describe, expectTypeOf, it } from 'vitest';
import type * as promotions from '@lobbykit/lobby-ui/promotions';

describe('@lobbykit/lobby-ui/promotions', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof promotions>().toEqualTypeOf<
      | 'ActivityCards'
      | 'ActivityDetail'
      | 'AppDownloadDialog'
      | 'claimErrorKey'
      | 'CutOnceDialog'
      | 'formatCountdown'
      | 'NewComerDays'
      | 'NoticeFramesDialog'
      | 'NoticeList'
      | 'NoticeTabs'
      | 'TaskListDialog'
      | 'WaitingCollectDialog'
      | 'WeakPasswordDialog'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        promotions.ActivityCardsProps,
        promotions.ActivityCardsState,
        promotions.ActivityDetailProps,
        promotions.AppDownloadDialogProps,
        promotions.ClaimFailure,
        promotions.CutOnceDialogProps,
        promotions.FrameDismissChoice,
        promotions.NewComerDaysProps,
        promotions.NoticeFramesDialogProps,
        promotions.NoticeListProps,
        promotions.NoticeListState,
        promotions.NoticeTabType,
        promotions.NoticeTabsProps,
        promotions.TaskListDialogProps,
        promotions.WaitingCollectDialogProps,
        promotions.WeakPasswordDialogProps,
      ]
    >().not.toBeNever();
  });
});

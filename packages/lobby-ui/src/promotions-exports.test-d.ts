// The public surface of @lobbykit/lobby-ui/promotions, as public-exports.test-d.ts does for `.`:
// a change to what the entry exports fails this file, so update the lists on purpose.
import { describe, expectTypeOf, it } from 'vitest';
import type * as promotions from '@lobbykit/lobby-ui/promotions';

describe('@lobbykit/lobby-ui/promotions', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof promotions>().toEqualTypeOf<
      | 'AppDownloadDialog'
      | 'claimErrorKey'
      | 'CutOnceDialog'
      | 'formatCountdown'
      | 'NoticeFramesDialog'
      | 'TaskListDialog'
      | 'WaitingCollectDialog'
      | 'WeakPasswordDialog'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        promotions.AppDownloadDialogProps,
        promotions.ClaimFailure,
        promotions.CutOnceDialogProps,
        promotions.FrameDismissChoice,
        promotions.NoticeFramesDialogProps,
        promotions.TaskListDialogProps,
        promotions.WaitingCollectDialogProps,
        promotions.WeakPasswordDialogProps,
      ]
    >().not.toBeNever();
  });
});

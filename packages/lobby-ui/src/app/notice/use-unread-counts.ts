// Unread notices by type, for the header badge and the notice centre's tabs: the newest notices
// of every type are read once (one call), then counted against the read ids as they change.
import type { HallNotice } from '@lobbykit/contract';
import { countUnread } from '@lobbykit/lobby-core/promotions';
import { useEffect, useMemo, useState } from 'react';
import type { NoticeTabType } from '../../promotions/NoticeTabs';
import { useLobbyPromotions } from '../promotions/lobby-promotions';
import { useNoticeReads } from './use-notice-reads';

/** Notices counted: the newest of every type, the most the hall gives in one page. */
const COUNTED_NOTICES = 100;

export interface UnreadCounts {
  readonly total: number;
  readonly byType: Readonly<Partial<Record<NoticeTabType, number>>>;
}

/** Unread counts of `notices` given the read ids (pure: exported for tests). */
function unreadCounts(notices: readonly HallNotice[], read: ReadonlySet<string>): UnreadCounts {
  const byType: Partial<Record<NoticeTabType, number>> = {};
  for (const type of [1, 2, 3] as const) {
    byType[type] = countUnread(
      notices.filter((notice) => notice.type === type).map((notice) => notice.id),
      read,
    );
  }
  return {
    total: countUnread(
      notices.map((notice) => notice.id),
      read,
    ),
    byType,
  };
}

/** The unread counts; none until the notices are in (and none when they fail: a badge is no error). */
export function useUnreadCounts(): UnreadCounts | undefined {
  const promotions = useLobbyPromotions();
  const { read } = useNoticeReads();
  const [notices, setNotices] = useState<readonly HallNotice[]>();
  useEffect(() => {
    let live = true;
    void promotions.notices({ type: 0, page: 1, pageSize: COUNTED_NOTICES }).then((answer) => {
      if (live && answer.ok) setNotices(answer.data.list);
    });
    return () => {
      live = false;
    };
  }, [promotions]);
  return useMemo(() => (notices ? unreadCounts(notices, read) : undefined), [notices, read]);
}

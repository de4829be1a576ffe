// The notice centre's list of one type: its first page read at each change of type, then "Load
// more" page by page. An answer that comes after the type changed again is dropped.
import type { HallNotice } from '@lobbykit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLobbyPromotions } from '../promotions/lobby-promotions';

/** Notices per page. */
const NOTICE_PAGE_SIZE = 10;

export interface NoticePages {
  readonly state: 'loading' | 'failed' | 'ready';
  readonly notices: readonly HallNotice[];
  readonly more: boolean;
  readonly loadingMore: boolean;
  readonly loadMore: () => void;
  readonly retry: () => void;
}

interface Loaded {
  /** The type and the try these notices belong to. */
  readonly type: number;
  readonly attempt: number;
  readonly state: 'loading' | 'failed' | 'ready';
  readonly notices: readonly HallNotice[];
  readonly total: number;
  readonly page: number;
  readonly loadingMore: boolean;
}

const FIRST = { state: 'loading', notices: [], total: 0, page: 0, loadingMore: false } as const;

export function useNoticePages(type: number): NoticePages {
  const promotions = useLobbyPromotions();
  const [stored, setLoaded] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);
  const reading = useRef(0);

  useEffect(() => {
    const mine = ++reading.current;
    void promotions.notices({ type, page: 1, pageSize: NOTICE_PAGE_SIZE }).then((answer) => {
      if (mine !== reading.current) return;
      setLoaded(
        answer.ok
          ? {
              type,
              attempt,
              state: 'ready',
              notices: answer.data.list,
              total: answer.data.total,
              page: 1,
              loadingMore: false,
            }
          : { ...FIRST, type, attempt, state: 'failed' },
      );
    });
  }, [promotions, type, attempt]);

  // Another type or a retry shows "loading" until its first page is in.
  const loaded =
    stored && stored.type === type && stored.attempt === attempt ? stored : { ...FIRST, type, attempt };

  const loadMore = useCallback(() => {
    const mine = reading.current;
    const next = loaded.page + 1;
    setLoaded((current) => current && { ...current, loadingMore: true });
    void promotions.notices({ type, page: next, pageSize: NOTICE_PAGE_SIZE }).then((answer) => {
      if (mine !== reading.current) return;
      setLoaded((current) => {
        if (!current) return current;
        if (!answer.ok) return { ...current, loadingMore: false };
        // A notice published meanwhile shifts the pages: one already shown is not shown twice.
        const known = new Set(current.notices.map((notice) => notice.id));
        return {
          ...current,
          state: 'ready',
          notices: [...current.notices, ...answer.data.list.filter((notice) => !known.has(notice.id))],
          total: answer.data.total,
          page: next,
          loadingMore: false,
        };
      });
    });
  }, [promotions, type, loaded.page]);

  return {
    state: loaded.state,
    notices: loaded.notices,
    more: loaded.state === 'ready' && loaded.notices.length < loaded.total && loaded.page > 0,
    loadingMore: loaded.loadingMore,
    loadMore,
    retry: useCallback(() => setAttempt((count) => count + 1), []),
  };
}

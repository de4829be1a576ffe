// The promotions page's data: the event categories, then the activities of the chosen one (all
// activities for a detail address, which names no category). An answer that comes after the
// choice changed again is dropped.
import type { Activity, EventCategory } from '@lobbykit/contract';
import type { PromotionRead } from '@lobbykit/lobby-core/promotions';
import { useCallback, useEffect, useState } from 'react';
import { useLobbyPromotions } from './lobby-promotions';

type Loading<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly data: T };

const LOADING = { state: 'loading' } as const;

/**
 * The answer of `read` (memoised by the caller: a new function reads again), made again on retry;
 * nothing is read without one. The answer is kept with the read and the try it belongs to, so a
 * change shows "loading" at once and a late answer of an older read is never shown.
 */
function useRead<T>(read: (() => Promise<PromotionRead<T>>) | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    readonly read: unknown;
    readonly attempt: number;
    readonly loaded: Loading<T>;
  }>();
  useEffect(() => {
    if (!read) return undefined;
    let live = true;
    void read().then((result) => {
      if (!live) return;
      setAnswer({
        read,
        attempt,
        loaded: result.ok ? { state: 'ready', data: result.data } : { state: 'failed' },
      });
    });
    return () => {
      live = false;
    };
  }, [read, attempt]);
  const current = answer && answer.read === read && answer.attempt === attempt;
  return {
    loaded: current ? answer.loaded : LOADING,
    retry: useCallback(() => setAttempt((count) => count + 1), []),
  };
}

const bySort = (a: EventCategory, b: EventCategory) => a.sort - b.sort;

/** The event categories in the hall's order (`sort`). */
export function useEventCategories() {
  const promotions = useLobbyPromotions();
  const read = useCallback(
    () =>
      promotions
        .eventCategories()
        .then((answer) => (answer.ok ? { ...answer, data: [...answer.data].sort(bySort) } : answer)),
    [promotions],
  );
  const { loaded, retry } = useRead<readonly EventCategory[]>(read);
  return { categories: loaded, retry };
}

/** The activities of a category (0: all); nothing is read while `categoryId` is undefined. */
export function useActivities(categoryId: number | undefined) {
  const promotions = useLobbyPromotions();
  const read = useCallback(() => promotions.activities(categoryId ?? 0), [promotions, categoryId]);
  const { loaded, retry } = useRead<readonly Activity[]>(categoryId === undefined ? undefined : read);
  return { activities: loaded, retry };
}

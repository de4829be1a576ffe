// A "load more" list of lobby-core's `gamePages`, as GameGrid's props.
import { gamesOfPages, type GamePagesRequest } from '@lobbykit/lobby-core';
import { useGamePagesInfiniteQuery } from '@lobbykit/lobby-core/react';
import { useCallback, useMemo } from 'react';
import type { GameGridStatus } from '../../game-grid/GameGrid';
import type { AppGame } from './use-game-actions';

export interface GamePagesView {
  readonly games: readonly AppGame[];
  readonly total: number | undefined;
  readonly status: GameGridStatus;
  /** Undefined when every game is loaded. */
  readonly loadMore: (() => void) | undefined;
  readonly retry: () => void;
}

/** What RTK Query says of a list, as far as the grid's status goes. */
export interface ListQueryState {
  readonly data?: unknown;
  readonly isFetching: boolean;
  /** An infinite query asking for its next page ("load more"), not reading its pages again. */
  readonly isFetchingNextPage?: boolean | undefined;
  readonly isError: boolean;
  readonly isUninitialized: boolean;
  readonly isLoading: boolean;
  readonly skip: boolean;
}

/**
 * The grid's status. A list with no data that is skipped, not asked for yet (the render between
 * `skip` turning false and the request starting) or loading its first page is `loading`: read as
 * `idle`, it flashed the empty state between the skeletons and the games, moving the page. A
 * list reading its pages again in the background (the boot's revalidation) keeps showing them as
 * they are: a "loading more" row there would push the page about for nothing.
 */
export function gridStatusOf(state: ListQueryState): GameGridStatus {
  const waiting = state.data === undefined && (state.skip || state.isUninitialized || state.isLoading);
  const refreshing = state.data !== undefined && state.isFetchingNextPage === false;
  if ((state.isFetching && !refreshing) || waiting) return 'loading';
  return state.isError ? 'error' : 'idle';
}

/**
 * The games of a filter, page after page. The request object must be the same shape the boot
 * snapshot used (`{ hot: true }`, `{ categoryId }`): that is its cache key, and a snapshot
 * page of it paints with no request.
 */
export function useGamePages(request: GamePagesRequest, { skip = false } = {}): GamePagesView {
  // Only what the grid shows: a background read of the same pages (the boot's revalidation)
  // toggles `isFetching` twice and, read whole, re-rendered every section of the home for it.
  const selectFromResult = useCallback(
    (
      result: Omit<ListQueryState, 'skip' | 'data'> & {
        readonly data?: Parameters<typeof gamesOfPages>[0];
        readonly hasNextPage: boolean;
      },
    ) => ({
      data: result.data,
      hasNextPage: result.hasNextPage,
      status: gridStatusOf({ ...result, skip }),
    }),
    [skip],
  );
  const { data, hasNextPage, status, fetchNextPage, refetch } = useGamePagesInfiniteQuery(request, {
    skip,
    selectFromResult,
  });
  const { games, total } = useMemo(() => gamesOfPages(data), [data]);
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const retry = useCallback(() => {
    if (data) void fetchNextPage();
    else void refetch();
  }, [data, fetchNextPage, refetch]);
  return useMemo(
    () => ({
      games,
      total: data ? total : undefined,
      status,
      loadMore: hasNextPage ? more : undefined,
      retry,
    }),
    [games, data, total, status, hasNextPage, more, retry],
  );
}

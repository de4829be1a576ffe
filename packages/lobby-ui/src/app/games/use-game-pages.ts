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

/**
 * The games of a filter, page after page. The request object must be the same shape the boot
 * snapshot used (`{ hot: true }`, `{ categoryId }`): that is its cache key, and a snapshot
 * page of it paints with no request.
 */
export function useGamePages(request: GamePagesRequest, { skip = false } = {}): GamePagesView {
  const query = useGamePagesInfiniteQuery(request, { skip });
  const { data, isFetching, isError, hasNextPage, fetchNextPage, refetch } = query;
  const { games, total } = useMemo(() => gamesOfPages(data), [data]);
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const retry = useCallback(() => {
    if (data) void fetchNextPage();
    else void refetch();
  }, [data, fetchNextPage, refetch]);
  const status: GameGridStatus = isFetching || (skip && !data) ? 'loading' : isError ? 'error' : 'idle';
  return {
    games,
    total: data ? total : undefined,
    status,
    loadMore: hasNextPage ? more : undefined,
    retry,
  };
}

// A responsive grid of game cards with its loading, empty, failed and "load more" states.
import { cssVarsStyle, Empty, Skeleton } from '@lobbykit/ui-blocks';
import { useDeferredValue, useState, type ReactNode } from 'react';
import type { LobbyGame } from '../data';
import { GAME_CARD_IMAGE } from '../game-card/GameCard';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';
import { GRID_RUN_SIZE, GridRun } from './GridRun';
import { useGridColumns } from './use-grid-columns';

/** The first index of each run of a list of `count` games. */
const runStarts = (count: number): number[] =>
  Array.from({ length: Math.ceil(count / GRID_RUN_SIZE) }, (_, run) => run * GRID_RUN_SIZE);

/** Where a grid's data is: settled, being fetched (first page or the next), or failed. */
export type GameGridStatus = 'idle' | 'loading' | 'error';

/** Props of {@link GameGrid}. */
export interface GameGridProps<G extends LobbyGame = LobbyGame> {
  /** The games loaded so far, in order. */
  readonly games: readonly G[];
  /** How many games the list has in all; with it the grid shows its progress and "Load more". */
  readonly total?: number | undefined;
  /**
   * `loading` with no games shows skeletons, with games a busy "Load more"; `error` with no games
   * shows the retry state, with games a retry under them.
   * @default 'idle'
   */
  readonly status?: GameGridStatus | undefined;
  readonly onPlay: (game: G) => void;
  readonly onPlayDemo?: ((game: G) => void) | undefined;
  /** Asks for the next page; "Load more" shows while fewer than `total` games are loaded. */
  readonly onLoadMore?: (() => void) | undefined;
  /**
   * Repeats what failed.
   * @default onLoadMore
   */
  readonly onRetry?: (() => void) | undefined;
  /**
   * Accessible name of the list, e.g. the category's name.
   * @default the "Games" text
   */
  readonly label?: string | undefined;
  /**
   * What assistive technology hears while the first page loads.
   * @default the "Loading games…" text
   */
  readonly loadingLabel?: string | undefined;
  /** Replaces the title of the empty state ("No games here yet"). */
  readonly emptyTitle?: ReactNode;
  /** Replaces the hint of the empty state; `null` shows none. */
  readonly emptyHint?: ReactNode;
  /**
   * Skeleton cards while the first page loads.
   * @default 12
   */
  readonly skeletonCount?: number | undefined;
  /**
   * Fixed number of columns; without it the grid fits as many as its width allows.
   * @default undefined
   */
  readonly columns?: number | undefined;
  /**
   * Cards whose pictures load at once with high priority (the first screen).
   * @default 0
   */
  readonly priorityCount?: number | undefined;
  /** @default true */
  readonly showProvider?: boolean | undefined;
  /** @default GAME_CARD_IMAGE.width (200) */
  readonly imageWidth?: number | undefined;
  /** @default GAME_CARD_IMAGE.height (260) */
  readonly imageHeight?: number | undefined;
  readonly className?: string | undefined;
}

function SkeletonCards({ count, ratio }: { readonly count: number; readonly ratio: number }) {
  // One status line speaks for the whole grid; the shapes are only pictures of cards.
  return (
    <div className="lk-game-grid__skeletons" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="lk-game-grid__skeleton">
          <Skeleton variant="rect" aspectRatio={ratio} label="" />
          <Skeleton lines={2} label="" />
        </div>
      ))}
    </div>
  );
}

/**
 * A grid of {@link GameCard}s, as many columns as fit (or `columns`). Cards come in runs of
 * {@link GRID_RUN_SIZE}, each laid out and painted only near the viewport (`content-visibility:
 * auto` with an estimated, then remembered, size), so a category of thousands of games scrolls
 * smoothly on a phone, and every card stays in the page for the keyboard and find-in-page.
 */
export function GameGrid<G extends LobbyGame>({
  games,
  total,
  status = 'idle',
  onPlay,
  onPlayDemo,
  onLoadMore,
  onRetry,
  label,
  loadingLabel,
  emptyTitle,
  emptyHint,
  skeletonCount = 12,
  columns,
  priorityCount = 0,
  showProvider,
  imageWidth = GAME_CARD_IMAGE.width,
  imageHeight = GAME_CARD_IMAGE.height,
  className,
}: GameGridProps<G>) {
  const text = useLobbyText();
  const fixedColumns = columns !== undefined && columns > 0 ? Math.floor(columns) : undefined;
  const [list, setList] = useState<HTMLElement | null>(null);
  const measuredColumns = useGridColumns(list, fixedColumns);
  const retry = onRetry ?? onLoadMore;
  const ratio = imageHeight > 0 ? imageWidth / imageHeight : 1;
  // A new page of games is rendered in the background, in slices, rather than in the task that
  // brought it: a store update renders at once (useSyncExternalStore), and forty new cards in
  // one go are a long task on a phone mid-scroll. The runs already shown are kept (memo).
  const shown = useDeferredValue(games);
  const loaded = shown.length;
  // The first page still on its way in the background is loading, never "no games".
  const listStatus = loaded === 0 && shown !== games ? 'loading' : status;

  let body: ReactNode;
  if (loaded === 0 && listStatus === 'loading') {
    body = (
      <>
        <p className="lk-visually-hidden" role="status">
          {loadingLabel ?? text('lobby.grid.loading')}
        </p>
        <SkeletonCards count={skeletonCount} ratio={ratio} />
      </>
    );
  } else if (loaded === 0 && listStatus === 'error') {
    body = (
      <Empty
        title={text('lobby.grid.failed')}
        description={text('lobby.status.checkConnection')}
        action={
          retry && (
            <button type="button" className="lk-button" onClick={retry}>
              {text('lobby.action.retry')}
            </button>
          )
        }
      />
    );
  } else if (loaded === 0) {
    body = (
      <Empty
        title={emptyTitle ?? text('lobby.grid.empty')}
        description={emptyHint === undefined ? text('lobby.grid.emptyHint') : (emptyHint ?? undefined)}
      />
    );
  } else {
    const more = total !== undefined && loaded < total;
    const busy = status === 'loading';
    const failed = status === 'error';
    // One button that changes its job, so keyboard focus stays put through load and failure.
    const footerAction = failed ? retry : more && !busy ? onLoadMore : undefined;
    body = (
      <>
        {/* A list of runs of items: ARIA roles, since a <ul> may hold nothing but <li>s. */}
        <div
          ref={setList}
          role="list"
          className="lk-game-grid__list"
          aria-label={label ?? text('lobby.grid.label')}
          aria-busy={busy}
        >
          {runStarts(loaded).map((start) => (
            <GridRun
              key={start}
              games={shown.slice(start, start + GRID_RUN_SIZE)}
              start={start}
              columns={measuredColumns}
              onPlay={onPlay}
              onPlayDemo={onPlayDemo}
              showProvider={showProvider}
              imageWidth={imageWidth}
              imageHeight={imageHeight}
              priorityCount={priorityCount}
            />
          ))}
        </div>
        {busy && <SkeletonCards count={Math.min(skeletonCount, 6)} ratio={ratio} />}
        {(total !== undefined || failed) && (
          <div className="lk-game-grid__footer">
            {failed && <p className="lk-game-grid__error">{text('lobby.grid.moreFailed')}</p>}
            {total !== undefined && (
              <p className="lk-game-grid__progress" role="status">
                {text('lobby.grid.progress', { loaded, total })}
              </p>
            )}
            {(more || failed) && (onLoadMore || retry) && (
              <button
                type="button"
                className="lk-button"
                aria-disabled={footerAction ? undefined : 'true'}
                onClick={() => footerAction?.()}
              >
                {failed
                  ? text('lobby.action.retry')
                  : busy
                    ? text('lobby.grid.loadingMore')
                    : text('lobby.grid.loadMore')}
              </button>
            )}
          </div>
        )}
      </>
    );
  }

  // The status has a name of its own: the grid holds thousands of elements, and a change of an
  // attribute that some page style keys on from above (`[data-status] .x`, as an order's does)
  // has the browser look through all of them at each page that loads.
  return (
    <div
      className={cx('lk-game-grid', className)}
      data-grid-status={status}
      data-columns={fixedColumns}
      style={cssVarsStyle({ '--lk-game-grid-columns': fixedColumns })}
    >
      {body}
    </div>
  );
}

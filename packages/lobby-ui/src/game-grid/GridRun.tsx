// A run of a grid's cards in a box of its own. The box is laid out and painted only near the
// viewport (`content-visibility: auto`) and keeps an estimated height until it first renders, so
// appending a page to a category of 2,000 games lays out the new run, not every card before it.
// Memoised by the games it holds: an appended page re-renders only the run it lands in.
import { memo, type ReactNode } from 'react';
import { cssVarsStyle } from '@lobbykit/ui-blocks';
import type { LobbyGame } from '../data';
import { GameCard } from '../game-card/GameCard';

/** How many cards a run holds: two pages of a category. */
export const GRID_RUN_SIZE = 60;

/** Columns assumed until the grid has been measured: a phone's. */
const ASSUMED_COLUMNS = 3;

export interface GridRunProps<G extends LobbyGame> {
  readonly games: readonly G[];
  /** The index of the run's first game in the whole grid. */
  readonly start: number;
  /** The grid's column count, once known; the run's estimated height follows from it. */
  readonly columns: number | undefined;
  readonly onPlay: (game: G) => void;
  readonly onPlayDemo?: ((game: G) => void) | undefined;
  readonly showProvider?: boolean | undefined;
  readonly imageWidth: number;
  readonly imageHeight: number;
  readonly priorityCount: number;
}

function GridRunView<G extends LobbyGame>({
  games,
  start,
  columns,
  onPlay,
  onPlayDemo,
  showProvider,
  imageWidth,
  imageHeight,
  priorityCount,
}: GridRunProps<G>) {
  // Rows times a row's estimated height is the run's size while skipped, until it has rendered
  // once; from then on the browser remembers the real one.
  const rows = Math.ceil(games.length / Math.max(1, columns ?? ASSUMED_COLUMNS));
  // No role: the items belong to the grid's one list, the run is only a box for layout.
  return (
    <div className="lk-game-grid__run" style={cssVarsStyle({ '--lk-game-grid-run-rows': rows })}>
      {games.map((game, index) => (
        <div key={game.gameId} role="listitem" className="lk-game-grid__item">
          <GameCard
            game={game}
            onPlay={onPlay}
            onPlayDemo={onPlayDemo}
            showProvider={showProvider}
            imageWidth={imageWidth}
            imageHeight={imageHeight}
            priority={start + index < priorityCount}
          />
        </div>
      ))}
    </div>
  );
}

// The run's games arrive as a fresh slice each render: equal when they are the same games.
function sameRun<G extends LobbyGame>(before: GridRunProps<G>, after: GridRunProps<G>): boolean {
  return (
    before.games.length === after.games.length &&
    before.games.every((game, index) => game === after.games[index]) &&
    before.start === after.start &&
    before.columns === after.columns &&
    before.onPlay === after.onPlay &&
    before.onPlayDemo === after.onPlayDemo &&
    before.showProvider === after.showProvider &&
    before.imageWidth === after.imageWidth &&
    before.imageHeight === after.imageHeight &&
    before.priorityCount === after.priorityCount
  );
}

export const GridRun = memo(GridRunView, sameRun) as <G extends LobbyGame>(
  props: GridRunProps<G>,
) => ReactNode;

// A run of a grid's cards, memoised by the games it holds: appending a page re-renders only the
// run the new games land in, not every card before them (a category of 2,000 games grows page by
// page, and each page would otherwise walk the whole list again).
import { memo, type ReactNode } from 'react';
import type { LobbyGame } from '../data';
import { GameCard } from '../game-card/GameCard';

/** How many cards a run holds: a few pages of a category. */
export const GRID_RUN_SIZE = 60;

export interface GridRunProps<G extends LobbyGame> {
  readonly games: readonly G[];
  /** The index of the run's first game in the whole grid. */
  readonly start: number;
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
  onPlay,
  onPlayDemo,
  showProvider,
  imageWidth,
  imageHeight,
  priorityCount,
}: GridRunProps<G>) {
  return games.map((game, index) => (
    <li key={game.gameId} className="lk-game-grid__item">
      <GameCard
        game={game}
        onPlay={onPlay}
        onPlayDemo={onPlayDemo}
        showProvider={showProvider}
        imageWidth={imageWidth}
        imageHeight={imageHeight}
        priority={start + index < priorityCount}
      />
    </li>
  ));
}

// The run's games arrive as a fresh slice each render: equal when they are the same games.
function sameRun<G extends LobbyGame>(before: GridRunProps<G>, after: GridRunProps<G>): boolean {
  return (
    before.games.length === after.games.length &&
    before.games.every((game, index) => game === after.games[index]) &&
    before.start === after.start &&
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

import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { manyGames } from '../../test/fixtures';
import type { LobbyGame } from '../data';
import { GameGrid } from './GameGrid';
import { GRID_RUN_SIZE } from './GridRun';

describe('GameGrid', () => {
  describe('when the first page is loading', () => {
    it('shows skeleton cards, says once that games are loading, and passes axe', async () => {
      const { container } = render(
        <GameGrid games={[]} status="loading" onPlay={() => {}} skeletonCount={6} />,
      );
      expect(screen.getByRole('status').textContent).toBe('Loading games…');
      expect(container.querySelectorAll('.lk-game-grid__skeleton')).toHaveLength(6);
      expect(screen.queryByRole('list')).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('when the list is empty', () => {
    it('says there are no games yet, or what the owner says instead', async () => {
      const { rerender } = render(<GameGrid games={[]} onPlay={() => {}} />);
      expect(screen.getByText('No games here yet')).toBeTruthy();
      expect(screen.getByText('Try another category or check back soon.')).toBeTruthy();
      await expectNoAxeViolations();
      rerender(<GameGrid games={[]} onPlay={() => {}} emptyTitle="Nothing in favourites" emptyHint={null} />);
      expect(screen.getByText('Nothing in favourites')).toBeTruthy();
      expect(screen.queryByText('Try another category or check back soon.')).toBeNull();
    });
  });

  describe('when the first page failed', () => {
    it('offers to try again, and passes axe', async () => {
      const onRetry = vi.fn();
      render(<GameGrid games={[]} status="error" onPlay={() => {}} onRetry={onRetry} />);
      expect(screen.getByText('Games didn’t load')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('when some of the games are loaded', () => {
    it('lists them, shows the progress, loads more on request, and passes axe', async () => {
      const onLoadMore = vi.fn();
      const onPlay = vi.fn();
      render(
        <GameGrid games={manyGames(24)} total={60} onPlay={onPlay} onLoadMore={onLoadMore} label="Slots" />,
      );
      const list = screen.getByRole('list', { name: 'Slots' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(24);
      expect(screen.getByRole('status').textContent).toBe('Showing 24 of 60');
      await userEvent.click(screen.getByRole('button', { name: 'Play Game 5' }));
      expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ gameId: '5' }));
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });

    it('keeps one footer button through loading and failure, so focus stays on it', async () => {
      const onLoadMore = vi.fn();
      const onRetry = vi.fn();
      const games = manyGames(12);
      const { rerender } = render(
        <GameGrid games={games} total={40} onPlay={() => {}} onLoadMore={onLoadMore} onRetry={onRetry} />,
      );
      const button = screen.getByRole('button', { name: 'Load more' });
      button.focus();
      rerender(
        <GameGrid
          games={games}
          total={40}
          status="loading"
          onPlay={() => {}}
          onLoadMore={onLoadMore}
          onRetry={onRetry}
        />,
      );
      expect(document.activeElement).toBe(button);
      expect(button.textContent).toBe('Loading…');
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
      await userEvent.click(button);
      expect(onLoadMore).not.toHaveBeenCalled();

      rerender(
        <GameGrid
          games={games}
          total={40}
          status="error"
          onPlay={() => {}}
          onLoadMore={onLoadMore}
          onRetry={onRetry}
        />,
      );
      expect(document.activeElement).toBe(button);
      expect(screen.getByText('More games didn’t load.')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });

  describe('when every game is loaded', () => {
    it('shows the full count and no "Load more"', () => {
      render(<GameGrid games={manyGames(8)} total={8} onPlay={() => {}} onLoadMore={() => {}} />);
      expect(screen.getByRole('status').textContent).toBe('Showing 8 of 8');
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    });
  });

  describe('when a page is appended to a long list', () => {
    it('renders the new cards only, not the ones already shown', () => {
      // Every card reads its game's name when it renders: count those reads per game.
      const renders = new Map<string, number>();
      const counted = (games: LobbyGame[]) =>
        games.map((game) => ({
          ...game,
          get name() {
            renders.set(game.gameId, (renders.get(game.gameId) ?? 0) + 1);
            return game.name;
          },
        }));
      const all = counted(manyGames(150));
      const onPlay = () => {};
      const { rerender } = render(<GameGrid games={all.slice(0, 120)} total={150} onPlay={onPlay} />);
      expect(renders.size).toBe(120);
      renders.clear();
      // A fresh array of the same game objects, as a "load more" list hands over each page.
      rerender(<GameGrid games={all.slice(0, 150)} total={150} onPlay={onPlay} />);
      expect([...renders.keys()]).toEqual(all.slice(120).map((game) => game.gameId));
      expect(screen.getAllByRole('listitem')).toHaveLength(150);
    });
  });

  describe('when the list is longer than a run', () => {
    it('puts the cards in runs of the one list, each run sized by its rows, and passes axe', async () => {
      const { container } = render(
        <GameGrid games={manyGames(GRID_RUN_SIZE + 10)} onPlay={() => {}} columns={4} label="Slots" />,
      );
      const list = screen.getByRole('list', { name: 'Slots' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(GRID_RUN_SIZE + 10);
      const runs = Array.from(container.querySelectorAll<HTMLElement>('.lk-game-grid__run'));
      expect(runs.map((run) => run.style.getPropertyValue('--lk-game-grid-run-rows'))).toEqual([
        String(GRID_RUN_SIZE / 4),
        '3',
      ]);
      await expectNoAxeViolations();
    });
  });

  describe('when the theme fixes the columns', () => {
    it('marks the grid and hands the count to the stylesheet', () => {
      const { container } = render(<GameGrid games={manyGames(4)} onPlay={() => {}} columns={3} />);
      const grid = container.querySelector<HTMLElement>('.lk-game-grid')!;
      expect(grid.dataset.columns).toBe('3');
      expect(grid.style.getPropertyValue('--lk-game-grid-columns')).toBe('3');
    });
  });
});

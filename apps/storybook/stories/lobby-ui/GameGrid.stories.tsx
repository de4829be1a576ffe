import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { GameGrid } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import { cardPng, storyGames } from './fixtures';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const games = storyGames(12);

const meta = {
  title: 'LobbyUi/GameGrid',
  component: GameGrid,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: {
    games,
    total: 36,
    onPlay: fn(),
    onPlayDemo: fn(),
    onLoadMore: fn(),
    label: 'Slots',
    priorityCount: 6,
  },
  render: (args) => (
    <div className="lui-desktop">
      <GameGrid {...args} />
    </div>
  ),
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first page of games with the progress and "Load more". */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 12 of 36');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** "Load more" for real: each press appends a page until all 36 are there. */
export const LoadMore: Story = {
  render: function Render(args) {
    const all = storyGames(36);
    const [count, setCount] = useState(12);
    return (
      <div className="lui-desktop">
        <GameGrid
          {...args}
          games={all.slice(0, count)}
          total={36}
          onLoadMore={() => setCount((n) => n + 12)}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(36);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 36 of 36');
  },
};

/** The first page is loading: skeleton cards. */
export const LoadingFirstPage: Story = {
  args: { games: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading games…');
    await expect(canvasElement.querySelectorAll('.lk-game-grid__skeleton').length).toBe(12);
  },
};

/** The next page is loading: the button waits, skeletons follow the cards. */
export const LoadingMore: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A category with no games. */
export const Empty: Story = {
  args: { games: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No games here yet')).toBeVisible();
  },
};

/** The first page failed: the retry state. */
export const Failed: Story = {
  args: { games: [], status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The next page failed: the cards stay, a retry follows them. */
export const MoreFailed: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('More games didn’t load.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A theme that fixes the grid at four columns. */
export const FourColumns: Story = {
  args: { columns: 4 },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('.lk-game-grid__list')!;
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(4);
  },
};

/**
 * A category of 2,000 games in a phone-sized page, scrolled to the end: cards far from the
 * viewport are skipped (content-visibility), so the scroll stays light.
 */
export const TwoThousandGames: Story = {
  // axe over 2,000 cards takes longer than the test may; the same cards pass it in Loaded.
  parameters: { a11y: { test: 'off' } },
  // The games are made in the render, not passed as args: Storybook copies and inspects args.
  render: function Render(args) {
    const [games] = useState(() => storyGames(2000, cardPng));
    return (
      <div className="lui-scroll-page" data-testid="scroller">
        <GameGrid {...args} games={games} total={2000} label="All slots" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    let previous = -1;
    while (scroller.scrollTop !== previous) {
      previous = scroller.scrollTop;
      // Several screens a frame: a fast flick, and a story test that ends in seconds even on a
      // busy machine (each frame renders the cards it lands on).
      scroller.scrollTop += scroller.clientHeight * 6;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    // By label, not by role: a role query weighs every one of the 4,000 buttons.
    const card = (name: string) => canvasElement.querySelector<HTMLElement>(`[aria-label="${name}"]`)!;
    const last = card('Play Tiger Forge 2000');
    await waitFor(() => expect(last.checkVisibility({ contentVisibilityAuto: true })).toBe(true));
    const first = card('Play Lucky Lanterns 1');
    await expect(first.checkVisibility({ contentVisibilityAuto: true })).toBe(false);
  },
};

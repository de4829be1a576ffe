import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { SearchPanel, type GameGridStatus, type LobbyGame } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import { storyGames } from './fixtures';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const catalogue = storyGames(12);

const meta = {
  title: 'LobbyUi/SearchPanel',
  component: SearchPanel,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: {
    onSearch: fn(),
    onSubmit: fn(),
    onPlay: fn(),
    onClearHistory: fn(),
    history: ['dragon', 'koi', 'baccarat'],
    hotKeywords: ['jackpot', 'fishing', 'poker'],
    hotGames: catalogue.slice(0, 6),
    results: [],
  },
  render: (args) => (
    <div className="lui-phone">
      <SearchPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before typing: recent searches, popular words and games. */
export const Start: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'koi' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('koi');
  },
};

/** "Delete all" asks first. */
export const ConfirmDeleteAll: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete all' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Delete all recent searches?' });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onClearHistory).not.toHaveBeenCalled();
  },
};

/** A working search: debounced, with results, "searching" between. */
export const Searching: Story = {
  render: function Render(args) {
    const [results, setResults] = useState<LobbyGame[]>([]);
    const [status, setStatus] = useState<GameGridStatus>('idle');
    const onSearch = (term: string) => {
      setStatus('loading');
      setTimeout(() => {
        setResults(catalogue.filter((game) => game.name.toLowerCase().includes(term.toLowerCase())));
        setStatus('idle');
      }, 300);
    };
    return (
      <div className="lui-phone">
        <SearchPanel {...args} onSearch={onSearch} results={results} status={status} delay={300} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'dragon');
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Results for “dragon”' })).toBeVisible(), {
      timeout: 3000,
    });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Results that came back. */
export const Results: Story = {
  args: { initialQuery: 'o', results: catalogue.slice(2, 8), resultsTotal: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** Nothing matches. */
export const NoMatch: Story = {
  args: { initialQuery: 'zebra' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No games match “zebra”')).toBeVisible();
  },
};

/** The search failed. */
export const Failed: Story = {
  args: { initialQuery: 'koi', status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onSearch).toHaveBeenCalledWith('koi');
  },
};

/** Waiting for the results. */
export const Loading: Story = {
  args: { initialQuery: 'koi', status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching…');
  },
};

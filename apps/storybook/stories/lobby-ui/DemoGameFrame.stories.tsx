import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { DemoGameFrame } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

// A stand-in game page: no network, nothing but a coloured page with a title.
const gameUrl = `data:text/html,${encodeURIComponent(
  '<!doctype html><title>Lucky Lanterns</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:linear-gradient(#7b1fa2,#ff5252);color:#fff;font:700 28px system-ui">Lucky Lanterns</body>',
)}`;

const meta = {
  title: 'LobbyUi/DemoGameFrame',
  component: DemoGameFrame,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: {
    state: { status: 'opening' },
    gameName: 'Lucky Lanterns',
    onBack: fn(),
    onRetry: fn(),
    balance: { amount: 2000, currency: 'BRL' },
  },
  render: (args) => (
    <div className="lui-frame-page">
      <DemoGameFrame {...args} />
    </div>
  ),
} satisfies Meta<typeof DemoGameFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Getting the game's address: the loading state under the bar. */
export const Opening: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading game…');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to lobby' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The game in its sandboxed frame. */
export const Playing: Story = {
  args: { state: { status: 'ready', url: gameUrl } },
  // axe cannot enter a frame of another origin; the page around it is checked.
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Lucky Lanterns (demo)');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).toBeNull(), { timeout: 6000 });
  },
};

/** A real-money game: the player's balance, with a button that reads it again. */
export const RealMoneyRefreshingBalance: Story = {
  args: {
    state: { status: 'ready', url: gameUrl },
    mode: 'real',
    balance: { amount: 125.5, currency: 'BRL' },
    onRefreshBalance: fn(),
    refreshingBalance: true,
  },
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText('Updating balance…')).toBeInTheDocument();
  },
};

/** 210103: the demo line is switched off. */
export const DemoLineDisabled: Story = {
  args: { state: { status: 'failed', code: '210103' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Demo play is paused');
  },
};

/** 41020: the game has no demo. */
export const DemoDisabled: Story = {
  args: { state: { status: 'failed', code: '41020' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No demo for this game');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** Any other failure. */
export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BootSplash, BootStatus } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import { logoArt } from './fixtures';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const meta = {
  title: 'LobbyUi/Boot',
  component: BootStatus,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: { attempt: 3, onRetry: fn(), onReload: fn() },
} satisfies Meta<typeof BootStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hall cannot be reached: still trying, with retry and reload. */
export const StillTrying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Still trying to connect' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try now' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** An attempt is under way. */
export const Connecting: Story = {
  args: {
    attempt: 4,
    trying: true,
    logo: <img src={logoArt('LH', 2)} alt="Lucky Harbour" width={160} height={64} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Connecting…');
  },
};

/** The loading splash of the first paint. */
export const Splash: StoryObj = {
  render: () => (
    <BootSplash logo={<img src={logoArt('LH', 2)} alt="Lucky Harbour" width={160} height={64} />} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the lobby…');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { FooterBlocks, LoginRequiredNotice } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import { storyFooter } from './fixtures';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const meta = {
  title: 'LobbyUi/Footer',
  component: FooterBlocks,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: { config: storyFooter, onNavigate: fn() },
} satisfies Meta<typeof FooterBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site's footer: quick links, contact, community, about text, partners, licence, 18+, copyright. */
export const Desktop: Story = {
  render: (args) => (
    <div className="lui-desktop">
      <FooterBlocks {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Slots' }));
    await expect(args.onNavigate).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('Only for players aged 18 and over. Play responsibly.')).toBeVisible();
  },
};

/** The same footer in a phone column. */
export const Phone: Story = {
  render: (args) => (
    <div className="lui-phone">
      <FooterBlocks {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Quick links' })).toBeVisible();
  },
};

/** "Play" on a real-money game, before the lobby has a login: an honest notice. */
export const LoginRequired: StoryObj = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Play Royal Baccarat
        </button>
        <LoginRequiredNotice open={open} onClose={() => setOpen(false)} gameName="Royal Baccarat" />
      </>
    );
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Log in to play' });
    await expect(dialog).toHaveTextContent('Logging in isn’t available here yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** With a login to go to and a demo to offer instead. */
export const LoginRequiredWithChoices: StoryObj = {
  render: () => (
    <LoginRequiredNotice
      open
      onClose={() => {}}
      gameName="Lucky Lanterns"
      onLogin={() => {}}
      onPlayDemo={() => {}}
    />
  ),
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Log in to play' });
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Try the demo' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

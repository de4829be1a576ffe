// "The page has been updated" (spec §7 "Version file"): what a player sees when a newer version
// of the lobby is deployed while the page is open. The only way on is the player's own reload.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { UpdateDialog } from '@lobbykit/lobby-ui/app';
import '@lobbykit/lobby-ui/styles.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const meta = {
  title: 'LobbyUi/VersionUpdate',
  component: UpdateDialog,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: { onReload: fn() },
} satisfies Meta<typeof UpdateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newer version is deployed: the dialog, its focus on "Reload page", and no way to dismiss it. */
export const NewerVersion: Story = {
  play: async ({ args }) => {
    // The dialog is portalled to the page's body, outside the story's canvas.
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'The page has been updated' });
    await expect(dialog).toHaveAccessibleDescription(
      'A new version of the lobby is ready. Reload the page to continue.',
    );
    const reload = within(dialog).getByRole('button', { name: 'Reload page' });
    await expect(reload).toHaveFocus();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    // Escape leaves it open: a page on an old version must not go on as if nothing happened.
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog', { name: 'The page has been updated' })).toBeInTheDocument();
    await expect(args.onReload).not.toHaveBeenCalled();
    await userEvent.click(reload);
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

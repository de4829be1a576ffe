import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import '@lobbykit/lobby-ui/styles.css';
import '@lobbykit/lobby-ui/app.css';
import { PlayerPanel } from '@lobbykit/lobby-ui/app';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const meta = {
  title: 'LobbyUi/PlayerMenu',
  component: PlayerPanel,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: {
    username: 'harbor01',
    balance: 'R$ 1.234,50',
    onRefresh: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof PlayerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance read, the refresh button ready, the user menu closed. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('R$ 1.234,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** The balance is being read again: the button spins, waits and says so. */
export const BalanceLoading: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const refresh = canvas.getByRole('button', { name: 'Refresh balance' });
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating balance…');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** The notice channel is reconnecting: a quiet dot beside the balance, said once to screen readers. */
export const Reconnecting: Story = {
  args: { reconnecting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('Reconnecting…');
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…');
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** The user menu open: "Log out" has focus; Escape closes it and gives focus back. */
export const MenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Account menu for harbor01' });
    await userEvent.click(button);
    await expect(canvas.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** With a messages badge in its slot. */
export const WithMessages: Story = {
  args: {
    messages: (
      <span className="lk-button" data-variant="quiet" role="status" aria-label="3 unread messages">
        3
      </span>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '3 unread messages' })).toBeVisible();
  },
};

/** The player's pages in the menu: Wallet, Withdraw, Security, then Log out; arrows move between them. */
export const MenuWithPages: Story = {
  args: { onWallet: fn(), onWithdraw: fn(), onSecurity: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for harbor01' }));
    const items = canvas.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['Wallet', 'Withdraw', 'Account security', 'Log out']);
    await expect(canvas.getByRole('menuitem', { name: 'Wallet' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Withdraw' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for harbor01' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Account security' }));
    await expect(args.onSecurity).toHaveBeenCalledTimes(1);
  },
};

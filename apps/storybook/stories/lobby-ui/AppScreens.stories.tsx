import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryApp } from './app-story-lobby';

const meta = {
  title: 'LobbyUi/App',
  component: StoryApp,
  args: { path: '/' },
  // The app has its own ThemeProvider and texts (the lobby's language), as a theme app has.
  parameters: { lobbyTheme: false },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app boots before its first screen (its chunks, the hall's answers): a loaded machine takes seconds. */
const BOOT_WAIT = { timeout: 10_000 };

/** Home on the hot tab: hot games, then a section per category with its providers. */
export const HomeHot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Hot games' }, BOOT_WAIT)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /Hot/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A category from the URL: its providers and every game, loaded as the visitor scrolls. */
export const HomeCategory: Story = {
  args: { path: '/?gameCategoryId=3&cid=abc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tabpanel', { name: 'Slots' }, BOOT_WAIT)).toBeVisible();
    await expect(canvas.getByText('Showing 18 of 120')).toBeVisible();
  },
};

/** The recent tab before the visitor opened any game. */
export const HomeRecentEmpty: Story = {
  args: { path: '/?tab=recent' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No recent games yet')).toBeVisible();
  },
};

/** "Play" on a real-money game: a visitor is asked to log in first. */
export const LoginNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [play] = await canvas.findAllByRole('button', { name: /^Play (?!demo)/ });
    await userEvent.click(play!);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
  },
};

/** An address the lobby has no page for. */
export const NotFound: Story = {
  args: { path: '/no/such/page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Page not found' }, BOOT_WAIT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  },
};

/** The hall cannot be reached and there is no snapshot: still trying, never a blank page. */
export const StillTrying: Story = {
  args: { path: '/', hall: 'down' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Still trying to connect' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload page' })).toBeVisible();
  },
};

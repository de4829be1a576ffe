import type { Meta, StoryObj } from '@storybook/react-vite';
import { classicTheme } from 'lobby-classic/theme';
import 'lobby-classic/theme/styles.css';
import { expect, within } from 'storybook/test';
import { StoryApp } from '../lobby-ui/app-story-lobby';

const meta = {
  title: 'LobbyClassic/Theme',
  component: StoryApp,
  args: { path: '/', theme: classicTheme },
  parameters: { lobbyTheme: false },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The float bar comes after the first paint, from a chunk of its own: on a machine busy with
 * other test runs that took more than testing-library's default second.
 */
const LAZY_BLOCK_WAIT = { timeout: 10_000 };

/** The classic home: header, banners, the category tabs over the sections, float bar, footer. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Hot games' }, LAZY_BLOCK_WAIT)).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: 'Shortcuts' }, LAZY_BLOCK_WAIT)).toBeVisible();
  },
};

/** A category tab from the URL, with the account buttons in the header. */
export const Category: Story = {
  args: { path: '/?gameCategoryId=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tabpanel', { name: 'Fishing' }, LAZY_BLOCK_WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from 'lobby-classic/pages/home';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'LobbyClassic/HomePage',
  component: HomePage,
  args: { title: 'Lucky Harbor Lobby', siteName: 'Lucky Harbor' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.title);
    await expect(canvas.getByRole('navigation', { name: 'Game categories' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: { title: 'Grand Imperial Harbour Lobby of Fortune and Friends', siteName: 'Grand Imperial' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(canvasElement.scrollWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '@lobbykit/ui-blocks';
import '@lobbykit/ui-blocks/styles.css';
import './ui-blocks-stories.css';

const meta = {
  title: 'UiBlocks/Skeleton',
  component: Skeleton,
  render: (args) => (
    <div className="uib-page uib-narrow">
      <Skeleton {...args} />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines of text; the last is shorter, like a paragraph. */
export const TextLines: Story = {
  args: { lines: 4, label: 'Loading rules' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading rules');
    await expect(canvasElement.querySelectorAll('.lk-skeleton__bone')).toHaveLength(4);
  },
};

/** A card-shaped block with the art's aspect ratio. */
export const Card: Story = {
  args: { variant: 'rect', aspectRatio: 16 / 10 },
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('.lk-skeleton__bone')!.getBoundingClientRect();
    await expect(bone.width / bone.height).toBeCloseTo(1.6, 1);
  },
};

/** An avatar circle. */
export const Avatar: Story = {
  args: { variant: 'circle', height: 56 },
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('.lk-skeleton__bone')!.getBoundingClientRect();
    await expect(Math.round(bone.width)).toBe(56);
    await expect(Math.round(bone.height)).toBe(56);
  },
};

/** A whole lobby row while games load. */
export const LoadingRow: Story = {
  render: () => (
    <div className="uib-page">
      <Skeleton width="40%" label="Loading games" />
      <div className="uib-grid">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rect" aspectRatio={1.6} label="Loading game" />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(7);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Empty } from '@lobbykit/ui-blocks';
import '@lobbykit/ui-blocks/styles.css';
import './ui-blocks-stories.css';

const meta = {
  title: 'UiBlocks/Empty',
  component: Empty,
  args: { title: 'No records yet' },
  render: (args) => (
    <div className="uib-page">
      <Empty {...args} />
    </div>
  ),
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and the built-in illustration. */
export const Default: Story = {
  args: { description: 'Your betting records will appear here.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records yet')).toBeVisible();
    await expect(canvasElement.querySelector('.lk-empty__art')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a way forward. */
export const WithAction: Story = {
  render: function Render() {
    const [cleared, setCleared] = useState(false);
    return (
      <div className="uib-page">
        <Empty
          title={cleared ? 'Showing all games' : 'No games match “dragon”'}
          description="Try another name or browse all games."
          action={
            <button type="button" onClick={() => setCleared(true)}>
              Clear search
            </button>
          }
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByText('Showing all games')).toBeVisible();
  },
};

/** Compact, for lists inside cards. */
export const Compact: Story = {
  args: { title: 'No messages', compact: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.lk-empty')).toHaveAttribute('data-compact', 'true');
  },
};

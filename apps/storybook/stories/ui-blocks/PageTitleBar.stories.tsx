import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PageTitleBar, type PageTitleBarProps } from '@lobbykit/ui-blocks';
import '@lobbykit/ui-blocks/styles.css';
import './ui-blocks-stories.css';

/** Records the go-to-home event and the back action, in order, so the story shows them. */
function BarWithLog(props: Partial<PageTitleBarProps>) {
  const [log, setLog] = useState<string[]>([]);
  return (
    <div>
      <PageTitleBar
        title="Wallet"
        getPath={() => '/wallet?current=1'}
        onGoHome={(path) => setLog((entries) => [...entries, `go-to-home ${path}`])}
        onBack={() => setLog((entries) => [...entries, 'back'])}
        {...props}
      />
      <div className="uib-page">
        <p className="uib-note" data-testid="log">
          {log.length === 0 ? 'Press the back control' : log.join(' → ')}
        </p>
      </div>
    </div>
  );
}

const meta = {
  title: 'UiBlocks/PageTitleBar',
  component: PageTitleBar,
  args: { title: 'Wallet' },
} satisfies Meta<typeof PageTitleBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back control and centred title; back emits go-to-home with the path, then goes back. */
export const Default: Story = {
  render: () => <BarWithLog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('log')).toHaveTextContent('go-to-home /wallet?current=1 → back');
  },
};

/** A badge count next to the title, shown only above 0. */
export const WithBadge: Story = {
  render: () => <BarWithLog title="Notices" badge={12} badgeLabel={(count) => `${count} unread`} />,
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('status', { name: '12 unread' });
    await expect(badge).toHaveTextContent('12');
  },
};

/** A long title shrinks to fit before it is cut. */
export const LongTitle: Story = {
  render: () => <BarWithLog title="Weekly tournament leaderboard and rewards" />,
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    const scale = Number(heading.style.getPropertyValue('--lk-title-scale'));
    await expect(scale).toBeGreaterThanOrEqual(0.7);
    await expect(scale).toBeLessThanOrEqual(1);
  },
};

/** Sub-title slot and the extra slots shown on phones. */
export const SubtitleAndMobileSlots: Story = {
  render: () => (
    <BarWithLog
      title="Security centre"
      subtitle="Bind your phone to protect withdrawals"
      mobileEnd={
        <button type="button" className="uib-button">
          Help
        </button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bind your phone to protect withdrawals')).toBeVisible();
    // The extra slot is for phones: visible below 768 px, hidden on wider screens.
    const help = canvas.getByText('Help');
    if (window.innerWidth < 768) await expect(help).toBeVisible();
    else await expect(help).not.toBeVisible();
  },
};

/** A root page: no back control. */
export const WithoutBack: Story = {
  render: () => <BarWithLog title="Promotions" hideBack />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

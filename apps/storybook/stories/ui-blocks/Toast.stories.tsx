import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastViewport, createToaster, type ToastKind } from '@lobbykit/ui-blocks';
import '@lobbykit/ui-blocks/styles.css';
import './ui-blocks-stories.css';

function ToastDemo({ preset }: { preset?: ReadonlyArray<readonly [string, ToastKind]> }) {
  const [toaster] = useState(() => {
    const created = createToaster({ duration: 60_000, max: 4 });
    for (const [text, kind] of preset ?? []) created.show(text, { kind });
    return created;
  });
  const [refused, setRefused] = useState(0);
  const show = (text: string, kind: ToastKind) => {
    if (!toaster.show(text, { kind }).ok) setRefused((count) => count + 1);
  };
  return (
    <div className="uib-page">
      <div className="uib-toolbar">
        <button
          type="button"
          className="uib-button"
          onClick={() => show('Network timeout, please retry', 'error')}
        >
          Network error
        </button>
        <button type="button" className="uib-button" onClick={() => show('Copied to clipboard', 'success')}>
          Copy invite code
        </button>
      </div>
      <p className="uib-note" data-testid="refused">
        Repeats dropped: {refused}
      </p>
      <ToastViewport toaster={toaster} />
    </div>
  );
}

const meta = {
  title: 'UiBlocks/Toast',
  component: ToastViewport,
  args: { toaster: createToaster() },
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind at once: info, success, warning and error (announced assertively). */
export const Kinds: Story = {
  render: () => (
    <ToastDemo
      preset={[
        ['Welcome back, your bonus is waiting', 'info'],
        ['Deposit of 100 USD received', 'success'],
        ['Bind your phone before withdrawing', 'warning'],
        ['System error, request id 7f3a', 'error'],
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('System error, request id 7f3a');
    await expect(canvas.getByRole('status')).toHaveTextContent('Deposit of 100 USD received');
    await expect(canvas.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(4);
  },
};

/** A toast is dismissed by its button (they also leave on their own after a few seconds). */
export const Dismissed: Story = {
  render: () => <ToastDemo preset={[['Welcome back, your bonus is waiting', 'info']]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByText('Welcome back, your bonus is waiting')).toBeNull());
  },
};

/** The same text twice within 2 s shows once. */
export const SameTextOnce: Story = {
  render: () => <ToastDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Network error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Network error' }));
    await expect(canvas.getAllByText('Network timeout, please retry')).toHaveLength(1);
    await expect(canvas.getByTestId('refused')).toHaveTextContent('Repeats dropped: 1');
  },
};

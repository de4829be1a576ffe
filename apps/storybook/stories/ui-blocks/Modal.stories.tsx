import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Modal, type ModalProps } from '@lobbykit/ui-blocks/modal';
import '@lobbykit/ui-blocks/styles.css';
import './ui-blocks-stories.css';

/** Renders the modal inside the themed story root, so it picks up the theme's tokens. */
function DepositModal(props: Partial<ModalProps> & { startOpen?: boolean }) {
  const { startOpen = false, ...modalProps } = props;
  const [open, setOpen] = useState(startOpen);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return (
    <div className="uib-page" ref={setHost}>
      <div className="uib-toolbar">
        <button type="button" className="uib-button" data-primary onClick={() => setOpen(true)}>
          Deposit
        </button>
      </div>
      {host && (
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          container={host}
          title="Deposit"
          description="Choose an amount; the bonus is added after payment."
          footer={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="button" onClick={() => setOpen(false)}>
                Pay now
              </button>
            </>
          }
          {...modalProps}
        >
          <label className="uib-field">
            Amount (USD)
            <input inputMode="decimal" defaultValue="100" />
          </label>
        </Modal>
      )}
    </div>
  );
}

const dialog = () => within(document.body).getByRole('dialog', { name: 'Deposit' });
const settled = async () => {
  await Promise.all(
    dialog()
      .getAnimations()
      .map((animation) => animation.finished),
  );
};

const meta = {
  title: 'UiBlocks/Modal',
  component: Modal,
  args: { open: true, title: 'Deposit', onClose: () => undefined },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: nothing but the button that opens it. */
export const Closed: Story = {
  render: () => <DepositModal />,
  play: async ({ canvasElement }) => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Deposit' })).toBeVisible();
  },
};

/** Open on web: 550 px wide (never wider than the screen), focus moves in and Tab stays inside. */
export const OpenWeb: Story = {
  render: () => <DepositModal />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }));
    await expect(dialog()).toHaveAttribute('aria-modal', 'true');
    await expect(dialog()).toHaveFocus();
    await settled();
    await expect(dialog().getBoundingClientRect().width).toBe(Math.min(550, window.innerWidth));
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    // Tab walks the dialog and wraps: close, amount, cancel, pay now, close again.
    const names: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      const active = document.activeElement;
      names.push(active?.getAttribute('aria-label') ?? (active?.textContent || active?.tagName) ?? '');
    }
    await expect(names).toEqual(['Close', 'INPUT', 'Cancel', 'Pay now', 'Close']);
  },
};

/** Escape closes it and focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  render: () => <DepositModal />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await userEvent.click(opener);
    await expect(dialog()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  },
};

/** Open in the app: 600 px wide, never wider than the screen (a bottom sheet on phones). */
export const OpenApp: Story = {
  render: () => <DepositModal startOpen platform="other" />,
  play: async () => {
    await settled();
    await expect(dialog().getBoundingClientRect().width).toBe(Math.min(600, window.innerWidth));
  },
};

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './Modal';

function Harness({ onClose, ...props }: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={(reason) => {
          onClose?.(reason);
          setOpen(false);
        }}
        title="Deposit"
        description="Choose a channel"
        footer={<button type="button">Confirm</button>}
        {...props}
        {...(props.open === undefined ? {} : { open: props.open })}
      >
        <input aria-label="Amount" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  describe('when closed', () => {
    it('renders nothing', () => {
      render(<Harness />);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('when opened', () => {
    it('is a labelled, described modal dialog that takes focus and passes axe', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = screen.getByRole('dialog', { name: 'Deposit' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Choose a channel').id);
      expect(document.activeElement).toBe(dialog);
      await expectNoAxeViolations();
    });

    it('is 550 px wide on web and 600 px otherwise', () => {
      const { rerender } = render(<Harness open />);
      expect(screen.getByRole('dialog').style.getPropertyValue('--lk-modal-width')).toBe('550px');
      rerender(<Harness open platform="other" />);
      expect(screen.getByRole('dialog').style.getPropertyValue('--lk-modal-width')).toBe('600px');
      rerender(<Harness open width={420} />);
      expect(screen.getByRole('dialog').style.getPropertyValue('--lk-modal-width')).toBe('420px');
    });

    it('locks the page scroll until it closes', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(document.body.style.getPropertyValue('overflow')).toBe('hidden');
      await user.keyboard('{Escape}');
      expect(document.body.style.getPropertyValue('overflow')).toBe('');
    });
  });

  describe('when Tab moves past the last control', () => {
    it('wraps to the first, and Shift+Tab wraps back', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    });
  });

  describe('when Escape is pressed', () => {
    it('closes and returns focus to the opener', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Harness onClose={onClose} />);
      const opener = screen.getByRole('button', { name: 'Open' });
      await user.click(opener);
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledWith('escape');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });

    it('does nothing when closeOnEscape is off', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Harness open closeOnEscape={false} onClose={onClose} />);
      await user.keyboard('{Escape}');
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  describe('when the backdrop or close button is clicked', () => {
    it('closes with the reason', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(<Harness open onClose={onClose} />);
      const backdrop = screen.getByRole('dialog').parentElement!;
      await user.click(backdrop);
      expect(onClose).toHaveBeenLastCalledWith('backdrop');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenLastCalledWith('close-button');
    });

    it('ignores a press that started inside the dialog', () => {
      const onClose = vi.fn();
      render(<Harness open onClose={onClose} />);
      const dialog = screen.getByRole('dialog');
      fireEvent.mouseDown(dialog);
      fireEvent.click(dialog.parentElement!);
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  describe('when focus escapes to the page', () => {
    it('is brought back into the dialog', () => {
      render(<Harness open />);
      screen.getByRole('button', { name: 'Open', hidden: true }).focus();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    });
  });

  describe('when an initial focus target is given', () => {
    it('focuses it on open', () => {
      const ref = createRef<HTMLButtonElement>();
      render(
        <Modal open onClose={() => undefined} title="Confirm" initialFocus={ref} hideClose>
          <button ref={ref} type="button">
            OK
          </button>
        </Modal>,
      );
      expect(document.activeElement).toBe(ref.current);
      expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    });
  });
});

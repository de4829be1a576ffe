import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PayModal } from './PayModal';
import { bankOrder, pixChannel } from './test-channels.test-util';

describe('PayModal', () => {
  describe('when the channels are being read', () => {
    it('is the "Deposit" dialog with a placeholder', async () => {
      render(<PayModal open onClose={() => {}} view={{ kind: 'loading' }} />);
      expect(screen.getByRole('dialog', { name: 'Deposit' }).textContent).toMatch(/Loading payment methods/);
      await expectNoAxeViolations();
    });
  });

  describe('when they could not be read', () => {
    it('says so and tries again on request', async () => {
      const onRetry = vi.fn();
      render(<PayModal open onClose={() => {}} view={{ kind: 'failed', onRetry }} />);
      expect(screen.getByText('Payment methods didn’t load')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });

  describe('when no channel takes a deposit', () => {
    it('says so, with the hall’s reason', () => {
      render(
        <PayModal
          open
          onClose={() => {}}
          view={{ kind: 'empty', message: 'Deposits are paused tonight.' }}
        />,
      );
      expect(screen.getByText('No payment method is available right now')).toBeTruthy();
      expect(screen.getByText('Deposits are paused tonight.')).toBeTruthy();
    });
  });

  describe('when it shows the form, then an order', () => {
    it('names itself after what it shows, and closes on Escape', async () => {
      const onClose = vi.fn();
      const { rerender } = render(
        <PayModal
          open
          onClose={onClose}
          view={{ kind: 'form', channels: [pixChannel], onSubmit: vi.fn() }}
        />,
      );
      expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();
      rerender(
        <PayModal
          open
          onClose={onClose}
          view={{
            kind: 'order',
            order: bankOrder(Date.now()),
            onTransferred: vi.fn(),
            onCancel: vi.fn(),
            onNewDeposit: vi.fn(),
            onDone: vi.fn(),
          }}
        />,
      );
      expect(screen.getByRole('dialog', { name: 'Complete your payment' })).toBeTruthy();
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });
});

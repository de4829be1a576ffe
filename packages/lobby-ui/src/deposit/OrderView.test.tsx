import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { manualClock } from '@lobbykit/test-utils/clock';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderActionResult } from './deposit-types';
import { OrderView } from './OrderView';
import { bankChannel, bankOrder, pixChannel, pixOrder } from './test-channels.test-util';

const done = (): Promise<OrderActionResult> => Promise.resolve({ ok: true });

function renderOrder(props: Partial<ComponentProps<typeof OrderView>> = {}) {
  const clock = manualClock();
  const handlers = {
    onTransferred: vi.fn(done),
    onCancel: vi.fn(done),
    onUpload: vi.fn(done),
    onNewDeposit: vi.fn(),
    onDone: vi.fn(),
  };
  const view = render(
    <OrderView
      order={bankOrder(clock.now())}
      channel={bankChannel}
      now={clock.now}
      timers={clock.timers}
      {...handlers}
      {...props}
    />,
  );
  return { clock, view, ...handlers };
}

const imageFile = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'receipt', { type });

describe('OrderView', () => {
  describe('when an order waits for its payment', () => {
    it('shows the amount, the number and every payment detail with a copy button, and the time left', async () => {
      renderOrder();
      expect(screen.getByText('Pay within 30:00')).toBeTruthy();
      for (const label of ['Amount to pay', 'Order number', 'Bank name', 'Account number', 'Reference'])
        expect(screen.getByRole('button', { name: `Copy ${label}` })).toBeTruthy();
      expect(screen.getByText('123456789012')).toBeTruthy();
      expect(screen.getByText(/R\$\s100,00/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'I have transferred' })).toBeTruthy();
      expect(screen.getByLabelText('Upload receipt').getAttribute('type')).toBe('file');
      await expectNoAxeViolations();
    });

    it('counts down on the clock, and the order shows expired when the time is up', async () => {
      const { clock, onNewDeposit } = renderOrder();
      act(() => clock.advance(61_000));
      expect(screen.getByText('Pay within 28:59')).toBeTruthy();
      act(() => clock.advance(30 * 60_000));
      expect(screen.getByText('This order expired before it was paid.').getAttribute('role')).toBe('status');
      expect(screen.queryByRole('button', { name: 'I have transferred' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'New deposit' }));
      expect(onNewDeposit).toHaveBeenCalledTimes(1);
    });

    it('draws the payment code as a QR code beside its copy button', async () => {
      const clock = manualClock();
      renderOrder({
        channel: pixChannel,
        order: pixOrder(clock.now()),
      });
      const qr = await screen.findByRole('img', { name: 'Scan this code with your payment app' });
      expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
      expect(screen.getByRole('button', { name: 'Copy Payment code' })).toBeTruthy();
      expect(screen.queryByLabelText('Upload receipt')).toBeNull();
    });

    it('warns to send a crypto payment on its network only', () => {
      const clock = manualClock();
      renderOrder({
        order: bankOrder(clock.now(), {
          payment: { payAmount: '0.0025', payCurrency: 'BTC', fields: [{ key: 'network', value: 'BTC' }] },
        }),
      });
      expect(screen.getByText(/Send only on the BTC network/)).toBeTruthy();
      expect(screen.getByText(/0\.0025\sBTC/)).toBeTruthy();
    });
  });

  describe('when the skin draws the QR code itself', () => {
    it('draws it with the skin’s component, given the code and its label', () => {
      const SkinQrCode = vi.fn(({ value, label }: { value: string; label: string }) => (
        <output aria-label={label}>{value}</output>
      ));
      const clock = manualClock();
      renderOrder({ order: pixOrder(clock.now()), channel: pixChannel, qrCode: SkinQrCode });
      const code = screen.getByRole('status', { name: 'Scan this code with your payment app' });
      expect(code.textContent).toBe(pixOrder(clock.now()).payment.qrCode);
    });
  });

  describe('when the player says they have transferred', () => {
    it('says the payment is being checked, once the owner answered', async () => {
      const { onTransferred } = renderOrder();
      await userEvent.click(screen.getByRole('button', { name: 'I have transferred' }));
      expect(onTransferred).toHaveBeenCalledTimes(1);
      expect(await screen.findByText(/checking your payment/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'I have transferred' })).toBeNull();
    });

    it('shows the owner’s refusal and keeps the button', async () => {
      renderOrder({ onTransferred: () => Promise.resolve({ ok: false, message: 'That didn’t work.' }) });
      await userEvent.click(screen.getByRole('button', { name: 'I have transferred' }));
      expect((await screen.findByRole('alert')).textContent).toBe('That didn’t work.');
      expect(screen.getByRole('button', { name: 'I have transferred' })).toBeTruthy();
    });
  });

  describe('when the player cancels', () => {
    it('asks first; "Keep it" keeps the order and "Cancel order" sends it', async () => {
      const { onCancel } = renderOrder();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
      const confirm = screen.getByRole('group', { name: 'Cancel order' });
      expect(confirm.textContent).toMatch(/If you’ve already paid, keep it/);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
      expect(onCancel).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
      await userEvent.click(
        within(screen.getByRole('group', { name: 'Cancel order' })).getByRole('button', {
          name: 'Cancel order',
        }),
      );
      expect(onCancel).toHaveBeenCalledTimes(1);
    });
  });

  describe('when a voucher is chosen', () => {
    it('refuses a file that is not an image, or above 5 MB, without sending it', async () => {
      const { onUpload } = renderOrder();
      const input = screen.getByLabelText<HTMLInputElement>('Upload receipt');
      await userEvent.upload(input, imageFile('application/pdf', 10), { applyAccept: false });
      expect(screen.getByRole('alert').textContent).toMatch(/Choose an image/);
      await userEvent.upload(input, imageFile('image/png', 5 * 1024 * 1024 + 1));
      expect(screen.getByRole('alert').textContent).toMatch(/larger than 5 MB/);
      expect(onUpload).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    });

    it('sends an image and says it is uploaded', async () => {
      const { onUpload } = renderOrder();
      const file = imageFile('image/jpeg', 2048);
      await userEvent.upload(screen.getByLabelText('Upload receipt'), file);
      expect(onUpload).toHaveBeenCalledWith(file);
      expect(await screen.findByText('Receipt uploaded')).toBeTruthy();
    });
  });

  describe('when the order was paid', () => {
    it('says the payment arrived and closes on request', async () => {
      const clock = manualClock();
      const { onDone } = renderOrder({ order: bankOrder(clock.now(), { status: 'success' }) });
      expect(screen.getByText('Payment received. Your balance is up to date.').getAttribute('role')).toBe(
        'status',
      );
      expect(screen.queryByRole('button', { name: /Copy Bank name/ })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
      expect(onDone).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('when the order waited already when a new deposit was asked for', () => {
    it('says so above it', () => {
      renderOrder({ pendingNotice: true });
      expect(screen.getByText(/You have a deposit waiting for payment/)).toBeTruthy();
    });
  });
});

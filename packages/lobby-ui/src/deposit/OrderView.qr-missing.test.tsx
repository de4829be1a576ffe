// The QR encoder's chunk did not download: the pending order stays on screen, its payment code
// still there to copy. A file of its own: it replaces the QrCode module for every import.
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { manualClock } from '@lobbykit/test-utils/clock';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderView } from './OrderView';
import { pixChannel, pixOrder } from './test-channels.test-util';

vi.mock('./QrCode', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/QrCode.js');
});

describe('OrderView', () => {
  describe('when the QR code’s chunk does not download', () => {
    it('keeps the order and its payment code to copy, and says to check the connection', async () => {
      const clock = manualClock();
      render(
        <OrderView
          order={pixOrder(clock.now())}
          channel={pixChannel}
          now={clock.now}
          timers={clock.timers}
          onTransferred={vi.fn()}
          onCancel={vi.fn()}
          onUpload={vi.fn()}
          onNewDeposit={vi.fn()}
          onDone={vi.fn()}
        />,
      );
      expect(await screen.findByText('Check your connection and try again.')).toBeTruthy();
      expect(screen.queryByRole('img', { name: 'Scan this code with your payment app' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Copy Payment code' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Copy Order number' })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });
});

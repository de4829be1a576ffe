import { manualClock } from '@lobbykit/test-utils/clock';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyField } from './CopyField';

describe('CopyField', () => {
  describe('when the clipboard takes the value', () => {
    it('copies what it was given to copy, says so, and stops saying it after a moment', async () => {
      const clock = manualClock();
      const writeText = vi.fn(() => Promise.resolve());
      render(
        <CopyField
          label="Amount to pay"
          value="R$ 100,00"
          copyValue="100"
          writeText={writeText}
          timers={clock.timers}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Copy Amount to pay' }));
      expect(writeText).toHaveBeenCalledWith('100');
      expect(screen.getByRole('status').textContent).toBe('Amount to pay copied');
      act(() => clock.advance(2000));
      expect(screen.getByRole('status').textContent).toBe('');
    });
  });

  describe('when the clipboard refuses', () => {
    it('selects the value for the player to copy', async () => {
      render(
        <CopyField
          label="PIX key"
          value="1234-lobbykit.pix"
          writeText={() => Promise.reject(new Error('denied'))}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Copy PIX key' }));
      await vi.waitFor(() => expect(document.getSelection()?.toString()).toBe('1234-lobbykit.pix'));
      expect(screen.getByRole('status').textContent).toBe('');
    });
  });
});

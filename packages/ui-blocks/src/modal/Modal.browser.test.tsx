// Real focus, real keyboard and real layout, which jsdom only imitates.
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../styles.css';
import { Modal } from './Modal';

// The dialog rises in with a slight scale; measure it once the animation has finished.
async function settledWidth(): Promise<number> {
  const dialog = screen.getByRole('dialog');
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog.getBoundingClientRect().width;
}

function Harness({ platform }: { platform?: 'web' | 'other' }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ height: '3000px' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Open deposit
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Deposit"
        platform={platform ?? 'web'}
        footer={<button type="button">Confirm</button>}
      >
        <input aria-label="Amount" />
      </Modal>
    </div>
  );
}

describe('Modal in Chromium', () => {
  describe('when opened on a desktop viewport', () => {
    it('is 550 px wide on web and 600 px otherwise', async () => {
      await page.viewport(1280, 800);
      const { unmount } = render(<Harness />);
      await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
      expect(await settledWidth()).toBe(550);
      unmount();
      render(<Harness platform="other" />);
      await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
      expect(await settledWidth()).toBe(600);
    });
  });

  describe('when it covers the page', () => {
    it('dims the page behind without blurring it', async () => {
      // A blur is drawn again at each frame of whatever moves behind (a marquee, a carousel):
      // on a phone's CPU, one long task after another while the dialog is open.
      const { unmount } = render(<Harness />);
      await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
      const backdrop = screen.getByRole('dialog').closest('.lk-modal');
      expect(backdrop).not.toBeNull();
      const style = getComputedStyle(backdrop!);
      expect(style.backdropFilter).toBe('none');
      expect(style.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
      unmount();
    });
  });

  describe('when the keyboard is used', () => {
    it('keeps Tab inside, closes on Escape and gives focus back', async () => {
      await page.viewport(1280, 800);
      render(<Harness />);
      const opener = screen.getByRole('button', { name: 'Open deposit' });
      await userEvent.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Deposit' });
      expect(document.activeElement).toBe(dialog);
      const seen: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        await userEvent.keyboard('{Tab}');
        seen.push(
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
        );
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
      expect(seen).toEqual(['Close', 'Amount', 'Confirm', 'Close', 'Amount']);
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
      expect(getComputedStyle(document.body).overflow).toBe('hidden');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
      expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    });
  });

  describe('when the viewport is a phone', () => {
    it('never overflows the screen', async () => {
      await page.viewport(375, 700);
      render(<Harness platform="other" />);
      await userEvent.click(screen.getByRole('button', { name: 'Open deposit' }));
      expect(await settledWidth()).toBeLessThanOrEqual(375);
    });
  });
});

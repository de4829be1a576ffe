import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import type { NoticeFrame } from '@lobbykit/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoticeFramesDialog } from './NoticeFramesDialog';

const frames: NoticeFrame[] = [
  { id: 'f1', title: 'Weekend reload', content: '<p>Deposit on Saturday, get 20% more.</p>' },
  { id: 'f2', title: 'Maintenance tonight', content: '<p>Slots pause from 02:00 to 03:00.</p>', read: true },
  { id: 'f3', content: '<p>New live tables are open.</p>' },
];

function renderFrames(shown: readonly NoticeFrame[] = frames) {
  const onRead = vi.fn();
  const onDismiss = vi.fn();
  const onClose = vi.fn();
  render(<NoticeFramesDialog open frames={shown} onRead={onRead} onDismiss={onDismiss} onClose={onClose} />);
  return { onRead, onDismiss, onClose };
}

describe('NoticeFramesDialog', () => {
  describe('when it opens on the first of three frames', () => {
    it('shows the frame, its position and Next focused, and marks it read', async () => {
      const { onRead } = renderFrames();
      const dialog = screen.getByRole('dialog', { name: 'Weekend reload' });
      expect(await within(dialog).findByText('Deposit on Saturday, get 20% more.')).toBeTruthy();
      expect(within(dialog).getByText('Notice 1 of 3')).toBeTruthy();
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Next' }));
      expect(within(dialog).getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      expect(onRead.mock.calls).toEqual([['f1']]);
      await expectNoAxeViolations();
    });
  });

  describe('when the player moves through the frames', () => {
    it('marks only unread frames read, and the last frame offers "Got it"', async () => {
      const { onRead, onClose } = renderFrames();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('dialog', { name: 'Maintenance tonight' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      // A frame without a title of its own.
      const last = screen.getByRole('dialog', { name: 'Notice' });
      expect(within(last).getByText('Notice 3 of 3')).toBeTruthy();
      expect(onRead.mock.calls).toEqual([['f1'], ['f3']]);
      await userEvent.click(within(last).getByRole('button', { name: 'Previous' }));
      expect(screen.getByRole('dialog', { name: 'Maintenance tonight' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onRead).toHaveBeenCalledTimes(2);
      await expectNoAxeViolations();
    });
  });

  describe('when a "don\'t remind me" box is ticked', () => {
    it('reports the choice as the player leaves the frame, one box at a time', async () => {
      const { onDismiss, onClose } = renderFrames();
      const again = screen.getByRole('checkbox', { name: 'Don’t show this again' });
      const login = screen.getByRole('checkbox', { name: 'Don’t show again until I next log in' });
      await userEvent.click(again);
      await userEvent.click(login);
      expect((again as HTMLInputElement).checked).toBe(false);
      expect((login as HTMLInputElement).checked).toBe(true);
      expect(onDismiss).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(onDismiss.mock.calls).toEqual([['f1', 'login']]);
      // The next frame starts unticked.
      const next = screen.getByRole('checkbox', { name: 'Don’t show this again' });
      expect((next as HTMLInputElement).checked).toBe(false);
      await userEvent.click(next);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onDismiss.mock.calls).toEqual([
        ['f1', 'login'],
        ['f2', 'again'],
      ]);
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('when it opens again after closing', () => {
    it('starts from the first frame with no box ticked', async () => {
      const props = { frames, onRead() {}, onDismiss() {}, onClose() {} };
      const { rerender } = render(<NoticeFramesDialog open {...props} />);
      await userEvent.click(screen.getByRole('checkbox', { name: 'Don’t show this again' }));
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      rerender(<NoticeFramesDialog open={false} {...props} />);
      expect(screen.queryByRole('dialog')).toBeNull();
      rerender(<NoticeFramesDialog open {...props} />);
      expect(screen.getByRole('dialog', { name: 'Weekend reload' })).toBeTruthy();
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Don’t show this again' }).checked).toBe(
        false,
      );
    });
  });

  describe('when there is one frame with a picture only', () => {
    it('names the picture by the title and leaves out the position and Previous', async () => {
      renderFrames([{ id: 'p1', title: 'Lucky wheel is back', image: '/siteadmin/popup/wheel.png' }]);
      const dialog = screen.getByRole('dialog', { name: 'Lucky wheel is back' });
      expect(within(dialog).getByRole('img', { name: 'Lucky wheel is back' })).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when there is no frame', () => {
    it('renders nothing', () => {
      renderFrames([]);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});

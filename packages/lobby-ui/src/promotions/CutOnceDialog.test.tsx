import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import type { CutOnce } from '@lobbykit/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CutOnceDialog } from './CutOnceDialog';

const NOW = Date.UTC(2026, 2, 15, 14, 30);
const cut: CutOnce = {
  show: true,
  activityId: '88',
  target: '100',
  progress: '82.5',
  turns: 2,
  resetAt: NOW + (3 * 3600 + 5 * 60 + 9) * 1000,
};

describe('CutOnceDialog', () => {
  describe('when the player has draws', () => {
    it('shows the goal, the progress bar, the draws left and the reset countdown', async () => {
      const onDraw = vi.fn();
      render(
        <CutOnceDialog
          open
          cut={cut}
          kind="regular"
          now={NOW}
          currency="BRL"
          drawing={false}
          onDraw={onDraw}
          onClose={() => {}}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Lucky draw' });
      expect(within(dialog).getByText(/Reach R\$\s100,00 to win it/)).toBeTruthy();
      const bar = within(dialog).getByRole('progressbar', { name: 'Your progress' });
      expect(bar.getAttribute('aria-valuenow')).toBe('83');
      expect(bar.getAttribute('aria-valuetext')).toMatch(/R\$\s82,50 of R\$\s100,00/);
      expect(within(dialog).getByText('Draws left: 2')).toBeTruthy();
      expect(within(dialog).getByRole('timer').textContent).toBe('New draws in 03:05:09');
      const draw = within(dialog).getByRole('button', { name: 'Draw' });
      expect(document.activeElement).toBe(draw);
      await userEvent.click(draw);
      expect(onDraw).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('when the owner re-renders with a later now', () => {
    it('counts down', () => {
      const props = {
        open: true,
        cut,
        kind: 'new' as const,
        currency: 'BRL',
        drawing: false,
        onDraw() {},
        onClose() {},
      };
      const { rerender } = render(<CutOnceDialog {...props} now={NOW} />);
      expect(screen.getByRole('dialog', { name: 'New player lucky draw' })).toBeTruthy();
      rerender(<CutOnceDialog {...props} now={NOW + 10_000} />);
      expect(screen.getByRole('timer').textContent).toBe('New draws in 03:04:59');
    });
  });

  describe('when no draws are left', () => {
    it('keeps "Draw" from drawing', async () => {
      const onDraw = vi.fn();
      render(
        <CutOnceDialog
          open
          cut={{ ...cut, turns: 0 }}
          kind="regular"
          now={NOW}
          currency="BRL"
          drawing={false}
          onDraw={onDraw}
          onClose={() => {}}
        />,
      );
      const draw = screen.getByRole('button', { name: 'Draw' });
      expect(draw.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(draw);
      expect(onDraw).not.toHaveBeenCalled();
      expect(screen.getByText('Draws left: 0')).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when a draw is under way', () => {
    it('waits and says so', async () => {
      const onDraw = vi.fn();
      render(
        <CutOnceDialog
          open
          cut={cut}
          kind="regular"
          now={NOW}
          currency="BRL"
          drawing
          onDraw={onDraw}
          onClose={() => {}}
        />,
      );
      const draw = screen.getByRole('button', { name: 'Draw' });
      expect(draw.getAttribute('aria-busy')).toBe('true');
      await userEvent.click(draw);
      expect(onDraw).not.toHaveBeenCalled();
      expect(screen.getByText('Drawing…')).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when a draw has landed', () => {
    it("shows what it added, and its progress and turns replace the cut's", () => {
      render(
        <CutOnceDialog
          open
          cut={cut}
          kind="regular"
          now={NOW}
          currency="BRL"
          drawing={false}
          lastDraw={{ amount: '7.25', progress: '89.75', target: '100', turns: 1, completed: false }}
          onDraw={() => {}}
          onClose={() => {}}
        />,
      );
      expect(screen.getByText(/You drew R\$\s7,25/)).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: 'Your progress' }).getAttribute('aria-valuenow')).toBe(
        '90',
      );
      expect(screen.getByText('Draws left: 1')).toBeTruthy();
    });
  });

  describe('when the target is reached', () => {
    it('says the reward was credited and offers "Got it" instead of "Draw"', async () => {
      const onClose = vi.fn();
      render(
        <CutOnceDialog
          open
          cut={cut}
          kind="regular"
          now={NOW}
          currency="BRL"
          drawing={false}
          lastDraw={{ amount: '17.5', progress: '100', target: '100', turns: 1, completed: true }}
          onDraw={() => {}}
          onClose={onClose}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Lucky draw' });
      expect(
        within(dialog).getByText(/Target reached! R\$\s100,00 has been added to your balance\./),
      ).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Draw' })).toBeNull();
      expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('when a draw failed', () => {
    it("shows the message as an alert, with the hall's title", async () => {
      render(
        <CutOnceDialog
          open
          cut={{ ...cut, title: 'Cut to win R$ 100' }}
          kind="regular"
          now={NOW}
          currency="BRL"
          drawing={false}
          error="You can’t receive rewards right now"
          onDraw={() => {}}
          onClose={() => {}}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Cut to win R$ 100' });
      expect(within(dialog).getByRole('alert').textContent).toBe('You can’t receive rewards right now');
      await expectNoAxeViolations();
    });
  });
});

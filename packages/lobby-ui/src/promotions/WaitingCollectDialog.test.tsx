import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import type { TaskItem } from '@lobbykit/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WaitingCollectDialog } from './WaitingCollectDialog';

const items: TaskItem[] = [
  { taskId: 11, code: 'mrrw', title: 'Daily check-in', reward: '0.1', target: 1, progress: 1, status: 1 },
  { taskId: 12, code: 'mzrw', title: 'Weekly wager', reward: '0.2', target: 1, progress: 1, status: 1 },
  { taskId: 13, code: 'xrfl', title: 'First deposit', reward: '10', target: 1, progress: 1, status: 2 },
];

const row = (title: string) => screen.getByText(title).closest('li')!;

describe('WaitingCollectDialog', () => {
  describe('when rewards wait', () => {
    it('shows the exact total of those not claimed, "Claim" on each and "Claim all" focused', async () => {
      const onClaim = vi.fn();
      const onClaimAll = vi.fn();
      render(
        <WaitingCollectDialog
          open
          items={items}
          currency="BRL"
          onClaim={onClaim}
          onClaimAll={onClaimAll}
          onClose={() => {}}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Rewards to collect' });
      // 0.1 + 0.2 is 0.3 exactly, not 0.30000000000000004.
      expect(within(dialog).getByText(/^Total: R\$\s0,30$/)).toBeTruthy();
      const all = within(dialog).getByRole('button', { name: 'Claim all' });
      expect(document.activeElement).toBe(all);
      await userEvent.click(within(row('Weekly wager')).getByRole('button', { name: 'Claim' }));
      await userEvent.click(all);
      expect(within(row('First deposit')).getByText('Claimed')).toBeTruthy();
      expect(onClaim.mock.calls).toEqual([[12]]);
      expect(onClaimAll).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('when "Claim all" is under way', () => {
    it('keeps every claim waiting and says so', async () => {
      const onClaim = vi.fn();
      const onClaimAll = vi.fn();
      render(
        <WaitingCollectDialog
          open
          items={items}
          currency="BRL"
          claiming="all"
          onClaim={onClaim}
          onClaimAll={onClaimAll}
          onClose={() => {}}
        />,
      );
      for (const button of screen.getAllByRole('button', { name: /^Claim/ })) {
        expect(button.getAttribute('aria-disabled')).toBe('true');
        await userEvent.click(button);
      }
      expect(onClaim).not.toHaveBeenCalled();
      expect(onClaimAll).not.toHaveBeenCalled();
      expect(screen.getByRole('status').textContent).toBe('Claiming…');
      await expectNoAxeViolations();
    });
  });

  describe('when one claim is under way', () => {
    it('keeps that one and "Claim all" waiting, the others free', async () => {
      const onClaim = vi.fn();
      render(
        <WaitingCollectDialog
          open
          items={items}
          currency="BRL"
          claiming={11}
          onClaim={onClaim}
          onClaimAll={() => {}}
          onClose={() => {}}
        />,
      );
      expect(
        within(row('Daily check-in')).getByRole('button', { name: 'Claim' }).getAttribute('aria-busy'),
      ).toBe('true');
      expect(screen.getByRole('button', { name: 'Claim all' }).getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(within(row('Weekly wager')).getByRole('button', { name: 'Claim' }));
      expect(onClaim.mock.calls).toEqual([[12]]);
    });
  });

  describe('when a claim failed', () => {
    it('shows the message as an alert', async () => {
      render(
        <WaitingCollectDialog
          open
          items={items}
          currency="BRL"
          error="We couldn’t confirm the claim. Check again in a moment"
          onClaim={() => {}}
          onClaimAll={() => {}}
          onClose={() => {}}
        />,
      );
      expect(screen.getByRole('alert').textContent).toBe(
        'We couldn’t confirm the claim. Check again in a moment',
      );
      await expectNoAxeViolations();
    });
  });

  describe('when nothing waits', () => {
    it('says so and offers Close', async () => {
      const onClose = vi.fn();
      render(
        <WaitingCollectDialog
          open
          items={[]}
          currency="BRL"
          onClaim={() => {}}
          onClaimAll={() => {}}
          onClose={onClose}
        />,
      );
      expect(screen.getByText('Nothing to collect right now.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Claim all' })).toBeNull();
      await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });
});

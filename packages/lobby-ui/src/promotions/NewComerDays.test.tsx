import type { NewComerBenefit } from '@lobbykit/contract';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewComerDays } from './NewComerDays';

const days: NewComerBenefit[] = [
  { day: 1, title: 'Day 1 gift', reward: '2', status: 2 },
  { day: 2, title: 'Day 2 gift', reward: '4', status: 1 },
  { day: 3, title: 'Day 3 gift', reward: '6', status: 0 },
];

const dayRow = (day: number) => screen.getByText(`Day ${day}`).closest('li')!;

describe('NewComerDays', () => {
  describe('when the days are in each status', () => {
    it('marks the claimed day, offers today’s and locks the later one', async () => {
      const onClaim = vi.fn();
      render(<NewComerDays days={days} currency="BRL" onClaim={onClaim} />);
      expect(screen.getByRole('region', { name: 'New player rewards' })).toBeTruthy();
      expect(within(dayRow(1)).getByText('Claimed')).toBeTruthy();
      expect(within(dayRow(1)).getByText(/R\$\s2,00/)).toBeTruthy();
      expect(within(dayRow(3)).getByText('Locked')).toBeTruthy();
      const claim = within(dayRow(2)).getByRole('button', { name: 'Claim' });
      expect(claim.getAttribute('aria-describedby')).toBe(screen.getByText('Day 2').id);
      await userEvent.click(claim);
      expect(onClaim.mock.calls).toEqual([[2]]);
      await expectNoAxeViolations();
    });
  });

  describe('when a claim is on its way, or failed', () => {
    it('holds the button busy, and says why a claim gave nothing', async () => {
      const onClaim = vi.fn();
      const { rerender } = render(<NewComerDays days={days} currency="BRL" claiming={2} onClaim={onClaim} />);
      const busy = within(dayRow(2)).getByRole('button', { name: 'Claiming…' });
      expect(busy.getAttribute('aria-busy')).toBe('true');
      await userEvent.click(busy);
      expect(onClaim).not.toHaveBeenCalled();
      rerender(
        <NewComerDays
          days={days}
          currency="BRL"
          error="You’ve already claimed this reward"
          onClaim={onClaim}
        />,
      );
      expect(screen.getByRole('alert').textContent).toBe('You’ve already claimed this reward');
      await expectNoAxeViolations();
    });
  });
});

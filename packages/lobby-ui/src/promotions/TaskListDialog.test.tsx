import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import type { TaskCode, TaskItem } from '@lobbykit/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TaskListDialog } from './TaskListDialog';

const tasks: TaskItem[] = [
  { taskId: 1, code: 'mrrw', title: 'Play 3 slot games', reward: '2', target: 3, progress: 1, status: 0 },
  { taskId: 2, code: 'mrrw', title: 'Deposit R$ 50', reward: '5', target: 1, progress: 1, status: 1 },
  { taskId: 3, code: 'mrrw', title: 'Log in today', reward: '0.5', target: 1, progress: 1, status: 2 },
];

const row = (title: string) => screen.getByText(title).closest('li')!;

describe('TaskListDialog', () => {
  describe('when it opens on each code', () => {
    it.each<[TaskCode, string]>([
      ['xrfl', 'New player rewards'],
      ['mrrw', 'Daily tasks'],
      ['mzrw', 'Weekly tasks'],
      ['smrw', '3-day tasks'],
    ])('titles %s "%s"', (code, title) => {
      render(
        <TaskListDialog open code={code} tasks={[]} currency="BRL" onClaim={() => {}} onClose={() => {}} />,
      );
      expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
      expect(screen.getByText('No tasks right now. Check back later.')).toBeTruthy();
    });
  });

  describe('when the tasks are in each status', () => {
    it('shows reward and progress, and "Go", "Claim" or "Claimed" by status', async () => {
      const onClaim = vi.fn();
      const onGo = vi.fn();
      render(
        <TaskListDialog
          open
          code="mrrw"
          tasks={tasks}
          currency="BRL"
          onClaim={onClaim}
          onGo={onGo}
          onClose={() => {}}
        />,
      );
      const playing = within(row('Play 3 slot games'));
      expect(playing.getByText(/Reward: R\$\s2,00/)).toBeTruthy();
      expect(playing.getByText('Progress: 1/3')).toBeTruthy();
      await userEvent.click(playing.getByRole('button', { name: 'Go' }));
      const ready = within(row('Deposit R$ 50'));
      const claim = ready.getByRole('button', { name: 'Claim' });
      expect(claim.getAttribute('aria-describedby')).toBe(screen.getByText('Deposit R$ 50').id);
      await userEvent.click(claim);
      expect(within(row('Log in today')).getByText('Claimed')).toBeTruthy();
      expect(within(row('Log in today')).queryByRole('button')).toBeNull();
      expect(onGo.mock.calls).toEqual([[1]]);
      expect(onClaim.mock.calls).toEqual([[2]]);
      await expectNoAxeViolations();
    });

    it('reads "In progress" for a task under way when there is nowhere to go', () => {
      render(
        <TaskListDialog
          open
          code="mrrw"
          tasks={tasks}
          currency="BRL"
          onClaim={() => {}}
          onClose={() => {}}
        />,
      );
      expect(within(row('Play 3 slot games')).getByText('In progress')).toBeTruthy();
      expect(within(row('Play 3 slot games')).queryByRole('button')).toBeNull();
    });
  });

  describe('when a claim is under way or failed', () => {
    it('keeps that "Claim" waiting, says so, and shows the failure as an alert', async () => {
      const onClaim = vi.fn();
      render(
        <TaskListDialog
          open
          code="mrrw"
          tasks={tasks}
          currency="BRL"
          claiming={2}
          error="The claim didn’t go through. Please try again"
          onClaim={onClaim}
          onClose={() => {}}
        />,
      );
      const claim = within(row('Deposit R$ 50')).getByRole('button', { name: 'Claim' });
      expect(claim.getAttribute('aria-busy')).toBe('true');
      await userEvent.click(claim);
      expect(onClaim).not.toHaveBeenCalled();
      expect(screen.getByRole('status').textContent).toBe('Claiming…');
      expect(screen.getByRole('alert').textContent).toBe('The claim didn’t go through. Please try again');
      await expectNoAxeViolations();
    });
  });
});

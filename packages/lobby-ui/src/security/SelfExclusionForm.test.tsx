import { formatDate } from '@lobbykit/i18n';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelfExclusionForm, type SelfExclusionResult } from './SelfExclusionForm';

// Local times, so the words are the same whatever the machine's time zone.
const now = new Date(2031, 0, 15, 12, 0, 0).getTime();
const weekLater = new Date(2031, 0, 22, 12, 0, 0).getTime();

describe('SelfExclusionForm', () => {
  describe('when it shows', () => {
    it('offers the periods as radios, none chosen, and passes axe', async () => {
      render(<SelfExclusionForm language="en_US" now={() => now} onSubmit={vi.fn()} />);
      const periods = screen.getByRole('group', { name: 'Exclusion period' });
      expect(
        within(periods)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['oneDay', 'oneWeek', 'oneMonth', 'threeMonths', 'sixMonths', 'oneYear']);
      expect(
        within(periods)
          .getAllByRole('radio')
          .some((radio) => (radio as HTMLInputElement).checked),
      ).toBe(false);
      await expectNoAxeViolations();
    });
  });

  describe('when Continue is pressed without a period', () => {
    it('asks for one and sends nothing', async () => {
      const onSubmit = vi.fn();
      render(<SelfExclusionForm language="en_US" now={() => now} onSubmit={onSubmit} />);
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(
        screen.getByRole('group', { name: 'Exclusion period', description: 'Choose a period' }),
      ).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: '24 hours' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('when a period is chosen', () => {
    it('asks a second time, saying until when and that it cannot be undone, with "Cancel" focused', async () => {
      const onSubmit = vi.fn();
      render(<SelfExclusionForm language="en_US" now={() => now} onSubmit={onSubmit} />);
      await userEvent.click(screen.getByRole('radio', { name: '1 week' }));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      const dialog = screen.getByRole('dialog', { name: 'Exclude yourself until 22/01/2031 12:00:00?' });
      expect(dialog.textContent).toContain('This can’t be undone');
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
      await userEvent.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('sends the days once confirmed, then shows the end of the ban in the language’s format', async () => {
      const onSubmit = vi.fn((): Promise<SelfExclusionResult> =>
        Promise.resolve({ ok: true, until: weekLater }),
      );
      const onDone = vi.fn();
      render(<SelfExclusionForm language="zh_CN" now={() => now} onSubmit={onSubmit} onDone={onDone} />);
      await userEvent.click(screen.getAllByRole('radio')[1]!);
      await userEvent.click(screen.getAllByRole('button')[0]!);
      await userEvent.click(within(screen.getByRole('dialog')).getAllByRole('button').at(-1)!);
      expect(onSubmit).toHaveBeenCalledWith(7);
      const result = await screen.findByRole('status');
      expect(result.textContent).toContain(formatDate(weekLater, 'zh_CN'));
      expect(result.textContent).toContain('2031-01-22 12:00:00');
      expect(onDone).toHaveBeenCalledWith(weekLater);
      expect(screen.queryByRole('radio')).toBeNull();
    });

    it('says why when the hall refuses', async () => {
      render(
        <SelfExclusionForm
          language="en_US"
          now={() => now}
          onSubmit={() => Promise.resolve({ ok: false, message: 'Not now' })}
        />,
      );
      await userEvent.click(screen.getByRole('radio', { name: '1 year' }));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await userEvent.click(screen.getByRole('button', { name: 'Yes, exclude me' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Not now');
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('when an exclusion is already in force', () => {
    it('shows its end instead of the form', () => {
      render(<SelfExclusionForm language="en_US" until={weekLater} onSubmit={vi.fn()} />);
      expect(screen.getByRole('status').textContent).toBe(
        'You’ve excluded yourself from playing until 22/01/2031 12:00:00.',
      );
      expect(screen.queryByRole('radio')).toBeNull();
    });
  });
});

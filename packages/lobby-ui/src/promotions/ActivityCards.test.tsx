import type { Activity } from '@lobbykit/contract';
import { formatDate } from '@lobbykit/i18n';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActivityCards, type ActivityCardsProps } from './ActivityCards';
import { ActivityDetail } from './ActivityDetail';

const START = Date.UTC(2026, 10, 1, 12);
const END = Date.UTC(2026, 10, 30, 12);
const activities: Activity[] = [
  {
    id: '101',
    categoryId: 1,
    title: 'First deposit +100%',
    banner: '/active/b1.png',
    content: '<p>Double it.</p>',
  },
  {
    id: '102',
    categoryId: 1,
    title: 'Reload Friday',
    content: '<p>20% more.</p>',
    startTime: START,
    endTime: END,
  },
];

function renderCards(props: Partial<ActivityCardsProps> = {}) {
  const handlers = { onOpen: vi.fn(), onRetry: vi.fn() };
  render(
    <ActivityCards
      state="ready"
      activities={activities}
      language="en_US"
      hrefOf={(id) => `/promotions/${id}`}
      label="Deposit offers"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('ActivityCards', () => {
  describe('when activities are shown', () => {
    it('links each card to its detail, with its period', async () => {
      const { onOpen } = renderCards();
      const panel = screen.getByRole('tabpanel', { name: 'Deposit offers' });
      const first = within(panel).getByRole('link', { name: 'First deposit +100%' });
      expect(first.getAttribute('href')).toBe('/promotions/101');
      const second = within(panel).getByRole('link', { name: /^Reload Friday/ });
      expect(second.textContent).toContain(`${formatDate(START, 'en_US')} to ${formatDate(END, 'en_US')}`);
      await userEvent.click(second);
      expect(onOpen.mock.calls).toEqual([['102']]);
      // A click for a new tab is the browser's.
      fireEvent.click(first, { ctrlKey: true });
      expect(onOpen).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('when the cards are loading, failed or empty', () => {
    it.each([
      ['loading', { state: 'loading' as const }, 'Loading…'],
      ['failed', { state: 'failed' as const }, 'We couldn’t load the promotions'],
      ['empty', { activities: [] }, 'No promotions here right now. Check back soon.'],
    ])('says so when %s', async (_, props, said) => {
      renderCards(props);
      expect(screen.getAllByText(said).length).toBeGreaterThan(0);
      await expectNoAxeViolations();
    });
  });
});

describe('ActivityDetail', () => {
  describe('when an activity is open', () => {
    it('shows its title, period and text, and goes back', async () => {
      const onBack = vi.fn();
      render(<ActivityDetail activity={activities[1]!} language="en_US" onBack={onBack} />);
      expect(screen.getByRole('article', { name: 'Reload Friday' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Reload Friday' })).toBeTruthy();
      expect(await screen.findByText('20% more.')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Back to promotions' }));
      expect(onBack).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });
});

import type { SportsMatch } from '@lobbykit/contract';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SportsMatchList, type SportsMatchListProps } from './SportsMatchList';

const KICKOFF = Date.UTC(2026, 10, 29, 18, 0);
const MATCHES: SportsMatch[] = [
  {
    id: 'm1',
    league: 'Harbour League',
    home: 'Lucky Harbor FC',
    away: 'Riverside United',
    kickoffAt: KICKOFF,
    odds: { home: 1.8, draw: 3.2, away: 4.1 },
  },
  {
    id: 'm2',
    league: 'Coastal Cup',
    home: 'Northgate Athletic',
    away: 'Southbay Rovers',
    kickoffAt: KICKOFF + 3_600_000,
    odds: { home: 1.9, draw: 3.2, away: 4 },
  },
];

function renderList(props: Partial<SportsMatchListProps> = {}) {
  const onReload = vi.fn();
  const view = render(
    <SportsMatchList state={{ status: 'ready', matches: MATCHES }} onReload={onReload} utc {...props} />,
  );
  return { onReload, view };
}

describe('SportsMatchList', () => {
  describe('when the matches are in', () => {
    it('lists each match with its league, teams, kick-off and the three odds', async () => {
      const { view } = renderList();
      const list = screen.getByRole('region', { name: "Today's matches" });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      const first = within(items[0]!);
      first.getByText('Harbour League');
      first.getByText('Lucky Harbor FC vs Riverside United');
      first.getByText('Kick-off 18:00');
      expect(first.getAllByRole('definition').map((odd) => odd.textContent)).toEqual([
        '1.80',
        '3.20',
        '4.10',
      ]);
      expect(first.getByTitle('Draw').textContent).toBe('X');
      await expectNoAxeViolations(view.container);
    });

    it('loads them again from "Update matches", and waits while it does', async () => {
      const { onReload, view } = renderList();
      await userEvent.click(screen.getByRole('button', { name: 'Update matches' }));
      expect(onReload).toHaveBeenCalledTimes(1);

      view.rerender(
        <SportsMatchList state={{ status: 'ready', matches: MATCHES }} onReload={onReload} reloading utc />,
      );
      const button = screen.getByRole('button', { name: 'Update matches' });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
      await userEvent.click(button);
      expect(onReload).toHaveBeenCalledTimes(1);
      // The list stays while it reloads.
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
    });

    it('says so when there are none', () => {
      renderList({ state: { status: 'ready', matches: [] } });
      screen.getByText('No matches right now.');
      expect(screen.queryByRole('list')).toBeNull();
    });
  });

  describe('while they load', () => {
    it('says it is loading, and offers no update', () => {
      renderList({ state: { status: 'loading' } });
      expect(screen.getByRole('status').textContent).toContain('Loading matches…');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe('when the service failed', () => {
    it("shows the service's own message, and tries again", async () => {
      const { onReload } = renderList({ state: { status: 'failed', message: 'Odds feed paused' } });
      expect(screen.getByRole('alert').textContent).toContain('Odds feed paused');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onReload).toHaveBeenCalledTimes(1);
    });

    it('says the matches could not be loaded when it sent no message', () => {
      renderList({ state: { status: 'failed' }, onReload: undefined });
      expect(screen.getByRole('alert').textContent).toBe('The matches could not be loaded.');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe('when the sports session ended (A001)', () => {
    it('says the lobby is going back, with nothing to press', () => {
      renderList({ state: { status: 'ended' } });
      expect(screen.getByRole('alert').textContent).toBe('Your sports session has ended. Back to the lobby…');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });
});

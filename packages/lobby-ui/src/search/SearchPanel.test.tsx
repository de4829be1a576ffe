import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { manualClock } from '@lobbykit/test-utils/clock';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { manyGames } from '../../test/fixtures';
import { SearchPanel } from './SearchPanel';

describe('SearchPanel', () => {
  describe('when nothing is typed yet', () => {
    it('offers recent searches, popular words and games, and passes axe', async () => {
      const onSearch = vi.fn();
      const onSubmit = vi.fn();
      render(
        <SearchPanel
          onSearch={onSearch}
          onSubmit={onSubmit}
          history={['dragon', 'fishing king']}
          onClearHistory={() => {}}
          hotKeywords={['jackpot', 'poker']}
          hotGames={manyGames(3)}
          results={[]}
          onPlay={() => {}}
        />,
      );
      expect(screen.getByRole('searchbox', { name: 'Search games' }).getAttribute('placeholder')).toBe(
        'Game or provider',
      );
      const recent = screen.getByRole('region', { name: 'Recent searches' });
      expect(
        within(recent)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Delete all', 'dragon', 'fishing king']);
      const popular = screen.getByRole('region', { name: 'Popular right now' });
      expect(within(popular).getByRole('list', { name: 'Popular right now' })).toBeTruthy();
      await userEvent.click(within(popular).getByRole('button', { name: 'poker' }));
      expect(onSearch).toHaveBeenLastCalledWith('poker');
      expect(onSubmit).toHaveBeenLastCalledWith('poker');
      expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('poker');
      await expectNoAxeViolations();
    });
  });

  describe('when the player types', () => {
    it('searches once, the delay after the last key, and shows "searching" until then', async () => {
      const clock = manualClock();
      const onSearch = vi.fn();
      const user = userEvent.setup({ advanceTimers: (ms) => clock.advance(ms) });
      render(
        <SearchPanel onSearch={onSearch} results={[]} onPlay={() => {}} timers={clock.timers} delay={500} />,
      );
      await user.type(screen.getByRole('searchbox'), 'dra');
      expect(onSearch).not.toHaveBeenCalled();
      expect(screen.getByRole('status').textContent).toBe('Searching…');
      expect(screen.getByRole('heading', { name: 'Results for “dra”' })).toBeTruthy();
      act(() => clock.advance(499));
      expect(onSearch).not.toHaveBeenCalled();
      act(() => clock.advance(1));
      expect(onSearch).toHaveBeenCalledTimes(1);
      expect(onSearch).toHaveBeenLastCalledWith('dra');
    });

    it('searches at once on Enter and reports the committed term', async () => {
      const onSearch = vi.fn();
      const onSubmit = vi.fn();
      render(
        <SearchPanel onSearch={onSearch} onSubmit={onSubmit} results={[]} onPlay={() => {}} delay={10_000} />,
      );
      await userEvent.type(screen.getByRole('searchbox'), '  ocean {Enter}');
      expect(onSearch).toHaveBeenLastCalledWith('ocean');
      expect(onSubmit).toHaveBeenCalledWith('ocean');
    });
  });

  describe('when the results arrive', () => {
    it('lists them under their heading, and passes axe', async () => {
      render(
        <SearchPanel
          initialQuery="game"
          onSearch={() => {}}
          results={manyGames(5)}
          resultsTotal={5}
          onPlay={() => {}}
        />,
      );
      const list = screen.getByRole('list', { name: 'Results for “game”' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(5);
      await expectNoAxeViolations();
    });

    it('says when nothing matches, and how to find more', () => {
      render(<SearchPanel initialQuery="zzz" onSearch={() => {}} results={[]} onPlay={() => {}} />);
      expect(screen.getByText('No games match “zzz”')).toBeTruthy();
      expect(screen.getByText('Check the spelling or try a provider name.')).toBeTruthy();
    });

    it('offers to search again when the search failed', async () => {
      const onSearch = vi.fn();
      render(
        <SearchPanel initialQuery="zzz" onSearch={onSearch} results={[]} status="error" onPlay={() => {}} />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onSearch).toHaveBeenCalledWith('zzz');
    });
  });

  describe('when the player clears the box', () => {
    it('searches for nothing at once and returns focus to the box', async () => {
      const onSearch = vi.fn();
      render(<SearchPanel initialQuery="fish" onSearch={onSearch} results={[]} onPlay={() => {}} />);
      await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(onSearch).toHaveBeenLastCalledWith('');
      expect(document.activeElement).toBe(screen.getByRole('searchbox'));
      expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    });
  });

  describe('when the player deletes the history', () => {
    it('asks first, and clears only after "Delete"', async () => {
      const onClearHistory = vi.fn();
      render(
        <SearchPanel
          onSearch={() => {}}
          history={['dragon']}
          onClearHistory={onClearHistory}
          results={[]}
          onPlay={() => {}}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete all recent searches?' });
      await expectNoAxeViolations();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(onClearHistory).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(onClearHistory).toHaveBeenCalledTimes(1);
    });
  });
});

import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SceneTabs } from './SceneTabs';

describe('SceneTabs', () => {
  describe('when shown with the default scenes', () => {
    it('offers all and hot, selects on click, and passes axe', async () => {
      const onSelect = vi.fn();
      render(<SceneTabs selected="all" onSelect={onSelect} />);
      expect(screen.getByRole('tablist', { name: 'Filter games' })).toBeTruthy();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Hot']);
      await userEvent.click(screen.getByRole('tab', { name: 'Hot' }));
      expect(onSelect).toHaveBeenCalledWith('hot');
      await expectNoAxeViolations();
    });
  });

  describe('when the page adds recent and favourites', () => {
    it('shows them in the given order', () => {
      render(<SceneTabs scenes={['all', 'recent', 'favourites']} selected="recent" onSelect={() => {}} />);
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'All',
        'Recent',
        'Favourites',
      ]);
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Recent');
    });
  });
});

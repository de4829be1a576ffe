import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { categories } from '../../test/fixtures';
import { CategoryTabs, type CategoryTabId } from './CategoryTabs';

function Controlled({ onSelect }: { onSelect?: (id: CategoryTabId) => void }) {
  const [selected, setSelected] = useState<CategoryTabId>(1);
  return (
    <CategoryTabs
      categories={categories}
      extras={['favourites', 'hot', 'recent']}
      selected={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect?.(id);
      }}
      panelId="games"
    />
  );
}

describe('CategoryTabs', () => {
  describe('when the site has hot, recent and favourites', () => {
    it('puts hot first and recent, favourites last, in a named tablist that passes axe', async () => {
      render(
        <>
          <Controlled />
          <div role="tabpanel" id="games" aria-label="Chess & Card" />
        </>,
      );
      const tablist = screen.getByRole('tablist', { name: 'Game categories' });
      expect(tablist.getAttribute('aria-orientation')).toBe('horizontal');
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Hot',
        'Chess & Card',
        'Fishing',
        'Slots',
        'Live Casino',
        'Recent',
        'Favourites',
      ]);
      const selected = screen.getByRole('tab', { selected: true });
      expect(selected.textContent).toBe('Chess & Card');
      expect(selected.getAttribute('aria-controls')).toBe('games');
      await expectNoAxeViolations();
    });
  });

  describe('when the player uses the keyboard', () => {
    it('has one tab stop, and arrows, Home and End move and select', async () => {
      const onSelect = vi.fn();
      render(<Controlled onSelect={onSelect} />);
      expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
      await userEvent.tab();
      expect(document.activeElement?.textContent).toBe('Chess & Card');
      await userEvent.keyboard('{ArrowRight}');
      expect(onSelect).toHaveBeenLastCalledWith(2);
      expect(document.activeElement?.textContent).toBe('Fishing');
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Fishing');
      await userEvent.keyboard('{End}');
      expect(onSelect).toHaveBeenLastCalledWith('favourites');
      await userEvent.keyboard('{ArrowRight}');
      expect(onSelect).toHaveBeenLastCalledWith('hot');
      await userEvent.keyboard('{ArrowLeft}');
      expect(onSelect).toHaveBeenLastCalledWith('favourites');
      await userEvent.keyboard('{Home}');
      expect(onSelect).toHaveBeenLastCalledWith('hot');
      expect(document.activeElement?.textContent).toBe('Hot');
    });
  });

  describe('when a tab is clicked', () => {
    it('selects it once, and clicking the selected tab again does nothing', async () => {
      const onSelect = vi.fn();
      render(<CategoryTabs categories={categories} selected={3} onSelect={onSelect} />);
      await userEvent.click(screen.getByRole('tab', { name: 'Live Casino' }));
      expect(onSelect).toHaveBeenCalledWith(4);
      await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
      expect(onSelect).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the tabs stand in a side menu', () => {
    it('is vertical and moves with the up and down arrows', async () => {
      const onSelect = vi.fn();
      render(
        <CategoryTabs categories={categories} selected={1} onSelect={onSelect} orientation="vertical" />,
      );
      expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      expect(onSelect).not.toHaveBeenCalled();
      await userEvent.keyboard('{ArrowDown}');
      expect(onSelect).toHaveBeenCalledWith(2);
    });
  });

  describe('when no category is selected yet', () => {
    it('gives the first tab the tab stop', () => {
      render(<CategoryTabs categories={categories} selected={null} onSelect={() => {}} />);
      expect(screen.getAllByRole('tab')[0]!.tabIndex).toBe(0);
      expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    });
  });

  describe('when the theme draws its own icons', () => {
    it('uses them instead of the built-in ones', () => {
      const { container } = render(
        <CategoryTabs
          categories={categories}
          selected={1}
          onSelect={() => {}}
          renderIcon={(key) => <img src={`/icons/${key}.png`} alt="" />}
        />,
      );
      expect(container.querySelector('img[src="/icons/fishing.png"]')).not.toBeNull();
      expect(container.querySelector('svg')).toBeNull();
    });
  });
});

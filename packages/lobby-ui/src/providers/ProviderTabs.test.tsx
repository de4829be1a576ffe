import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { providers } from '../../test/fixtures';
import { ProviderTabs } from './ProviderTabs';

describe('ProviderTabs', () => {
  describe('when shown on the sub-game page', () => {
    it('is a vertical tablist with "All" first, says which provider is under maintenance, and passes axe', async () => {
      render(<ProviderTabs providers={providers} selected="LTS" onSelect={() => {}} />);
      const tablist = screen.getByRole('tablist', { name: 'Game providers' });
      expect(tablist.getAttribute('aria-orientation')).toBe('vertical');
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'All',
        'HRHarbor Reels',
        'LSLotus Studio',
        'NSNeon Spin, Under maintenance',
      ]);
      expect(screen.getByRole('tab', { selected: true, name: 'Lotus Studio' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Neon Spin, Under maintenance' })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when the player picks "All" or a provider', () => {
    it('reports null for "All" and the code for a provider', async () => {
      const onSelect = vi.fn();
      render(<ProviderTabs providers={providers} selected="LTS" onSelect={onSelect} />);
      await userEvent.click(screen.getByRole('tab', { name: 'All' }));
      expect(onSelect).toHaveBeenLastCalledWith(null);
      await userEvent.click(screen.getByRole('tab', { name: 'Harbor Reels' }));
      expect(onSelect).toHaveBeenLastCalledWith('HBR');
    });
  });

  describe('when a provider has a logo', () => {
    it('shows the logo as a decoration beside the name', () => {
      const { container } = render(
        <ProviderTabs
          providers={[{ code: 'HBR', name: 'Harbor Reels', logo: '/provider-logos/HBR.png' }]}
          selected={null}
          includeAll={false}
          onSelect={() => {}}
          orientation="horizontal"
        />,
      );
      expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
      expect(screen.getByRole('tab', { name: 'Harbor Reels' }).tabIndex).toBe(0);
    });
  });
});

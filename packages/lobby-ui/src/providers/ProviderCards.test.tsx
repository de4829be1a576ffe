import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { providers } from '../../test/fixtures';
import { ProviderCards } from './ProviderCards';

describe('ProviderCards', () => {
  describe('when shown as a grid', () => {
    it('lists a named card per provider with its game count, and passes axe', async () => {
      const onSelect = vi.fn();
      render(<ProviderCards providers={providers} onSelect={onSelect} />);
      const list = screen.getByRole('list', { name: 'Game providers' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      const card = screen.getByRole('button', { name: /Harbor Reels/ });
      expect(card.textContent).toContain('Games: 42');
      await userEvent.click(card);
      expect(onSelect).toHaveBeenCalledWith(providers[0]);
      await expectNoAxeViolations();
    });
  });

  describe('when a provider is under maintenance', () => {
    it('says so and does not open it', async () => {
      const onSelect = vi.fn();
      render(<ProviderCards providers={providers} onSelect={onSelect} />);
      const card = screen.getByRole('button', { name: /Neon Spin/, description: 'Under maintenance' });
      expect(card.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(card);
      expect(onSelect).not.toHaveBeenCalled();
    });
  });

  describe('when shown as a row', () => {
    it('scrolls sideways in a named, focusable region, and passes axe', async () => {
      render(<ProviderCards providers={providers} onSelect={() => {}} layout="row" label="Slot providers" />);
      const region = screen.getByRole('region', { name: 'Slot providers' });
      expect(within(region).getByRole('list', { name: 'Slot providers' })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });
});

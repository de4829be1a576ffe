import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrencyBadge } from './CurrencyBadge';

describe('CurrencyBadge', () => {
  describe('when the currency is known', () => {
    it('draws its coin locally and reads "Currency: code", and passes axe', async () => {
      const { container } = render(<CurrencyBadge code="BRL" />);
      expect(container.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(screen.getByText('Currency: BRL')).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when the currency is unknown', () => {
    it('shows the code without a coin', () => {
      const { container } = render(<CurrencyBadge code="ZZZ" />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.textContent).toContain('ZZZ');
    });
  });
});

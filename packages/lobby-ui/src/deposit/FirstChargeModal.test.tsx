import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FirstChargeModal } from './FirstChargeModal';
import { RegisterRechargePrompt } from './RegisterRechargePrompt';

const tiers = [
  { minAmount: '20', bonusPercent: '50', maxBonus: '100' },
  { minAmount: '100', bonusPercent: '100', maxBonus: '500' },
];

describe('FirstChargeModal', () => {
  describe('when it opens', () => {
    it('lists the tiers in the wallet currency, "Deposit now" focused', async () => {
      render(<FirstChargeModal open tiers={tiers} currency="BRL" onClose={() => {}} onDeposit={() => {}} />);
      const dialog = screen.getByRole('dialog', { name: 'First deposit bonus' });
      const buttons = within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(buttons[0]).toMatch(/Deposit R\$\s20,00 or more\+50%, up to R\$\s100,00/);
      expect(buttons[1]).toMatch(/Deposit R\$\s100,00 or more\+100%, up to R\$\s500,00/);
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Deposit now' }));
      await expectNoAxeViolations();
    });
  });

  describe('when a tier or "Deposit now" is chosen', () => {
    it('hands over the tier’s amount, or the smallest tier’s', async () => {
      const onDeposit = vi.fn();
      render(<FirstChargeModal open tiers={tiers} currency="BRL" onClose={() => {}} onDeposit={onDeposit} />);
      await userEvent.click(screen.getByRole('button', { name: /Deposit R\$\s100,00 or more/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
      expect(onDeposit.mock.calls).toEqual([['100'], ['20']]);
    });
  });
});

describe('RegisterRechargePrompt', () => {
  describe('when a registration just finished', () => {
    it('is a region (not a modal) offering "Deposit now" and "Later"', async () => {
      const onDeposit = vi.fn();
      const onClose = vi.fn();
      render(<RegisterRechargePrompt open onDeposit={onDeposit} onClose={onClose} />);
      const prompt = screen.getByRole('region', { name: 'Your account is ready' });
      expect(screen.queryByRole('dialog')).toBeNull();
      await userEvent.click(within(prompt).getByRole('button', { name: 'Later' }));
      await userEvent.click(within(prompt).getByRole('button', { name: 'Deposit now' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(onDeposit).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('when it is closed', () => {
    it('renders nothing', () => {
      const { container } = render(
        <RegisterRechargePrompt open={false} onDeposit={() => {}} onClose={() => {}} />,
      );
      expect(container.innerHTML).toBe('');
    });
  });
});

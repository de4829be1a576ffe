import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WalletSummary } from './WalletSummary';

describe('WalletSummary', () => {
  describe('when the balance is read', () => {
    it('shows it in the wallet currency with the bonus, and refresh and deposit answer', async () => {
      const onRefresh = vi.fn();
      const onDeposit = vi.fn();
      render(
        <WalletSummary
          balance={1234.5}
          bonus={50}
          currency="BRL"
          onRefresh={onRefresh}
          onDeposit={onDeposit}
        />,
      );
      const wallet = screen.getByRole('region', { name: 'Balance' });
      expect(wallet.textContent).toMatch(/R\$\s1\.234,50/);
      expect(within(wallet).getByText('Bonus balance').nextElementSibling?.textContent).toMatch(/R\$\s50,00/);
      expect(within(wallet).queryByText(/still in play/)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
      await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
      expect(onRefresh).toHaveBeenCalledTimes(1);
      expect(onDeposit).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('when the balance is being read again', () => {
    it('holds the refresh button and says so', async () => {
      const onRefresh = vi.fn();
      render(
        <WalletSummary balance={10} currency="BRL" refreshing onRefresh={onRefresh} onDeposit={() => {}} />,
      );
      const refresh = screen.getByRole('button', { name: 'Refresh balance' });
      expect(refresh.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('status').textContent).toBe('Updating balance…');
      await userEvent.click(refresh);
      expect(onRefresh).not.toHaveBeenCalled();
    });
  });

  describe('when the wallet counts in a ratio currency', () => {
    it('shows the amount in its units and what it is worth in the base, every digit kept', () => {
      render(
        <WalletSummary balance={250} currency="BTC1:100000" onRefresh={() => {}} onDeposit={() => {}} />,
      );
      const wallet = screen.getByRole('region', { name: 'Balance' });
      expect(wallet.textContent).toMatch(/250\.000\sBTC/);
      expect(within(wallet).getByText(/^Worth /).textContent).toMatch(/^Worth 0\.0025\sBTC$/);
    });

    it('says nothing more for a 1:1 variant', () => {
      render(<WalletSummary balance={12.5} currency="USDT1:1" onRefresh={() => {}} onDeposit={() => {}} />);
      expect(screen.getByRole('region', { name: 'Balance' }).textContent).toMatch(/12\.50\sUSDT/);
      expect(screen.queryByText(/^Worth /)).toBeNull();
    });
  });

  describe('when a bonus is still in play (audit mode)', () => {
    it('says withdrawals wait for its bet requirement', async () => {
      render(
        <WalletSummary
          balance={10}
          bonus={5}
          currency="BRL"
          audit
          onRefresh={() => {}}
          onDeposit={() => {}}
        />,
      );
      expect(screen.getByText(/bonus is still in play/)).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when the hall has not said the balance yet', () => {
    it('shows a dash, not a zero', () => {
      render(<WalletSummary balance={undefined} currency="BRL" onRefresh={() => {}} onDeposit={() => {}} />);
      expect(screen.getByRole('region', { name: 'Balance' }).textContent).toMatch(/—/);
    });
  });
});

import type { Order } from '@lobbykit/contract';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WalletRecords } from './WalletRecords';

const order = (orderId: string, extra: Partial<Order> = {}): Order => ({
  orderId,
  kind: 'deposit',
  amount: '100',
  currency: 'BRL',
  status: 'success',
  createdAt: Date.UTC(2026, 2, 15, 12, 0, 0),
  ...extra,
});

function renderRecords(props: Partial<ComponentProps<typeof WalletRecords>> = {}) {
  const handlers = {
    onKindChange: vi.fn(),
    onPeriodChange: vi.fn(),
    onStatusChange: vi.fn(),
    onLoadMore: vi.fn(),
    onRetry: vi.fn(),
  };
  render(
    <WalletRecords
      kind="deposit"
      period="week"
      status="all"
      state="ready"
      records={[]}
      total={0}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('WalletRecords', () => {
  describe('when records are shown', () => {
    it('lists each with its amount, status, number and bonus, and offers the next page', async () => {
      const { onLoadMore } = renderRecords({
        records: [
          order('1002', { bonus: '5', status: 'pending' }),
          order('1001', { amount: '20.5', status: 'expired' }),
        ],
        total: 5,
      });
      const items = screen.getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]!.textContent).toMatch(
        /R\$\s100,00.*Waiting for payment.*Order number 1002.*Bonus R\$\s5,00/,
      );
      expect(items[1]!.textContent).toMatch(/R\$\s20,50.*Expired/);
      expect(screen.getByText('Showing 2 of 5')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });

    it('calls a pending withdrawal "under review" and shows its fee', () => {
      renderRecords({
        kind: 'withdraw',
        records: [order('2001', { kind: 'withdraw', status: 'pending', fee: '1.5' })],
        total: 1,
      });
      expect(screen.getByRole('listitem').textContent).toMatch(/Under review.*Fee R\$\s1,50/);
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    });
  });

  describe('when the filters are used', () => {
    it('tells the owner the kind, the period and the status chosen', async () => {
      const { onKindChange, onPeriodChange, onStatusChange } = renderRecords();
      await userEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
      const periods = screen.getByRole('group', { name: 'Period' });
      expect(within(periods).getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await userEvent.click(within(periods).getByRole('button', { name: 'Today' }));
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order status' }), 'Completed');
      expect(onKindChange).toHaveBeenCalledWith('withdraw');
      expect(onPeriodChange).toHaveBeenCalledWith('today');
      expect(onStatusChange).toHaveBeenCalledWith('success');
    });
  });

  describe('when nothing matches', () => {
    it('says there are no records for the period', async () => {
      renderRecords();
      expect(screen.getByText('No records for this period')).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when the first page is loading', () => {
    it('shows a placeholder, busy', () => {
      renderRecords({ state: 'loading' });
      expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBe('true');
      expect(screen.queryByRole('list')).toBeNull();
    });
  });

  describe('when the records did not load', () => {
    it('says so and tries again on request', async () => {
      const { onRetry } = renderRecords({ state: 'failed' });
      expect(screen.getByText('Records didn’t load')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the next page is loading or failed', () => {
    it('holds "Load more" while loading, and says it failed after', () => {
      const records = [order('1')];
      const { onLoadMore } = renderRecords({ records, total: 3, more: 'loading' });
      const more = screen.getByRole('button', { name: 'Loading…' });
      expect(more.getAttribute('aria-disabled')).toBe('true');
      more.click();
      expect(onLoadMore).not.toHaveBeenCalled();
    });

    it('says the next page failed, and "Load more" tries again', async () => {
      const { onLoadMore } = renderRecords({ records: [order('1')], total: 3, more: 'failed' });
      expect(screen.getByRole('alert').textContent).toBe('Records didn’t load');
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    });
  });
});

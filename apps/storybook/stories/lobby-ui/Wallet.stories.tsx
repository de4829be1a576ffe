import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import type { Order, OrderKind } from '@lobbykit/contract';
import {
  FirstChargeBanner,
  WalletRecords,
  WalletSummary,
  type RecordPeriod,
  type RecordStatusFilter,
  type WalletRecordsProps,
  type WalletSummaryProps,
} from '@lobbykit/lobby-ui/money';
import '@lobbykit/lobby-ui/styles.css';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

// 15 March 2026, the records' own times (the story never moves them).
const day = Date.UTC(2026, 2, 15, 14, 30);
const order = (orderId: string, extra: Partial<Order>): Order => ({
  orderId,
  kind: 'deposit',
  amount: '100',
  currency: 'BRL',
  status: 'success',
  createdAt: day,
  ...extra,
});

const deposits: Order[] = [
  order('900104', { amount: '500', status: 'pending', createdAt: day - 60_000 }),
  order('900103', { amount: '100', bonus: '50', isFirst: true, createdAt: day - 3_600_000 }),
  order('900102', { amount: '20', status: 'expired', createdAt: day - 86_400_000 }),
  order('900101', { amount: '50', status: 'cancelled', createdAt: day - 2 * 86_400_000 }),
];
const withdrawals: Order[] = [
  order('800012', { kind: 'withdraw', amount: '300', fee: '3', status: 'pending' }),
  order('800011', { kind: 'withdraw', amount: '120', fee: '1.2', createdAt: day - 86_400_000 }),
  order('800010', { kind: 'withdraw', amount: '80', status: 'failed', createdAt: day - 3 * 86_400_000 }),
];

const tiers = [
  { minAmount: '20', bonusPercent: '50', maxBonus: '100' },
  { minAmount: '100', bonusPercent: '100', maxBonus: '500' },
];

type WalletStoryArgs = {
  readonly summary: Partial<WalletSummaryProps>;
  readonly records: Partial<WalletRecordsProps>;
  readonly firstCharge?: boolean;
};

/** The wallet page's blocks as the page puts them together, the filters working on the fixtures. */
function WalletStory({ summary, records, firstCharge = false }: WalletStoryArgs) {
  const [kind, setKind] = useState<OrderKind>('deposit');
  const [period, setPeriod] = useState<RecordPeriod>('week');
  const [status, setStatus] = useState<RecordStatusFilter>('all');
  const all = records.records ?? (kind === 'deposit' ? deposits : withdrawals);
  const shown = all.filter((item) => status === 'all' || item.status === status);
  return (
    <div className="lui-phone">
      <WalletSummary
        balance={1234.5}
        bonus={50}
        currency="BRL"
        onRefresh={fn()}
        onDeposit={fn()}
        {...summary}
      />
      {firstCharge && <FirstChargeBanner tiers={tiers} onOpen={fn()} />}
      <WalletRecords
        kind={kind}
        onKindChange={setKind}
        period={period}
        onPeriodChange={setPeriod}
        status={status}
        onStatusChange={setStatus}
        state="ready"
        total={records.total ?? shown.length}
        onLoadMore={fn()}
        onRetry={fn()}
        language="en_US"
        {...records}
        records={shown}
      />
    </div>
  );
}

const meta = {
  title: 'LobbyUi/Wallet',
  component: WalletStory,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: { summary: {}, records: {} },
} satisfies Meta<typeof WalletStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player's wallet: balance and bonus, "Deposit", and the deposits of the last 7 days. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Balance' })).toHaveTextContent(/R\$\s1\.234,50/);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('tab', { name: 'Withdrawals' }));
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(/Under review/);
  },
};

/** No deposit yet: the first-charge offer above the records. */
export const FirstDepositOffer: Story = {
  args: { summary: { balance: 0, bonus: 0 }, records: { records: [] }, firstCharge: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { name: 'First deposit bonus' })).toHaveTextContent(
      /Up to 100% extra/,
    );
    await expect(canvas.getByText('No records for this period')).toBeVisible();
  },
};

/** The balance is read again and the records load: both busy. */
export const Loading: Story = {
  args: { summary: { refreshing: true }, records: { state: 'loading', records: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The records did not load: "Try again". */
export const RecordsFailed: Story = {
  args: { records: { state: 'failed', records: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** More records than one page; the next page failed once. */
export const MorePages: Story = {
  args: { records: { total: 42, more: 'failed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 4 of 42')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Records didn’t load');
  },
};

/** A bonus still in play (audit mode): withdrawals wait for its bet requirement. */
export const BonusInPlay: Story = {
  args: { summary: { audit: true, bonus: 600 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/bonus is still in play/)).toBeVisible();
  },
};

/** A Bitcoin wallet counted 1:100000: the units, and what they are worth in BTC. */
export const RatioCurrency: Story = {
  args: {
    summary: { balance: 250, bonus: undefined, currency: 'BTC1:100000' },
    records: {
      records: [
        order('900201', { amount: '5000', currency: 'BTC1:100000' }),
        order('900200', { amount: '25000', currency: 'BTC1:100000', status: 'pending' }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Worth /)).toHaveTextContent(/0\.0025\sBTC/);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(/5,000\.000\sBTC/);
  },
};

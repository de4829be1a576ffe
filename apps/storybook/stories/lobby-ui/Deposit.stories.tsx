import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import type { DepositOrder, PayChannel } from '@lobbykit/contract';
import {
  FirstChargeModal,
  PayModal,
  QrCodeMissing,
  RegisterRechargePrompt,
  type DepositSubmitResult,
  type OrderActionResult,
  type PayModalView,
} from '@lobbykit/lobby-ui/money';
import '@lobbykit/lobby-ui/styles.css';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const pix: PayChannel = {
  channelId: 'pix',
  name: 'PIX',
  kind: 'pix',
  currency: 'BRL',
  payCurrency: 'BRL',
  min: '10',
  max: '50000',
  presets: [
    { amount: '20' },
    { amount: '50', bonusPercent: '5' },
    { amount: '100', bonusPercent: '5' },
    { amount: '500', bonusPercent: '10' },
  ],
  payerFields: ['name', 'cpf'],
  bonus: { percent: '5', max: '100', betMultiple: 3 },
  transferConfirm: false,
  voucher: false,
  expiresInMs: 15 * 60_000,
};
const ted: PayChannel = {
  channelId: 'ted',
  name: 'TED bank transfer',
  kind: 'bank',
  currency: 'BRL',
  payCurrency: 'BRL',
  min: '50',
  max: '100000',
  presets: [{ amount: '100' }, { amount: '500' }, { amount: '1000' }],
  payerFields: ['name', 'phone', 'email'],
  transferConfirm: true,
  voucher: true,
  expiresInMs: 30 * 60_000,
};
const btc: PayChannel = {
  channelId: 'btc',
  name: 'Bitcoin',
  kind: 'crypto',
  currency: 'BTC1:100000',
  payCurrency: 'BTC',
  min: '1000',
  max: '10000000',
  presets: [{ amount: '5000' }, { amount: '25000' }, { amount: '100000', bonusPercent: '5' }],
  payerFields: ['walletAddress'],
  transferConfirm: true,
  voucher: false,
  expiresInMs: 60 * 60_000,
};

// A fixed "now" (the orders are 4:12 into their time to pay), so every run shows the same.
const NOW = Date.UTC(2026, 2, 15, 14, 30);
const now = () => NOW;

const order = (channel: PayChannel, extra: Partial<DepositOrder>): DepositOrder => ({
  orderId: '900123',
  kind: 'deposit',
  amount: '100',
  currency: channel.currency,
  status: 'pending',
  createdAt: NOW - 252_000,
  channelId: channel.channelId,
  expiresAt: NOW - 252_000 + channel.expiresInMs,
  payment: { payAmount: '100', payCurrency: 'BRL', fields: [] },
  ...extra,
});
const pixOrder = order(pix, {
  payment: {
    payAmount: '100',
    payCurrency: 'BRL',
    qrCode:
      '00020126580014br.gov.bcb.pix0136 48213907-lobbykit.pix5204000053039865406100.005802BR62LK00900123',
    fields: [
      { key: 'pixKey', value: '48213907-lobbykit.pix' },
      { key: 'reference', value: 'LK00900123' },
    ],
  },
});
const tedOrder = order(ted, {
  payment: {
    payAmount: '100',
    payCurrency: 'BRL',
    fields: [
      { key: 'bank', value: 'Lobbykit Test Bank' },
      { key: 'accountName', value: 'Lobbykit Payments Ltd' },
      { key: 'accountNumber', value: '583920174625' },
      { key: 'reference', value: 'LK00900123' },
    ],
  },
});
const btcOrder = order(btc, {
  amount: '250',
  payment: {
    payAmount: '0.0025',
    payCurrency: 'BTC',
    qrCode: 'bitcoin:bc1q48213907552318904471028836510293?amount=0.0025',
    fields: [
      { key: 'walletAddress', value: 'bc1q48213907552318904471028836510293' },
      { key: 'network', value: 'BTC' },
      { key: 'reference', value: 'LK00900123' },
    ],
  },
});

const sent = (): Promise<DepositSubmitResult> => Promise.resolve({ ok: true });
const never = <T,>() => new Promise<T>(() => undefined);
const done = (): Promise<OrderActionResult> => Promise.resolve({ ok: true });
const orderView = (
  shown: DepositOrder,
  channel: PayChannel,
  extra: Partial<PayModalView> = {},
): PayModalView =>
  ({
    kind: 'order',
    order: shown,
    channel,
    onTransferred: fn(done),
    onCancel: fn(done),
    onUpload: fn(done),
    onNewDeposit: fn(),
    onDone: fn(),
    now,
    ...extra,
  }) as PayModalView;

const meta = {
  title: 'LobbyUi/Deposit',
  component: PayModal,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: { open: true, onClose: fn(), view: { kind: 'loading' } },
} satisfies Meta<typeof PayModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The dialog named `name`, once its opening animation has made it visible. */
const dialog = async (name: string) => {
  const found = await body().findByRole('dialog', { name });
  await waitFor(() => expect(found).toBeVisible());
  return found;
};

/** The channels are being read. */
export const LoadingChannels: Story = {
  play: async () => {
    await expect(await dialog('Deposit')).toHaveTextContent(/Loading payment methods/);
  },
};

/** They could not be read: "Try again". */
export const ChannelsFailed: Story = {
  args: { view: { kind: 'failed', onRetry: fn() } },
  play: async () => {
    await expect(within(await dialog('Deposit')).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** No channel takes a deposit now, with the hall's reason. */
export const NoChannels: Story = {
  args: { view: { kind: 'empty', message: 'Deposits are paused for maintenance until 02:00.' } },
  play: async () => {
    await expect(await dialog('Deposit')).toHaveTextContent(/No payment method is available/);
  },
};

/** PIX and a bank transfer: limits, amount buttons with their bonus badges, the PIX payer fields. */
export const Form: Story = {
  args: { view: { kind: 'form', channels: [pix, ted], onSubmit: fn(sent) } },
  play: async () => {
    const modal = await dialog('Deposit');
    await userEvent.click(within(modal).getByRole('button', { name: /R\$\s50,00/ }));
    await expect(within(modal).getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
    await expect(within(modal).getByRole('textbox', { name: 'CPF number' })).toBeVisible();
  },
};

/** The bank transfer chosen: its own payer fields (name, phone, e-mail), no bonus. */
export const BankTransferForm: Story = {
  args: { view: { kind: 'form', channels: [pix, ted], initialChannelId: 'ted', onSubmit: fn(sent) } },
  play: async () => {
    const modal = await dialog('Deposit');
    await expect(within(modal).getByRole('radio', { name: /TED bank transfer/ })).toBeChecked();
    await expect(within(modal).getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
};

/** A Bitcoin wallet (1:100000): the amount in units, what is paid in BTC, the wallet address. */
export const CryptoForm: Story = {
  args: { view: { kind: 'form', channels: [btc], initialAmount: '25000', onSubmit: fn(sent) } },
  play: async () => {
    const modal = await dialog('Deposit');
    await expect(within(modal).getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      /Amount to pay 0\.250\sBTC/,
    );
  },
};

/** Refused fields: the amount below the channel's minimum, then a CPF with letters. */
export const ValidationErrors: Story = {
  args: { view: { kind: 'form', channels: [pix], initialAmount: '5', onSubmit: fn(sent) } },
  play: async () => {
    const modal = await dialog('Deposit');
    await userEvent.click(within(modal).getByRole('button', { name: 'Deposit now' }));
    await expect(within(modal).getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      /The minimum is R\$\s10,00/,
    );
    await userEvent.clear(within(modal).getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Amount' }), '20');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Full name' }), 'Ana Souza');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'CPF number' }), '12a');
    await userEvent.click(within(modal).getByRole('button', { name: 'Deposit now' }));
    await expect(within(modal).getByRole('textbox', { name: 'CPF number' })).toHaveAccessibleDescription(
      /CPF must be 1-11 digits/,
    );
  },
};

/** A deposit being sent: "Deposit now" waits and says so. */
export const InFlight: Story = {
  args: {
    view: {
      kind: 'form',
      channels: [pix],
      initialAmount: '50',
      onSubmit: fn(never<DepositSubmitResult>),
      busy: true,
    },
  },
  play: async () => {
    const modal = await dialog('Deposit');
    await expect(within(modal).getByRole('button', { name: 'Deposit now' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(modal).getByText('Sending your deposit…')).toBeInTheDocument();
  },
};

/** No answer came: the same deposit may be sent again (it will not be paid twice). */
export const Unsettled: Story = {
  args: {
    view: {
      kind: 'form',
      channels: [pix],
      initialAmount: '50',
      onSubmit: fn(() =>
        Promise.resolve<DepositSubmitResult>({
          ok: false,
          message: 'We couldn’t confirm your deposit. Tap “Deposit now” again: it won’t be paid twice.',
        }),
      ),
    },
  },
  play: async () => {
    const modal = await dialog('Deposit');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Full name' }), 'Ana Souza');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'CPF number' }), '12345678901');
    await userEvent.click(within(modal).getByRole('button', { name: 'Deposit now' }));
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(/won’t be paid twice/);
  },
};

/** A PIX order: the time left, its QR code and the details with copy buttons. */
export const PixOrder: Story = {
  args: { view: orderView(pixOrder, pix) },
  play: async () => {
    const modal = await dialog('Complete your payment');
    await expect(await within(modal).findByRole('img', { name: /Scan this code/ })).toBeVisible();
    await expect(within(modal).getByText('Pay within 10:48')).toBeVisible();
    await expect(within(modal).getByRole('button', { name: 'Copy PIX key' })).toBeVisible();
  },
};

/**
 * The QR encoder's chunk did not download (a connection lost for a moment): the order stays, its
 * payment code still to copy, and the picture's place says to check the connection.
 */
export const QrCodeMissingOrder: Story = {
  args: { view: orderView(pixOrder, pix, { qrCode: QrCodeMissing }) },
  play: async () => {
    const modal = await dialog('Complete your payment');
    await expect(within(modal).getByText('Check your connection and try again.')).toBeVisible();
    await expect(within(modal).queryByRole('img', { name: /Scan this code/ })).toBeNull();
    await expect(within(modal).getByRole('button', { name: 'Copy Payment code' })).toBeVisible();
  },
};

/** A deposit still waiting when a new one was asked for: shown first, with the reason. */
export const PendingOrder: Story = {
  args: { view: orderView(tedOrder, ted, { pendingNotice: true }) },
  play: async () => {
    const modal = await dialog('Complete your payment');
    await expect(within(modal).getByText(/You have a deposit waiting for payment/)).toBeVisible();
    await expect(within(modal).getByRole('button', { name: 'I have transferred' })).toBeVisible();
  },
};

/** A bank transfer order after "I have transferred": being checked, the receipt upload offered. */
export const TransferredOrder: Story = {
  args: { view: orderView({ ...tedOrder, transferredAt: NOW - 30_000 }, ted) },
  play: async () => {
    const modal = await dialog('Complete your payment');
    await expect(within(modal).getByText(/checking your payment/)).toBeVisible();
    await expect(within(modal).getByLabelText('Upload receipt')).toBeInTheDocument();
  },
};

/** The voucher refused: a file that is not an image. */
export const UploadError: Story = {
  args: { view: orderView(tedOrder, ted) },
  play: async () => {
    const modal = await dialog('Complete your payment');
    const file = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(modal).getByLabelText('Upload receipt'), file, { applyAccept: false });
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(/Choose an image/);
  },
};

/** A Bitcoin order: the exact amount in BTC, its network warning, the address's QR code. */
export const CryptoOrder: Story = {
  args: { view: orderView(btcOrder, btc) },
  play: async () => {
    const modal = await dialog('Complete your payment');
    await expect(within(modal).getByText(/Send only on the BTC network/)).toBeVisible();
    await expect(within(modal).getByText(/0\.0025\sBTC/)).toBeVisible();
  },
};

/** Cancel asks first: a player who has paid keeps the order. */
export const CancelOrder: Story = {
  args: { view: orderView(tedOrder, ted) },
  play: async () => {
    const modal = await dialog('Complete your payment');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel order' }));
    await expect(within(modal).getByRole('group', { name: 'Cancel order' })).toHaveTextContent(/keep it/);
  },
};

/** The time to pay ran out. */
export const ExpiredOrder: Story = {
  args: { view: orderView({ ...tedOrder, status: 'expired' }, ted) },
  play: async () => {
    const modal = await dialog('Complete your payment');
    await expect(within(modal).getByText('This order expired before it was paid.')).toBeVisible();
    await expect(within(modal).getByRole('button', { name: 'New deposit' })).toBeVisible();
  },
};

/** The payment arrived (the realtime notice). */
export const PaidOrder: Story = {
  args: { view: orderView({ ...tedOrder, status: 'success', completedAt: NOW }, ted) },
  play: async () => {
    const modal = await dialog('Complete your payment');
    await expect(within(modal).getByText('Payment received. Your balance is up to date.')).toBeVisible();
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Got it' })).toBeVisible());
  },
};

/** The first-charge offer: the hall's tiers, each a way into the pay modal. */
export const FirstCharge: Story = {
  render: () => (
    <FirstChargeModal
      open
      onClose={fn()}
      tiers={[
        { minAmount: '20', bonusPercent: '50', maxBonus: '100' },
        { minAmount: '100', bonusPercent: '100', maxBonus: '500' },
      ]}
      currency="BRL"
      onDeposit={fn()}
    />
  ),
  play: async () => {
    const modal = await dialog('First deposit bonus');
    await expect(within(modal).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(modal).getByRole('button', { name: 'Deposit now' })).toHaveFocus();
  },
};

/** After a registration: the first deposit offered, without blocking the page. */
export const RegisterRecharge: Story = {
  render: () => <RegisterRechargePrompt open onDeposit={fn()} onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const prompt = within(canvasElement).getByRole('region', { name: 'Your account is ready' });
    await waitFor(() => expect(within(prompt).getByRole('button', { name: 'Deposit now' })).toBeVisible());
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

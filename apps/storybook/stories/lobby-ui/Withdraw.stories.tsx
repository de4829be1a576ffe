import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import type { MoneyResult, WithdrawOutcome } from '@lobbykit/lobby-core';
import type { WithdrawAccount, WithdrawInfo, WithdrawOrder } from '@lobbykit/contract';
import { PinPad, WithdrawForm } from '@lobbykit/lobby-ui/money';
import '@lobbykit/lobby-ui/styles.css';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const info: WithdrawInfo = {
  currency: 'BRL',
  balance: '2480.5',
  withdrawable: '2480.5',
  betRequirement: '0',
  min: '20',
  max: '50000',
  fee: { rate: '0.01', fixed: '2' },
  hasWithdrawPassword: true,
};

const accounts: WithdrawAccount[] = [
  { accountId: '11', kind: 'bank', name: 'Banco Azul', holder: 'Ana Souza', number: '123***7890' },
  { accountId: '12', kind: 'ewallet', name: 'PIX', holder: 'Ana Souza', number: 'ana***com' },
  { accountId: '13', kind: 'crypto', name: 'USDT-TRC20', number: 'TQ7***PqRs' },
];

const order: WithdrawOrder = {
  orderId: '9007199254740993',
  kind: 'withdraw',
  amount: '500',
  currency: 'BRL',
  status: 'pending',
  createdAt: 0,
  fee: '5',
  receive: '495',
  accountId: '11',
};

const answer = (outcome: WithdrawOutcome) => (): Promise<WithdrawOutcome> => Promise.resolve(outcome);
const added = (): Promise<MoneyResult<WithdrawAccount>> =>
  Promise.resolve({
    ok: true,
    data: { accountId: '14', kind: 'bank', name: 'Banco Verde', holder: 'Ana Souza', number: '987***4321' },
  });

const body = () => within(document.body);
const pinField = () => body().getByLabelText('Withdrawal password', { selector: 'input' });

/** Types an amount, withdraws and waits for the PIN pad. */
async function openPad(amount = '500') {
  await userEvent.type(body().getByRole('textbox', { name: 'Amount' }), amount);
  await userEvent.click(body().getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(body().getByRole('dialog', { name: 'Confirm withdrawal' })).toBeVisible());
  await waitFor(() => expect(pinField()).toHaveFocus());
}

const meta = {
  title: 'LobbyUi/Withdraw',
  component: WithdrawForm,
  decorators: [
    (Story) => (
      <div className="lui-phone">
        <Story />
      </div>
    ),
    withLobbyLanguage,
  ],
  loaders: [loadLobbyLanguage],
  args: {
    info,
    accounts,
    onSubmit: fn(answer({ ok: true, order })),
    onAddAccount: fn(added),
    onSetWithdrawPassword: fn(),
    onBind: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof WithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The withdraw info and accounts are on their way. */
export const Loading: Story = {
  args: { info: undefined, accounts: undefined },
  play: async () => {
    await expect(body().getByText('Loading withdrawal details…')).toBeInTheDocument();
  },
};

/** Balance, withdrawable amount, limits and fee; the first account picked. */
export const Ready: Story = {
  play: async () => {
    await expect(body().getByRole('radio', { name: /Banco Azul/ })).toBeChecked();
    await expect(body().getByText('1%, at least R$ 2,00')).toBeVisible();
  },
};

/** No withdrawal password yet (spec §2): the warning and the way to the security page. */
export const NoWithdrawPassword: Story = {
  args: { info: { ...info, hasWithdrawPassword: false } },
  play: async ({ args }) => {
    await userEvent.click(body().getByRole('button', { name: 'Set withdrawal password' }));
    await expect(args.onSetWithdrawPassword).toHaveBeenCalled();
  },
};

/** The bet requirement is not met: how much is left, and no amount to type. */
export const BetRequirementOpen: Story = {
  args: { info: { ...info, withdrawable: '0', betRequirement: '1250' } },
  play: async () => {
    await expect(
      body().getByText('Place R$ 1.250,00 more in valid bets to unlock withdrawals.'),
    ).toBeVisible();
  },
};

/** No receiving account: the placeholder and "Add account". */
export const NoAccounts: Story = {
  args: { accounts: [] },
  play: async () => {
    await expect(body().getByText('Add an account to receive your money.')).toBeVisible();
  },
};

/** The amount's rule, under the amount: nothing typed, then above the maximum. */
export const AmountErrors: Story = {
  play: async ({ args }) => {
    await userEvent.click(body().getByRole('button', { name: 'Withdraw' }));
    const amount = body().getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveAccessibleDescription('Amount is required');
    await userEvent.type(amount, '3000');
    await expect(amount).toHaveAccessibleDescription('You can withdraw up to R$\u00a02.480,50 now');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** "All": what may be withdrawn, and what arrives after the fee. */
export const AllFilledIn: Story = {
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'All' }));
    await expect(body().getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'You receive R$\u00a02.455,69 (fee R$\u00a024,81)',
    );
  },
};

/** The PIN pad, asked for at the end. */
export const PinPadOpen: Story = {
  play: async () => {
    await openPad();
    await userEvent.keyboard('28');
    await expect(body().getByText('2 of 6 digits entered')).toBeInTheDocument();
  },
};

/** A wrong password: said in the pad, digits cleared. */
export const PinPadWrong: Story = {
  args: { onSubmit: fn(answer({ ok: false, reason: 'passwordWrong', attemptsLeft: 2 })) },
  play: async () => {
    await openPad();
    await userEvent.keyboard('111112');
    await expect(await body().findByRole('alert')).toHaveTextContent(
      'Wrong withdrawal password. Attempts left: 2',
    );
    await expect(pinField()).toHaveValue('');
  },
};

/** Too many wrong passwords: locked for a while. */
export const PinPadLocked: Story = {
  args: { onSubmit: fn(answer({ ok: false, reason: 'passwordWrong', lockedMs: 15 * 60_000 })) },
  play: async () => {
    await openPad();
    await userEvent.keyboard('111112');
    await expect(await body().findByRole('alert')).toHaveTextContent(
      'Too many wrong attempts. Try again in 15 min.',
    );
  },
};

/** The password is being checked. */
export const PinPadBusy: Story = {
  args: { onSubmit: fn(() => new Promise<WithdrawOutcome>(() => {})) },
  play: async () => {
    await openPad();
    await userEvent.keyboard('280913');
    await waitFor(() =>
      expect(body().getByRole('group', { name: 'Withdrawal password' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Sent: "under review" with the order. */
export const UnderReview: Story = {
  play: async ({ args }) => {
    await openPad();
    await userEvent.keyboard('280913');
    await expect(await body().findByText('Withdrawal under review')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** 3003: the withdrawal password must be set first. */
export const BindWithdraw3003: Story = {
  args: { onSubmit: fn(answer({ ok: false, reason: 'withdrawPasswordRequired' })) },
  play: async () => {
    await openPad();
    await userEvent.keyboard('280913');
    const notice = await body().findByRole('alert');
    await expect(within(notice).getByRole('button', { name: 'Set withdrawal password' })).toBeVisible();
  },
};

/** 9527: the centre wallet holds too little. */
export const WalletShort9527: Story = {
  args: { onSubmit: fn(answer({ ok: false, reason: 'walletShort' })) },
  play: async () => {
    await openPad();
    await userEvent.keyboard('280913');
    await expect(await body().findByRole('alert')).toHaveTextContent('Your main wallet doesn’t hold enough');
  },
};

/** 70202: a large amount needs a binding first. */
export const MustBind70202: Story = {
  args: { onSubmit: fn(answer({ ok: false, reason: 'mustBind', bindings: ['phone', 'email'] })) },
  play: async ({ args }) => {
    await openPad();
    await userEvent.keyboard('280913');
    await userEvent.click(await body().findByRole('button', { name: 'Link now' }));
    await expect(args.onBind).toHaveBeenCalledWith(['phone', 'email']);
  },
};

/** Another tab is sending a withdrawal. */
export const BusyElsewhere: Story = {
  args: { onSubmit: fn(answer({ ok: false, reason: 'busyElsewhere' })) },
  play: async () => {
    await openPad();
    await userEvent.keyboard('280913');
    await expect(await body().findByRole('alert')).toHaveTextContent(
      'A withdrawal is being sent from another tab',
    );
  },
};

/** Adding a bank account: its fields. */
export const AddBankAccount: Story = {
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Add account' }));
    await expect(body().getByRole('radio', { name: 'Bank account' })).toBeChecked();
    await expect(body().getByRole('textbox', { name: 'Account holder' })).toBeVisible();
  },
};

/** Adding a crypto address: no holder, the network from the site's list. */
export const AddCryptoAddress: Story = {
  args: { accountNames: { crypto: ['USDT-TRC20', 'USDT-ERC20'] } },
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Add account' }));
    await userEvent.click(body().getByRole('radio', { name: 'Crypto wallet' }));
    await expect(body().getByRole('combobox', { name: 'Network' })).toBeVisible();
    await expect(body().queryByRole('textbox', { name: 'Account holder' })).toBeNull();
  },
};

/** A new account's checks, under each field. */
export const AddAccountErrors: Story = {
  play: async ({ args }) => {
    await userEvent.click(body().getByRole('button', { name: 'Add account' }));
    await userEvent.type(body().getByRole('textbox', { name: 'Account number' }), '12ab');
    await userEvent.click(body().getByRole('button', { name: 'Save account' }));
    await expect(body().getByRole('textbox', { name: 'Bank' })).toHaveFocus();
    await expect(body().getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription(
      'Enter 6-20 digits',
    );
    await expect(args.onAddAccount).not.toHaveBeenCalled();
  },
};

/** The PIN pad on its own: keypad, boxes, count. */
export const PinPadAlone: Story = {
  render: function Render() {
    const [value, setValue] = useState('2849');
    return <PinPad value={value} onChange={setValue} onComplete={() => setValue('')} />;
  },
  play: async () => {
    await expect(body().getByText('4 of 6 digits entered')).toBeInTheDocument();
    await userEvent.click(body().getByRole('button', { name: 'Delete last digit' }));
    await expect(body().getByText('3 of 6 digits entered')).toBeInTheDocument();
  },
};

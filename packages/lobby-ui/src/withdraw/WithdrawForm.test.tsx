import type { MoneyResult, WithdrawOutcome } from '@lobbykit/lobby-core';
import type { WithdrawAccount, WithdrawInfo, WithdrawOrder } from '@lobbykit/contract';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithdrawForm, type WithdrawFormProps } from './WithdrawForm';

const info: WithdrawInfo = {
  currency: 'USD',
  balance: '1500',
  withdrawable: '1200',
  betRequirement: '0',
  min: '50',
  max: '1000',
  fee: { rate: '0.01', fixed: '2' },
  hasWithdrawPassword: true,
};

const accounts: WithdrawAccount[] = [
  { accountId: '11', kind: 'bank', name: 'Banco Azul', holder: 'Ana Souza', number: '123***7890' },
  { accountId: '12', kind: 'ewallet', name: 'PayNow', holder: 'Ana Souza', number: 'ana***com' },
];

const order: WithdrawOrder = {
  orderId: '9007199254740993',
  kind: 'withdraw',
  amount: '1000',
  currency: 'USD',
  status: 'pending',
  createdAt: 0,
  fee: '10',
  receive: '990',
  accountId: '12',
};

const sent = (): Promise<WithdrawOutcome> => Promise.resolve({ ok: true, order });
const added = (account: WithdrawAccount) => (): Promise<MoneyResult<WithdrawAccount>> =>
  Promise.resolve({ ok: true, data: account });

function renderForm(props: Partial<WithdrawFormProps> = {}) {
  const all: WithdrawFormProps = {
    info,
    accounts,
    onSubmit: vi.fn(sent),
    onAddAccount: vi.fn(added(accounts[0]!)),
    onSetWithdrawPassword: vi.fn(),
    onDone: vi.fn(),
    ...props,
  };
  render(<WithdrawForm {...all} />);
  return all;
}

const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const withdraw = () => screen.getByRole('button', { name: 'Withdraw' });
const pinField = () => screen.getByLabelText('Withdrawal password', { selector: 'input' });

/** Types an amount, withdraws and waits for the PIN pad. */
async function openPad(typed: string) {
  await userEvent.type(amount(), typed);
  await userEvent.click(withdraw());
  return await screen.findByRole('dialog', { name: 'Confirm withdrawal' });
}

describe('WithdrawForm', () => {
  describe('when the withdraw info is still loading', () => {
    it('shows placeholders that say so', () => {
      renderForm({ info: undefined });
      expect(screen.getByText('Loading withdrawal details…').closest('[role="status"]')).toBeTruthy();
      expect(screen.queryByRole('textbox')).toBeNull();
    });
  });

  describe('when the player has no withdrawal password', () => {
    it('says it must be set first and leads to the security page', async () => {
      const props = renderForm({ info: { ...info, hasWithdrawPassword: false } });
      expect(screen.getByRole('alert').textContent).toContain('Please bind a withdrawal password first.');
      await userEvent.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
      expect(props.onSetWithdrawPassword).toHaveBeenCalledOnce();
      expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    });
  });

  describe('when everything is loaded', () => {
    it('states the balance, what may be withdrawn, the limits and the fee, picks the first account, and passes axe', async () => {
      renderForm();
      const summary = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
      expect(summary('Balance')).toBe('$1,500.00');
      expect(summary('Withdrawable now')).toBe('$1,200.00');
      expect(summary('Per withdrawal')).toBe('$50.00 – $1,000.00');
      expect(summary('Fee')).toBe('1%, at least $2.00');
      expect(screen.queryByText('Bets still needed')).toBeNull();
      const group = screen.getByRole('group', { name: 'Receiving account' });
      expect(within(group).getAllByRole('radio')).toHaveLength(2);
      expect(within(group).getByRole('radio', { name: /Banco Azul/ })).toHaveProperty('checked', true);
      await expectNoAxeViolations();
    });

    it('says what is wrong with the amount, by the rule, once it is left or sent', async () => {
      const props = renderForm();
      await userEvent.click(withdraw());
      expect(screen.getByRole('textbox', { name: 'Amount', description: 'Amount is required' })).toBe(
        amount(),
      );
      expect(document.activeElement).toBe(amount());
      await userEvent.type(amount(), '20');
      expect(amount().getAttribute('aria-describedby')).toBeTruthy();
      expect(screen.getByText('The minimum withdrawal is $50.00')).toBeTruthy();
      await userEvent.clear(amount());
      await userEvent.type(amount(), '1100');
      expect(screen.getByText('The maximum withdrawal is $1,000.00')).toBeTruthy();
      await userEvent.clear(amount());
      await userEvent.type(amount(), '12.345');
      expect(screen.getByText('Please enter an amount with at most 2 decimal places')).toBeTruthy();
      await userEvent.click(withdraw());
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(props.onSubmit).not.toHaveBeenCalled();
    });

    it('fills in all that may be withdrawn within the maximum, and shows what the player receives', async () => {
      renderForm();
      await userEvent.click(screen.getByRole('button', { name: 'All' }));
      expect(amount()).toHaveProperty('value', '1000');
      expect(
        screen.getByRole('textbox', { name: 'Amount', description: 'You receive $990.00 (fee $10.00)' }),
      ).toBe(amount());
    });
  });

  describe('when the player withdraws with the right password', () => {
    it('asks for it in the PIN pad, sends the form once, and shows "under review"', async () => {
      const props = renderForm();
      await userEvent.click(screen.getByRole('radio', { name: /PayNow/ }));
      const dialog = await openPad('1000');
      expect(within(dialog).getByText('Withdraw $1,000.00 to PayNow ana***com')).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(pinField()));
      await userEvent.keyboard('280913');
      await screen.findByText('Withdrawal under review');
      expect(props.onSubmit).toHaveBeenCalledOnce();
      expect(props.onSubmit).toHaveBeenCalledWith({
        info,
        accountId: '12',
        amount: '1000',
        password: '280913',
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
      expect(row('Order number')).toBe('9007199254740993');
      expect(row('You receive')).toBe('$990.00');
      await expectNoAxeViolations();
      await userEvent.click(screen.getByRole('button', { name: 'Done' }));
      expect(props.onDone).toHaveBeenCalledWith(order);
    });
  });

  describe('when the password is wrong', () => {
    it('says so in the pad, clears the digits and takes another try', async () => {
      const onSubmit = vi
        .fn<WithdrawFormProps['onSubmit']>()
        .mockResolvedValueOnce({ ok: false, reason: 'passwordWrong', attemptsLeft: 2 })
        .mockResolvedValueOnce({ ok: true, order });
      renderForm({ onSubmit });
      const dialog = await openPad('100');
      await userEvent.keyboard('111112');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Wrong withdrawal password. Attempts left: 2',
      );
      expect(pinField()).toHaveProperty('value', '');
      await userEvent.keyboard('280913');
      await screen.findByText('Withdrawal under review');
      expect(onSubmit).toHaveBeenCalledTimes(2);
    });
  });

  describe('when the hall answers 3003 or 9527', () => {
    it('3003 closes the pad and leads to setting the password', async () => {
      const props = renderForm({
        onSubmit: () => Promise.resolve({ ok: false, reason: 'withdrawPasswordRequired' }),
      });
      await openPad('100');
      await userEvent.keyboard('280913');
      const notice = await screen.findByRole('alert');
      expect(notice.textContent).toContain('Please bind a withdrawal password first.');
      expect(screen.queryByRole('dialog')).toBeNull();
      await userEvent.click(within(notice).getByRole('button', { name: 'Set withdrawal password' }));
      expect(props.onSetWithdrawPassword).toHaveBeenCalledOnce();
    });

    it('9527 says the main wallet holds too little, as the feature’s own words', async () => {
      renderForm({ onSubmit: () => Promise.resolve({ ok: false, reason: 'walletShort' }) });
      await openPad('100');
      await userEvent.keyboard('280913');
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Your main wallet doesn’t hold enough for this withdrawal. If money is still in a game, leave the game and try again.',
      );
    });
  });

  describe('when the hall refuses the amount after all', () => {
    it('closes the pad and says why under the amount, which takes the focus', async () => {
      renderForm({
        onSubmit: () =>
          Promise.resolve({ ok: false, reason: 'invalid', field: 'amount', code: 'aboveWithdrawable' }),
      });
      await openPad('100');
      await userEvent.keyboard('280913');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByText('You can withdraw up to $1,200.00 now')).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(amount()));
    });
  });

  describe('when the bet requirement is still open', () => {
    it('says how much is left to bet and offers no amount', () => {
      renderForm({ info: { ...info, withdrawable: '0', betRequirement: '350.5' } });
      expect(screen.getByText('Place $350.50 more in valid bets to unlock withdrawals.')).toBeTruthy();
      expect(screen.getByText('Bets still needed').nextElementSibling?.textContent).toBe('$350.50');
      expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    });
  });

  describe('when the player has no receiving account yet', () => {
    it('asks for one, adds it by its kind’s fields and picks it', async () => {
      const account: WithdrawAccount = {
        accountId: '31',
        kind: 'crypto',
        name: 'USDT-TRC20',
        number: 'TQ7***PqRs',
      };
      const onAddAccount = vi.fn(added(account));
      renderForm({ accounts: [], onAddAccount });
      expect(screen.getByText('Add an account to receive your money.')).toBeTruthy();
      await userEvent.type(amount(), '100');
      await userEvent.click(withdraw());
      expect(screen.getByText('Choose the account that receives the money')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add account' }));

      await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
      await userEvent.click(screen.getByRole('radio', { name: 'Crypto wallet' }));
      expect(screen.queryByRole('textbox', { name: 'Account holder' })).toBeNull();
      await userEvent.type(screen.getByRole('textbox', { name: 'Network' }), 'USDT-TRC20');
      await userEvent.type(screen.getByRole('textbox', { name: 'Wallet address' }), 'TQ7n1x3mYf');
      await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
      expect(
        screen.getByRole('textbox', {
          name: 'Wallet address',
          description: 'Enter the whole address: 20-100 letters and digits',
        }),
      ).toBe(document.activeElement);
      expect(onAddAccount).not.toHaveBeenCalled();
      await userEvent.type(
        screen.getByRole('textbox', { name: 'Wallet address' }),
        '2k9aBcDeFgHiJkLmNoPqRsT',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
      expect(onAddAccount).toHaveBeenCalledWith({
        kind: 'crypto',
        name: 'USDT-TRC20',
        number: 'TQ7n1x3mYf2k9aBcDeFgHiJkLmNoPqRsT',
      });
      expect(await screen.findByRole('radio', { name: /USDT-TRC20/ })).toHaveProperty('checked', true);
      expect(screen.queryByText('Choose the account that receives the money')).toBeNull();
    });

    it('puts the hall’s refusal of a field under that field', async () => {
      const onAddAccount = (): Promise<MoneyResult<WithdrawAccount>> =>
        Promise.resolve({ ok: false, reason: 'refused', code: 'account-invalid', data: { field: 'number' } });
      renderForm({
        accounts: [],
        onAddAccount,
        accountKinds: ['bank'],
        accountNames: { bank: ['Banco Azul'] },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
      // One kind: no choice of kinds; a list of banks: a select.
      expect(screen.queryByRole('radio')).toBeNull();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'Banco Azul');
      await userEvent.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Ana Souza');
      await userEvent.type(screen.getByRole('textbox', { name: 'Account number' }), '12345678');
      await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
      expect(
        await screen.findByRole('textbox', {
          name: 'Account number',
          description: 'This wasn’t accepted. Please check it and try again.',
        }),
      ).toBe(document.activeElement);
      await expectNoAxeViolations();
    });
  });
});

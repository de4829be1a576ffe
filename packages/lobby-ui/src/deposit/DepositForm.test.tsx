import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DepositSubmitResult } from './deposit-types';
import { DepositForm } from './DepositForm';
import { bankChannel, btcChannel, pixChannel } from './test-channels.test-util';

const passed = (): Promise<DepositSubmitResult> => Promise.resolve({ ok: true });
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('DepositForm', () => {
  describe('when it shows the channels', () => {
    it('offers each with its limits and bonus, the first one chosen, with its amount buttons and fields', async () => {
      render(<DepositForm channels={[pixChannel, bankChannel]} onSubmit={passed} />);
      const channels = screen.getByRole('group', { name: 'Payment method' });
      const pix = within(channels).getByRole('radio', { name: /PIX/ });
      expect((pix as HTMLInputElement).checked).toBe(true);
      expect(pix.closest('label')?.textContent).toMatch(/From R\$\s10,00 to R\$\s50\.000,00.*\+5% bonus/);
      const presets = screen.getByRole('group', { name: 'Choose an amount' });
      expect(
        within(presets)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([
        expect.stringMatching(/^R\$\s20,00$/),
        expect.stringMatching(/^R\$\s50,00\+5% bonus$/),
        expect.stringMatching(/^R\$\s100,00\+5% bonus$/),
      ]);
      expect(screen.getByRole('textbox', { name: 'Full name' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'CPF number' })).toBeTruthy();
      expect(screen.getByText(/5% bonus up to R\$\s100,00, to be bet 3 times/)).toBeTruthy();
      await expectNoAxeViolations();
    });

    it('asks for the fields of the channel chosen', async () => {
      render(<DepositForm channels={[pixChannel, bankChannel]} onSubmit={passed} />);
      await userEvent.click(screen.getByRole('radio', { name: /TED bank transfer/ }));
      expect(screen.queryByRole('textbox', { name: 'CPF number' })).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
      expect(screen.queryByRole('checkbox', { name: 'I don’t want the bonus' })).toBeNull();
    });
  });

  describe('when an amount button is pressed', () => {
    it('puts its amount in the field and shows it pressed', async () => {
      render(<DepositForm channels={[pixChannel]} onSubmit={passed} />);
      await userEvent.click(screen.getByRole('button', { name: /R\$\s50,00/ }));
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).value).toBe('50');
      expect(screen.getByRole('button', { name: /R\$\s50,00/ }).getAttribute('aria-pressed')).toBe('true');
    });
  });

  describe('when the form breaks a rule', () => {
    it('says the channel minimum next to the amount, which takes focus, and sends nothing', async () => {
      const onSubmit = vi.fn(passed);
      render(<DepositForm channels={[pixChannel]} onSubmit={onSubmit} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5');
      await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
      const amount = screen.getByRole('textbox', { name: 'Amount' });
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(amount)).toMatch(/The minimum is R\$\s10,00/);
      expect(document.activeElement).toBe(amount);
      expect(onSubmit).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    });

    it('refuses more than 2 decimals (spec §5) and a CPF that is not 1 to 11 digits', async () => {
      render(<DepositForm channels={[pixChannel]} onSubmit={passed} />);
      const amount = screen.getByRole('textbox', { name: 'Amount' });
      await userEvent.type(amount, '12.345');
      await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
      expect(errorOf(amount)).toMatch(/at most 2 decimal places/);

      await userEvent.clear(amount);
      await userEvent.type(amount, '20');
      await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Souza');
      await userEvent.type(screen.getByRole('textbox', { name: 'CPF number' }), '12a');
      await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
      const cpf = screen.getByRole('textbox', { name: 'CPF number' });
      expect(errorOf(cpf)).toMatch(/CPF must be 1-11 digits/);
      expect(document.activeElement).toBe(cpf);
    });

    it('says a payer field is required by its name', async () => {
      render(<DepositForm channels={[pixChannel]} initialAmount="20" onSubmit={passed} />);
      await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
      expect(errorOf(screen.getByRole('textbox', { name: 'Full name' }))).toMatch(/Full name is required/);
    });
  });

  describe('when the form is sent', () => {
    it('hands over the channel, the amount, the payer and the opt-out, and waits while it is sent', async () => {
      const answer = deferred<DepositSubmitResult>();
      const onSubmit = vi.fn(() => answer.promise);
      render(<DepositForm channels={[pixChannel]} initialAmount="50" onSubmit={onSubmit} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Souza');
      await userEvent.type(screen.getByRole('textbox', { name: 'CPF number' }), '12345678901');
      await userEvent.click(screen.getByRole('checkbox', { name: 'I don’t want the bonus' }));
      const submit = screen.getByRole('button', { name: 'Deposit now' });
      await userEvent.click(submit);
      await userEvent.click(submit);

      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit).toHaveBeenCalledWith({
        channel: pixChannel,
        amount: '50',
        payer: { name: 'Ana Souza', cpf: '12345678901' },
        bonusOptOut: true,
      });
      expect(submit.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('status').textContent).toBe('Sending your deposit…');
      answer.resolve({ ok: false, message: 'We couldn’t confirm your deposit.' });
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(submit.getAttribute('aria-disabled')).toBeNull();
    });

    it('puts the owner’s refusal next to its field', async () => {
      const onSubmit = vi.fn((): Promise<DepositSubmitResult> =>
        Promise.resolve({ ok: false, field: 'cpf', message: 'Check the CPF' }),
      );
      render(<DepositForm channels={[pixChannel]} initialAmount="50" onSubmit={onSubmit} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana Souza');
      await userEvent.type(screen.getByRole('textbox', { name: 'CPF number' }), '1234');
      await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
      expect(
        errorOf(await screen.findByRole('textbox', { name: 'CPF number', description: /Check the CPF/ })),
      ).toBe('Check the CPF');
    });

    it('waits while the owner says a deposit is being sent elsewhere in the tab', async () => {
      const onSubmit = vi.fn(passed);
      render(<DepositForm channels={[pixChannel]} initialAmount="50" busy onSubmit={onSubmit} />);
      await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('when the wallet counts in a ratio currency', () => {
    it('shows what the payer pays in the base, exact', async () => {
      render(<DepositForm channels={[btcChannel]} onSubmit={passed} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '2500');
      expect(errorOf(screen.getByRole('textbox', { name: 'Amount' }))).toMatch(/Amount to pay 0\.025\sBTC/);
      expect(screen.getByRole('textbox', { name: 'Your wallet address' })).toBeTruthy();
    });
  });
});

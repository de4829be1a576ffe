import type { PasswordOutcome } from '@lobbykit/lobby-core';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithdrawPasswordForm } from './WithdrawPasswordForm';

/** A promise the test settles by hand, to look at the form while the owner is still answering. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const saved = (): Promise<PasswordOutcome> => Promise.resolve({ ok: true });
// Password boxes have no role: found by their label.
const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('WithdrawPasswordForm', () => {
  describe('when the first password is set', () => {
    it('asks for it twice, digits only, and passes axe', async () => {
      render(<WithdrawPasswordForm mode="set" onSubmit={saved} />);
      expect(screen.queryByLabelText('Current withdrawal password')).toBeNull();
      await userEvent.type(box('New withdrawal password'), '2a8b4');
      expect(box('New withdrawal password').value).toBe('284');
      expect(box('New withdrawal password').getAttribute('inputmode')).toBe('numeric');
      await expectNoAxeViolations();
    });

    it.each([
      ['111111', 'Don’t use the same digit six times'],
      ['123456', 'Don’t use digits in a row, like 123456 or 654321'],
      ['654321', 'Don’t use digits in a row, like 123456 or 654321'],
      ['28491', 'Withdrawal password must be 6 digits'],
    ])('refuses %s by the rule: %s', async (typed, words) => {
      const onSubmit = vi.fn(saved);
      render(<WithdrawPasswordForm mode="set" onSubmit={onSubmit} />);
      await userEvent.type(box('New withdrawal password'), typed);
      await userEvent.type(box('Confirm withdrawal password'), typed);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(descriptionOf(box('New withdrawal password'))).toBe(words);
      expect(document.activeElement).toBe(box('New withdrawal password'));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('says when the two do not match', async () => {
      render(<WithdrawPasswordForm mode="set" onSubmit={saved} />);
      await userEvent.type(box('New withdrawal password'), '284913');
      await userEvent.type(box('Confirm withdrawal password'), '284914');
      await userEvent.tab();
      expect(descriptionOf(box('Confirm withdrawal password'))).toBe('Passwords don’t match');
    });

    it('sends it, waits while the owner answers, then says it is saved and empties the form', async () => {
      const answer = deferred<PasswordOutcome>();
      const onSubmit = vi.fn(() => answer.promise);
      const onDone = vi.fn();
      render(<WithdrawPasswordForm mode="set" onSubmit={onSubmit} onDone={onDone} />);
      await userEvent.type(box('New withdrawal password'), '284913');
      await userEvent.type(box('Confirm withdrawal password'), '284913{Enter}');
      expect(onSubmit).toHaveBeenCalledWith({ password: '284913' });
      expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByText('Please wait…')).toBeTruthy();
      // A second tap while waiting sends nothing.
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSubmit).toHaveBeenCalledOnce();
      answer.resolve({ ok: true });
      expect(await screen.findByText('Withdrawal password saved.')).toBeTruthy();
      expect(onDone).toHaveBeenCalledOnce();
      expect(box('New withdrawal password').value).toBe('');
    });
  });

  describe('when the password is changed', () => {
    it('sends the current one too', async () => {
      const onSubmit = vi.fn(saved);
      render(<WithdrawPasswordForm mode="change" onSubmit={onSubmit} />);
      await userEvent.type(box('Current withdrawal password'), '284913');
      await userEvent.type(box('New withdrawal password'), '730518');
      await userEvent.type(box('Confirm withdrawal password'), '730518{Enter}');
      expect(onSubmit).toHaveBeenCalledWith({ oldPassword: '284913', password: '730518' });
    });

    it('says under the current one that it is wrong, with the tries left, and focuses it', async () => {
      render(
        <WithdrawPasswordForm
          mode="change"
          onSubmit={() => Promise.resolve({ ok: false, reason: 'passwordWrong', attemptsLeft: 4 })}
        />,
      );
      await userEvent.type(box('Current withdrawal password'), '000001');
      await userEvent.type(box('New withdrawal password'), '730518');
      await userEvent.type(box('Confirm withdrawal password'), '730518{Enter}');
      expect(await screen.findByText('Wrong withdrawal password. Attempts left: 4')).toBeTruthy();
      expect(descriptionOf(box('Current withdrawal password'))).toBe(
        'Wrong withdrawal password. Attempts left: 4',
      );
      expect(document.activeElement).toBe(box('Current withdrawal password'));
    });

    it('shows any other refusal at the top of the form', async () => {
      render(
        <WithdrawPasswordForm
          mode="change"
          onSubmit={() =>
            Promise.resolve({ ok: false, reason: 'refused', code: '3003', message: 'Set one first' })
          }
        />,
      );
      await userEvent.type(box('Current withdrawal password'), '284913');
      await userEvent.type(box('New withdrawal password'), '730518');
      await userEvent.type(box('Confirm withdrawal password'), '730518{Enter}');
      expect((await screen.findByRole('alert')).textContent).toBe('Set one first');
    });
  });
});

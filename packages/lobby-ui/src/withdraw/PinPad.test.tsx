import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PinPad } from './PinPad';

/** The pad as an owner holds it: the digits in state. */
function OwnedPad({
  onComplete,
  busy,
  error,
  start = '',
}: {
  onComplete: (pin: string) => void;
  busy?: boolean;
  error?: string;
  start?: string;
}) {
  const [value, setValue] = useState(start);
  return <PinPad value={value} onChange={setValue} onComplete={onComplete} busy={busy} error={error} />;
}

const group = () => screen.getByRole('group', { name: 'Withdrawal password' });
// A password box has no role: found by its label.
const field = () => screen.getByLabelText<HTMLInputElement>('Withdrawal password', { selector: 'input' });
const countText = () => screen.getByText(/digits entered$/);

describe('PinPad', () => {
  describe('when it first shows', () => {
    it('is one labelled group with a password field, a keypad and the count, and passes axe', async () => {
      render(<OwnedPad onComplete={() => {}} />);
      expect(group()).toBeTruthy();
      expect(field().type).toBe('password');
      expect(field().getAttribute('inputmode')).toBe('none');
      expect(countText().textContent).toBe('0 of 6 digits entered');
      for (const digit of ['0', '1', '5', '9'])
        expect(within(group()).getByRole('button', { name: digit })).toBeTruthy();
      expect(within(group()).getByRole('button', { name: 'Delete last digit' })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when digits are typed on the keyboard', () => {
    it('counts them without ever showing them, and hands over all six once', async () => {
      const onComplete = vi.fn();
      render(<OwnedPad onComplete={onComplete} />);
      await userEvent.click(field());
      await userEvent.keyboard('4a8');
      expect(field().value).toBe('48');
      expect(countText().textContent).toBe('2 of 6 digits entered');
      expect(document.body.textContent).not.toContain('48');
      await userEvent.keyboard('{Backspace}');
      expect(countText().textContent).toBe('1 of 6 digits entered');
      await userEvent.keyboard('80913');
      expect(onComplete).toHaveBeenCalledTimes(1);
      expect(onComplete).toHaveBeenCalledWith('480913');
      // A seventh digit goes nowhere.
      await userEvent.keyboard('7');
      expect(field().value).toBe('480913');
      expect(onComplete).toHaveBeenCalledTimes(1);
    });

    it('takes a pasted password, its spaces dropped', () => {
      const onComplete = vi.fn();
      render(<OwnedPad onComplete={onComplete} />);
      fireEvent.paste(field(), { clipboardData: { getData: () => '28 47 19' } });
      expect(onComplete).toHaveBeenCalledWith('284719');
    });
  });

  describe('when the keypad is used', () => {
    it('adds and deletes digits, by pointer and by Enter on a key', async () => {
      const onComplete = vi.fn();
      render(<OwnedPad onComplete={onComplete} />);
      const key = (name: string) => within(group()).getByRole('button', { name });
      await userEvent.click(key('2'));
      await userEvent.click(key('7'));
      await userEvent.click(key('Delete last digit'));
      expect(countText().textContent).toBe('1 of 6 digits entered');
      key('3').focus();
      await userEvent.keyboard('{Enter}');
      // Digits typed while focus is on the keypad count too.
      await userEvent.keyboard('9051');
      expect(onComplete).toHaveBeenCalledWith('239051');
    });
  });

  describe('when the password is being checked', () => {
    it('says so, takes no digit and marks the group busy', async () => {
      render(<OwnedPad onComplete={() => {}} busy start="123456" />);
      expect(group().getAttribute('aria-busy')).toBe('true');
      expect(screen.getByText('Please wait…')).toBeTruthy();
      expect(field().readOnly).toBe(true);
      await userEvent.click(within(group()).getByRole('button', { name: 'Delete last digit' }));
      expect(field().value).toBe('123456');
    });
  });

  describe('when the owner refuses the password', () => {
    it('shows why as an alert tied to the field, which is marked wrong', async () => {
      render(<OwnedPad onComplete={() => {}} error="Wrong withdrawal password. Attempts left: 2" />);
      expect(screen.getByRole('alert').textContent).toBe('Wrong withdrawal password. Attempts left: 2');
      expect(field().getAttribute('aria-invalid')).toBe('true');
      expect(field().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
      await expectNoAxeViolations();
    });
  });
});
